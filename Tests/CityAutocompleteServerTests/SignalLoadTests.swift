import CityAutocompleteServer
import Foundation
import ShippedCities
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What load clients saw while a signal arrived.
struct LoadTally: CustomStringConvertible {
    /// Answers read whole, by status.
    var answers: [Int: Int] = [:]
    /// Answers cut off after their first byte: a request in flight that was not finished.
    var cutAnswers = 0
    /// Requests written whole that got no byte back before the connection closed or was reset.
    var unanswered = 0
    /// New connections refused: the service had stopped listening.
    var refused = 0
    /// Answers with a body other than the expected one.
    var wrongBodies = 0

    var description: String {
        "answers \(answers), cut \(cutAnswers), unanswered \(unanswered), refused \(refused), wrong \(wrongBodies)"
    }

    static func + (left: LoadTally, right: LoadTally) -> LoadTally {
        LoadTally(
            answers: left.answers.merging(right.answers, uniquingKeysWith: +),
            cutAnswers: left.cutAnswers + right.cutAnswers,
            unanswered: left.unanswered + right.unanswered,
            refused: left.refused + right.refused,
            wrongBodies: left.wrongBodies + right.wrongBodies
        )
    }
}

/// Keep-alive clients on their own threads, each asking for one autocomplete over and over and reconnecting
/// when an answer says `Connection: close`, until told to stop or the service refuses connections.
final class LoadClients: Sendable {
    private let port: Int
    private let target: String
    /// The bodies an answer may have.
    private let expectedBodies: Set<[UInt8]>
    private let stopping = Atomic<Bool>(false)
    /// Each client's tally once it stops. An `NSLock` rather than a `Mutex`: ThreadSanitizer sees through
    /// pthread locks, and reports accesses under `Mutex` (whose lock it does not see on Linux) as races.
    private let tallies = LockedTallies()
    private let finished = Atomic<Int>(0)
    private let count: Int

    init(port: Int, count: Int, target: String, expectedBodies: Set<[UInt8]>) {
        self.port = port
        self.count = count
        self.target = target
        self.expectedBodies = expectedBodies
        for _ in 0..<count {
            Thread.detachNewThread { [self] in
                let tally = run()
                tallies.append(tally)
                finished.add(1, ordering: .releasing)
            }
        }
    }

    /// Tells the clients to stop after their current request and waits for them (at most `deadline`).
    func stop(before deadline: Deadline) -> LoadTally? {
        stopping.store(true, ordering: .relaxed)
        return waitUntilFinished(before: deadline)
    }

    /// Waits until every client has stopped by itself (the service refused them), before `deadline`.
    func waitUntilFinished(before deadline: Deadline) -> LoadTally? {
        guard eventually(before: deadline, { finished.load(ordering: .acquiring) == count }) else { return nil }
        return tallies.sum
    }

    /// One client's loop; it reports its tally when it stops, so that counting needs no lock per request.
    private func run() -> LoadTally {
        var tally = LoadTally()
        let client = HTTPClient(port: port)
        let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        var socket: Int32 = -1
        defer { if socket >= 0 { close(socket) } }
        while !stopping.load(ordering: .relaxed) {
            if socket < 0 {
                do {
                    socket = try client.connect()
                } catch {
                    tally.refused += 1
                    return tally
                }
            }
            switch exchange(request, on: socket, client: client) {
            case .answer(let answer):
                tally.answers[answer.status, default: 0] += 1
                if !expectedBodies.contains(answer.body) { tally.wrongBodies += 1 }
                if answer.header("Connection")?.lowercased() == "close" {
                    close(socket)
                    socket = -1
                }
            case .cut:
                tally.cutAnswers += 1
                close(socket)
                socket = -1
            case .nothing:
                tally.unanswered += 1
                close(socket)
                socket = -1
            }
        }
        return tally
    }

    private enum Outcome {
        case answer(Answer)
        case cut
        case nothing
    }

    /// One request and its answer on a keep-alive connection, read by `Content-Length`.
    private func exchange(_ request: [UInt8], on socket: Int32, client: HTTPClient) -> Outcome {
        let sent = request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { return .nothing }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let answer = try? client.parse(received), let length = answer.header("Content-Length").flatMap(Int.init),
                answer.body.count >= length
            {
                return .answer(answer)
            }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return received.isEmpty ? .nothing : .cut }
            received += buffer[..<count]
        }
    }
}

/// Tallies appended by client threads and summed once they have all stopped.
private final class LockedTallies: @unchecked Sendable {
    private let lock = NSLock()
    private var tallies: [LoadTally] = []

    func append(_ tally: LoadTally) {
        lock.withLock { tallies.append(tally) }
    }

    var sum: LoadTally {
        lock.withLock { tallies.reduce(LoadTally(), +) }
    }
}

/// Signals while clients keep the service busy: the executable as a child process on the full shipped data.
@Suite("Signals under load", .serialized)
struct SignalLoadTests {
    static let target = "/cities/sao%20p/autocomplete?limit=10"

    /// The body of the answer to `target` from the service on `port`.
    static func expectedBody(port: Int) throws -> [UInt8] {
        try HTTPClient(port: port).get(target).body
    }

