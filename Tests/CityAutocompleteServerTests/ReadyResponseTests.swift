import CityAutocompleteServer
import Foundation
import Logging
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The answers the server keeps ready and queues again for a repeated target: byte for byte the answers the
/// routes give, for GET and HEAD, never for a conditional request, never across a reload, and counted.
///
/// Each test runs a service of its own, so that the hit counter counts only its requests.
@Suite("Ready responses")
struct ReadyResponseTests {
    static let cities = """
        [
        {"country":"NL","name":"Amsterdam","_id":2759794,"coord":{"lon":4.88969,"lat":52.374031}},
        {"country":"ID","name":"Ambon","_id":1651531,"coord":{"lon":128.199997,"lat":-3.71667}},
        {"country":"US","name":"Amarillo","state":"TX","_id":5516233,"coord":{"lon":-101.831299,"lat":35.222},"x":1},
        {"country":"DE","name":"Berlin","_id":2950159,"coord":{"lon":13.41053,"lat":52.524368}}
        ]
        """

    /// A service on `cities` with a ready-response cache of `size` bytes, and its data file.
    private static func start(
        _ contents: String = cities,
        size: Int = Configuration.defaultResponseCacheSize
    ) throws -> (Application, HTTPClient, String) {
        let path = try TestServer.temporaryFile(contents)
        let application = try Application(
            configuration: Configuration(host: "127.0.0.1", port: 0, dataPath: path, responseCacheSize: size),
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        return (application, HTTPClient(port: application.port), path)
    }

    /// A metric's value from `/metrics`, by its whole name with labels.
    private static func metric(_ client: HTTPClient, _ name: String) throws -> Double {
        let line = try client.get("/metrics").text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
        return try #require(line.flatMap { Double($0.split(separator: " ").last ?? "") }, "no \(name)")
    }

    private static func hits(_ client: HTTPClient) throws -> Double {
        try metric(client, "http_ready_responses_total")
    }

    /// An answer's bytes without its `Date` line, which libmicrohttpd writes for each answer.
    private static func withoutDate(_ raw: [UInt8]) -> String {
        String(decoding: raw, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.hasPrefix("Date: ") }
            .joined(separator: "\r\n")
    }

    private static func request(_ method: String, _ target: String, port: Int, _ more: String = "") -> [UInt8] {
        Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(more)Connection: close\r\n\r\n".utf8)
    }

    @Test(
        "The same target twice gets the same bytes, every header included, the second time ready",
        arguments: [
            "/cities/am/autocomplete", "/cities/am/autocomplete?limit=2&offset=1", "/cities/AM/autocomplete?country=us",
            "/cities/2759794", "/", "/openapi.json", "/cities/%C3%A0m/autocomplete?limit=1",
        ]
    )
    func sameBytes(target: String) throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        let first = try client.exchange(Self.request("GET", target, port: client.port))
        let second = try client.exchange(Self.request("GET", target, port: client.port))
        let third = try client.exchange(Self.request("GET", target, port: client.port))
        #expect(try client.parse(first).status == 200)
        #expect(Self.withoutDate(second) == Self.withoutDate(first))
        #expect(Self.withoutDate(third) == Self.withoutDate(first))
        #expect(try Self.hits(client) == 2)
        let routed = application.service.respond(to: Request(method: "GET", target: target))
        #expect(try client.parse(second).body == routed.body)
    }

