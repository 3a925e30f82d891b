import CityAutocompleteServer
import Foundation
import ShippedCities
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Clients that hold connections: each test has a server of its own (the full shipped data), so that filling
/// its connections never disturbs the tests that share `TestServer.shipped`. Each waits out the server's
/// 15-second connection timeout once; they run alongside the other suites.
@Suite("Hostile clients: slowloris, stalled bodies, a flood of idle connections")
struct StalledClientTests {
    /// Many connections send a request a byte at a time and never finish it; others stall in a body. The
    /// server answers other clients all the while, and closes each stalled one once it has been idle for its
    /// connection timeout.
    @Test("Slowloris and stalled bodies: others are answered meanwhile, the stalled are closed on the timeout")
    func slowloris() throws {
        let server = TestServer.start(dataPath: ShippedCities.path!)
        defer { server.shutdown() }
        let port = server.port
        var trickling: [RawConnection] = []
        for _ in 0..<200 {
            let connection = try RawConnection(port: port)
            connection.send("GET /cities/zurich/autocomplete HTTP/1.1\r\nHost: x\r\n")
            trickling.append(connection)
        }
        let stalledBodies = [
            "POST /cities HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"ids\":[",
            "POST /cities HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"id",
            "POST /cities HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n",
        ].map { request -> RawConnection? in
            let connection = try? RawConnection(port: port)
            connection?.send(request)
            return connection
        }
        #expect(stalledBodies.allSatisfy { $0 != nil })

        // Five rounds, a second apart: one more header byte on every slow connection, then a full request from
        // a fresh client, which is answered at once.
        for round in 0..<5 {
            for connection in trickling {
                connection.send(round == 4 ? "X" : "X-Slow-\(round): y\r\n")
            }
            try expectServerStillAnswers(port: port)
            Thread.sleep(forTimeInterval: 1)
        }
        for connection in trickling {
            #expect(!connection.isClosedByServer(before: Deadline(in: .milliseconds(1))))
        }

        // Now silent: every stalled connection is closed once idle for the timeout, and never answered 200.
        let deadline = Deadline(in: Patience.idleClose)
        for connection in trickling + stalledBodies.compactMap({ $0 }) {
            let (received, ending) = connection.readToEnd(until: deadline)
            #expect(ending != .stillOpen)
            #expect(firstStatus(received) != 200)
        }
        try expectServerStillAnswers(port: port)
    }

    /// 5,000 idle connections, more than the server's limit of 4,096 at once. Connecting never fails: past the
    /// limit connections wait in the listen queue. The idle ones are closed on the connection timeout, and a
    /// client queued behind them is then answered.
    @Test("A flood of 5,000 idle connections: below the limit others are answered; past it, once the idle time out")
    func idleFlood() throws {
        #expect(raiseOpenFileLimit(to: 16_384) >= 12_000, "the flood needs about 10,000 open files in this process")
        let server = TestServer.start(dataPath: ShippedCities.path!)
        defer { server.shutdown() }
        let port = server.port

        var idle: [RawConnection] = []
        for _ in 0..<2_000 {
            idle.append(try RawConnection(port: port))
        }
        // Below the limit: others are answered at once.
        try expectServerStillAnswers(port: port)

        for _ in 2_000..<5_000 {
            idle.append(try RawConnection(port: port))
        }
        // Past the limit a newcomer waits in the listen queue; it is answered once idle connections time out.
        let newcomer = try RawConnection(port: port)
        newcomer.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let (received, ending) = newcomer.readToEnd(until: Deadline(in: Patience.idleClose))
        #expect(ending == .closed)
        #expect(firstStatus(received) == 200)

        // The newcomer got in because the server closed idle connections on its timeout, unanswered: the first
        // 2,000 at least. The rest are closed here rather than waited for (another 15 seconds).
        let deadline = Deadline(in: Patience.answer)
        let closedByServer = idle.prefix(2_000).filter {
            let (received, ending) = $0.readToEnd(until: deadline)
            return ending != .stillOpen && received.isEmpty
        }
        #expect(closedByServer.count == 2_000)
        idle.removeAll()
        try expectServerStillAnswers(port: port)
    }
}