    @Test("SIGTERM under load: every request written gets its whole answer, then connections are refused; exit 0")
    func terminateUnderLoad() throws {
        let process = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1", "--threads", "2"])
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        let load = LoadClients(
            port: port,
            count: 8,
            target: Self.target,
            expectedBodies: [try Self.expectedBody(port: port)]
        )
        Thread.sleep(forTimeInterval: 1)
        process.send(SIGTERM)
        let tally = try #require(load.waitUntilFinished(before: Deadline(in: ServiceProcess.exitPatience)))
        #expect(process.waitForExit() == 0)
        #expect(tally.cutAnswers == 0, "\(tally)")
        #expect(tally.unanswered == 0, "\(tally)")
        #expect(tally.wrongBodies == 0, "\(tally)")
        #expect(tally.answers.keys.sorted() == [200], "\(tally)")
        #expect(tally.refused == 8, "\(tally)")
        #expect(process.printed.contains("shutting down: finishing"))
        #expect(process.printed.contains("stopped"))
    }

    @Test("SIGHUP under load swaps the data with no failed request; every answer is the old data's or the new's")
    func reloadUnderLoad() throws {
        let shipped = try String(contentsOfFile: ShippedCities.path!, encoding: .utf8)
        let path = try TestServer.temporaryFile(shipped)
        let process = try ServiceProcess(
            arguments: ["--port", "0", "--host", "127.0.0.1", "--threads", "2", "--data", path]
        )
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        let before = try Self.expectedBody(port: port)
        // The new data renames both São Paulos: the same prefix now lists other cities.
        let renamed = shipped.replacingOccurrences(of: #""name":"São Paulo","#, with: #""name":"Renamed","#)
        #expect(renamed != shipped)
        try renamed.write(toFile: path, atomically: true, encoding: .utf8)
        let after = ServiceClient.loadedService(dataPath: path).respond(to: Request(method: "GET", target: Self.target))
            .body
        #expect(after != before)

        let load = LoadClients(port: port, count: 8, target: Self.target, expectedBodies: [before, after])
        Thread.sleep(forTimeInterval: 0.5)
        process.send(SIGHUP)
        #expect(process.waitForOutput(containing: "reloaded 209579 cities"))
        Thread.sleep(forTimeInterval: 0.5)
        let tally = try #require(load.stop(before: Deadline(in: Patience.answer)))
        #expect(tally.cutAnswers == 0, "\(tally)")
        #expect(tally.unanswered == 0, "\(tally)")
        #expect(tally.refused == 0, "\(tally)")
        #expect(tally.wrongBodies == 0, "\(tally)")
        #expect(tally.answers.keys.sorted() == [200], "\(tally)")
        #expect(try HTTPClient(port: port).get(Self.target).body == after)
        process.send(SIGTERM)
        #expect(process.waitForExit() == 0)
    }

    @Test(
        "SIGHUP with a missing, truncated, empty or invalid file, or one with no cities, keeps the old index and logs why",
        arguments: [
            ("missing", nil, ": cannot be opened: No such file or directory"),
            (
                "truncated", #"[{"country":"NL","name":"Amsterdam","_id":2759794,"coord":{"lon":4.8"#,
                #": entry 1 (line 1, column 69): field "coord" expected ',' or '}', found the end of the text"#
            ),
            ("empty", "", ": line 1, column 1"),
            ("not JSON", "<html>", ": line 1, column 1: expected a JSON array of cities ('['), found '<'"),
            ("an entry without coordinates", #"[{"country":"NL","name":"A","_id":1}]"#, ": entry 1"),
            ("no cities", "[]", ": holds no cities; give a JSON array with at least one city"),
        ] as [(String, String?, String)]
    )
    func badReload(name: String, contents: String?, message: String) throws {
        try expectReloadToFail(name: name, message: message) { path in
            if let contents {
                try contents.write(toFile: path, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.removeItem(atPath: path)
            }
        }
    }

    @Test("SIGHUP with a named pipe at the data path fails at once, without waiting for a writer; SIGTERM still stops")
    func namedPipeReload() throws {
        try expectReloadToFail(
            name: "a named pipe",
            message: ": is a named pipe, not a regular file; give the path of a JSON file of cities"
        ) { path in
            try FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o600) == 0)
        }
    }

    /// Starts the service on three cities, lets `replace` change its data file, sends SIGHUP, and expects the
    /// reload to fail with `message` after the path, the old data to be served as before, and SIGTERM to stop it.
    private func expectReloadToFail(name: String, message: String, replace: (String) throws -> Void) throws {
        let path = try TestServer.temporaryFile(ProcessTests.threeCities)
        let process = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1", "--data", path])
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        let client = HTTPClient(port: port)
        let before = try client.get("/cities/a/autocomplete")
        try replace(path)
        process.send(SIGHUP)
        #expect(
            process.waitForOutput(
                containing: "reload failed, still serving the 3 cities loaded before: \(path)\(message)"
            ),
            "\(name): \(process.printed)"
        )
        let after = try client.get("/cities/a/autocomplete")
        #expect(after.body == before.body)
        #expect(after.header("ETag") == before.header("ETag"))
        #expect(try client.get("/metrics").text.contains("reload_failures_total 1"))
        process.send(SIGTERM)
        #expect(process.waitForExit() == 0)
    }
}
