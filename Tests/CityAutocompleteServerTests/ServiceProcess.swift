import Foundation
import Synchronization

/// The `city-autocomplete` executable run as a child process, for what only a real process shows:
/// options, the start-up log line, exit codes and signals.
final class ServiceProcess: Sendable {
    private let process: Process
    private let output = PrintedText()

    /// How long to wait for expected output (loading the full dataset included) before giving up.
    static let outputPatience = Duration.seconds(60)
    /// How long to wait for the process to exit before killing it.
    static let exitPatience = Duration.seconds(30)

    /// The built executable, next to the test bundle.
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("city-autocomplete")

    /// Starts the executable with `arguments` and `environment` added to this process's environment, under the
    /// limits on open files `openFiles` gives (`ulimit` options such as `-Sn 256`), if any.
    init(arguments: [String], environment: [String: String] = [:], openFiles: [String] = []) throws {
        let process = Process()
        if openFiles.isEmpty {
            process.executableURL = Self.executable
            process.arguments = arguments
        } else {
            // The shell sets the limits, then becomes the service, which keeps its process id.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit \(openFiles.joined(separator: " ")) && exec \"$0\" \"$@\"", Self.executable.path]
                + arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        self.process = process
        pipe.fileHandleForReading.readabilityHandler = { [output] handle in
            let data = handle.availableData
            output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    /// Everything the process printed so far, standard output and standard error together.
    var printed: String {
        output.text.withLock { $0 }
    }

    /// Waits until the printed text contains `text`, for at most `timeout`; returns whether it did.
    func waitForOutput(containing text: String, timeout: Duration = ServiceProcess.outputPatience) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if printed.contains(text) { return true }
            if !process.isRunning { return printed.contains(text) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// The port from the start-up line `listening on http://HOST:PORT …`, once it is printed.
    func waitForPort() -> Int? {
        guard waitForOutput(containing: " with ") else { return nil }
        let pattern = #/listening on http://[^ ]*:(\d+) /#
        return printed.firstMatch(of: pattern).flatMap { Int($0.1) }
    }

    /// The limits on open files the process runs under now, from `/proc`: soft and hard.
    var openFileLimits: (soft: String, hard: String)? {
        guard let limits = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/limits", encoding: .utf8),
            let line = limits.split(separator: "\n").first(where: { $0.hasPrefix("Max open files") })
        else { return nil }
        let fields = line.dropFirst("Max open files".count).split(separator: " ")
        return fields.count >= 2 ? (String(fields[0]), String(fields[1])) : nil
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the process to exit, killing it after `timeout`; returns its exit status.
    func waitForExit(timeout: Duration = ServiceProcess.exitPatience) -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while process.isRunning, clock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return -1
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }
}

/// What a child process printed, appended from the pipe's reading thread.
private final class PrintedText: Sendable {
    let text = Mutex<String>("")
}