    @Test("Ready answers are counted by route and status, with their latency")
    func metrics() throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        for _ in 0..<5 {
            #expect(try client.get("/cities/am/autocomplete").status == 200)
            #expect(try client.get("/cities/2759794").status == 200)
        }
        #expect(try Self.hits(client) == 8)
        #expect(try Self.metric(client, #"http_requests_total{route="autocomplete",status="200"}"#) == 5)
        #expect(try Self.metric(client, #"http_requests_total{route="city",status="200"}"#) == 5)
        #expect(try Self.metric(client, #"http_request_duration_seconds_count{route="autocomplete"}"#) == 5)
        #expect(try Self.metric(client, #"http_request_duration_seconds_count{route="city"}"#) == 5)
    }

    @Test("HEAD after GET and GET after HEAD: the same headers, no body for HEAD, the whole body for GET")
    func headAndGet() throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        let get = try client.get("/cities/am/autocomplete")
        let head = try client.send("HEAD", "/cities/am/autocomplete")
        #expect(try Self.hits(client) == 1)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.count))
        #expect(
            head.headers.filter { $0.name != "Date" }.map(\.value)
                == get.headers.filter { $0.name != "Date" }.map(\.value)
        )

        let firstHead = try client.send("HEAD", "/cities/b/autocomplete")
        let thenGet = try client.get("/cities/b/autocomplete")
        #expect(try Self.hits(client) == 2)
        #expect(firstHead.body.isEmpty)
        #expect(try names(thenGet) == ["Berlin"])
        #expect(thenGet.header("Content-Length") == String(thenGet.body.count))
        #expect(firstHead.header("Content-Length") == String(thenGet.body.count))
    }

    @Test("A ready HEAD answer on a keep-alive connection sends no body: the next answer follows its headers")
    func headKeepsTheConnectionInStep() throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        let get = try client.get("/cities/am/autocomplete")
        let socket = try client.connect()
        defer { close(socket) }
        let head = Array("HEAD /cities/am/autocomplete HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = head.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        usleep(200_000)
        let last = Self.request("GET", "/cities/am/autocomplete", port: client.port)
        _ = last.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        let received = HTTPClient.receiveUntilClosed(socket)
        let text = String(decoding: received, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        #expect(parts.count == 3, "\(text)")
        #expect(parts.first?.hasPrefix("HTTP/1.1 200") == true)
        #expect(parts.dropFirst().first?.hasPrefix("HTTP/1.1 200") == true, "a body after HEAD: \(text)")
        #expect(parts.last.map { Array($0.utf8) } == get.body)
        #expect(try Self.hits(client) == 2)
    }

    @Test("libmicrohttpd writes the connection's own headers for each answer: HTTP/1.0 and 1.1 share one kept answer")
    func connectionHeadersPerAnswer() throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        let target = "/cities/am/autocomplete"
        let old = Array("GET \(target) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let first = try client.parse(client.exchange(old))
        let current = try client.parse(client.exchange(Self.request("GET", target, port: client.port)))
        let keptAlive = try client.parse(
            client.exchange(Array("GET \(target) HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n".utf8))
        )
        let again = try client.parse(client.exchange(old))
        #expect(try Self.hits(client) == 3)
        #expect(first.header("Connection") == "close")
        #expect(current.header("Connection") == "close")
        #expect(keptAlive.header("Connection")?.lowercased() == "keep-alive")
        #expect(again.header("Connection") == "close")
        for answer in [current, keptAlive, again] {
            #expect(answer.body == first.body)
            #expect(answer.headers.filter { $0.name == "Connection" }.count == 1)
            #expect(
                answer.headers.filter { $0.name != "Date" && $0.name != "Connection" }.map(\.value)
                    == first.headers.filter { $0.name != "Date" && $0.name != "Connection" }.map(\.value)
            )
        }
    }

    @Test("If-None-Match still gets its 304 for a target kept ready, and a 200 with another tag")
    func notModified() throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        let first = try client.get("/cities/am/autocomplete")
        _ = try client.get("/cities/am/autocomplete")
        #expect(try Self.hits(client) == 1)
        let tag = try #require(first.header("ETag"))
        for header in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
            let answer = try client.get("/cities/am/autocomplete", headers: ["If-None-Match": header])
            #expect(answer.status == 304, "If-None-Match: \(header)")
            #expect(answer.body.isEmpty)
            #expect(answer.header("ETag") == tag)
        }
        let head = try client.send("HEAD", "/cities/am/autocomplete", headers: ["If-None-Match": tag])
        #expect(head.status == 304)
        let other = try client.get("/cities/am/autocomplete", headers: ["If-None-Match": "\"other\""])
        #expect(other.status == 200)
        #expect(other.body == first.body)
        #expect(try Self.hits(client) == 1)
        #expect(try client.get("/cities/am/autocomplete").status == 200)
        #expect(try Self.hits(client) == 2)
    }

    @Test("After a reload a target kept ready answers from the new data, with the new tag")
    func reload() throws {
        let (application, client, path) = try Self.start()
        defer { application.shutdown() }
        let before = try client.get("/cities/am/autocomplete")
        _ = try client.get("/cities/am/autocomplete")
        _ = try client.get("/cities/2759794")
        _ = try client.get("/cities/2759794")
        #expect(try Self.hits(client) == 2)
        #expect(try names(before) == ["Amarillo", "Ambon", "Amsterdam"])

        let renamed = Self.cities.replacingOccurrences(of: "\"Amsterdam\"", with: "\"Utrecht\"")
        try renamed.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(application.reload())
        for _ in 0..<2 {
            let after = try client.get("/cities/am/autocomplete")
            #expect(try names(after) == ["Amarillo", "Ambon"])
            #expect(after.header("ETag") != before.header("ETag"))
            let city = try client.get("/cities/2759794")
            #expect(city.text.contains("\"Utrecht\""))
            #expect(city.header("ETag") == after.header("ETag"))
        }
        #expect(try Self.hits(client) == 4)

        // A reload that fails keeps the data, and so the answers kept ready.
        try "[{\"name\":\"A\"}]".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!application.reload())
        #expect(try names(client.get("/cities/am/autocomplete")) == ["Amarillo", "Ambon"])
        #expect(try Self.hits(client) == 5)
    }

    @Test("Different query strings, and different spellings of the same target, are different entries")
    func distinctTargets() throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        let targets = [
            "/cities/am/autocomplete", "/cities/am/autocomplete?limit=1", "/cities/am/autocomplete?limit=2",
            "/cities/am/autocomplete?limit=1&offset=1", "/cities/am/autocomplete?country=NL",
            "/cities/am/autocomplete?country=nl", "/cities/%61m/autocomplete", "/cities/am/autocomplete?",
        ]
        var seen: [String: [UInt8]] = [:]
        for round in 0..<3 {
            for target in targets {
                let answer = try client.get(target)
                #expect(answer.status == 200, "\(target)")
                let routed = application.service.respond(to: Request(method: "GET", target: target))
                #expect(answer.body == routed.body, "\(target), round \(round)")
                #expect(seen[target].map { $0 == answer.body } ?? true, "\(target)")
                seen[target] = answer.body
            }
        }
        #expect(try names(client.get("/cities/am/autocomplete?limit=1")) == ["Amarillo"])
        #expect(try names(client.get("/cities/am/autocomplete?limit=1&offset=1")) == ["Ambon"])
        #expect(try names(client.get("/cities/am/autocomplete?country=NL")) == ["Amsterdam"])
        #expect(try Self.hits(client) == Double(targets.count * 2 + 3))
    }

    @Test("Errors, probes, metrics, preflights, POSTs and bodies are never answered ready")
    func neverReady() throws {
        let (application, client, _) = try Self.start()
        defer { application.shutdown() }
        for _ in 0..<3 {
            #expect(try client.get("/cities/am/autocomplete?limit=0").status == 400)
            #expect(try client.get("/cities/1").status == 404)
            #expect(try client.get("/nowhere").status == 404)
            #expect(try client.get("/healthz").status == 200)
            #expect(try client.get("/readyz").status == 200)
            #expect(try client.send("OPTIONS", "/cities/am/autocomplete").status == 204)
            #expect(try client.send("DELETE", "/cities/2759794").status == 405)
            #expect(try client.send("POST", "/cities", body: Array(#"{"ids":[2759794]}"#.utf8)).status == 200)
            let withBody = try client.send("GET", "/cities/b/autocomplete", body: Array("x".utf8))
            #expect(try names(withBody) == ["Berlin"])
        }
        #expect(try Self.hits(client) == 0)
        let metrics = try client.get("/metrics")
        #expect(metrics.text.contains("http_ready_responses_total 0"))
        #expect(try client.get("/metrics").text != metrics.text)
    }

    @Test("With the cache turned off every answer is routed, and the same")
    func turnedOff() throws {
        let (application, client, _) = try Self.start(size: 0)
        defer { application.shutdown() }
        let first = try client.get("/cities/am/autocomplete")
        let second = try client.get("/cities/am/autocomplete")
        #expect(first.body == second.body)
        #expect(try names(second) == ["Amarillo", "Ambon", "Amsterdam"])
        #expect(try Self.hits(client) == 0)
        #expect(try Self.metric(client, #"http_requests_total{route="autocomplete",status="200"}"#) == 2)
    }

    @Test("A cache far smaller than the targets asked for evicts, and every answer stays right")
    func eviction() throws {
        let (application, client, _) = try Self.start(ProcessTests.threeCities, size: 64 * 1024)
        defer { application.shutdown() }
        // About 30 answers fit; each is asked for twice in a row, a hundred of them, three times over.
        let targets = (1...100).map { "/cities/a/autocomplete?limit=\($0 % 3 + 1)&offset=\($0 / 3)" }
        for round in 0..<3 {
            for target in targets {
                let routed = application.service.respond(to: Request(method: "GET", target: target))
                for _ in 0..<2 {
                    let answer = try client.get(target)
                    #expect(answer.status == 200)
                    #expect(answer.body == routed.body, "\(target), round \(round)")
                }
            }
        }
        let hits = try Self.hits(client)
        #expect(hits >= 300)
        #expect(hits < 600)
    }
}
