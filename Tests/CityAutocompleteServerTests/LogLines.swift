import Logging
import Synchronization

/// The messages a test's logger logged, as `level: message`, in order.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// Everything logged so far.
    var all: [String] {
        lines.withLock { $0 }
    }

    /// A logger whose messages, from `info` up, are kept here.
    var logger: Logger {
        Logger(label: "test") { _ in Handler(lines: self) }
    }

    private struct Handler: LogHandler {
        let lines: LogLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            lines.lines.withLock { $0.append("\(event.level): \(event.message)") }
        }
    }
}
