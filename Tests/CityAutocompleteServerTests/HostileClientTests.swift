import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// After anything a client did, the server still answers its probe and correct results.
func expectServerStillAnswers(port: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let client = HTTPClient(port: port)
    #expect(try client.get("/healthz").text == #"{"status":200,"result":"ok"}"#, sourceLocation: sourceLocation)
    #expect(try ids(client.get("/cities/zurich/autocomplete?limit=1")) == [2_657_896], sourceLocation: sourceLocation)
}

/// The status of the first status line in `raw`, if any.
func firstStatus(_ raw: [UInt8]) -> Int? {
    let text = String(decoding: raw.prefix(64), as: UTF8.self)
    guard text.hasPrefix("HTTP/1.1 ") else { return nil }
    return Int(text.dropFirst(9).prefix(3))
}

/// Bytes no HTTP client would send, one connection each, against the shared server.
@Suite("Hostile clients: garbage, malformed framing, odd methods and targets")
struct HostileRequestTests {
    let client = TestServer.client
    var port: Int { client.port }

    /// A deterministic stream of bytes (a linear congruential generator), so that a failure can be replayed.
    static func noise(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    static let request = "Host: x\r\nConnection: close\r\n"

    /// What the server does with bytes that are not a request it can route: the bytes, and its status line or
    /// `nil` for a connection closed without an answer. By name, so that test reports stay short.
    static let garbageCases: [String: (bytes: [UInt8], status: Int?)] = [
        "4 KiB of noise": (noise(count: 4096, seed: 1), 400),
        // No line end in sight: libmicrohttpd waits for more, then closes on its 15-second timeout.
        "every byte value": (Array(0...255), nil),
        "a TLS ClientHello": (
            [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03] + noise(count: 500, seed: 2), nil
        ),
        "blank lines only": (Array("\r\n\r\n\r\n\r\n".utf8), nil),
        "the HTTP/2 preface": (Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8), 505),
        "an HTTP/0.9 request line": (Array("GET /healthz\r\n\r\n".utf8), 400),
        "HTTP/9.9": (Array("GET /healthz HTTP/9.9\r\n\(request)\r\n".utf8), 505),
        "a header line without a colon": (Array("GET /healthz HTTP/1.1\r\n\(request)nocolon\r\n\r\n".utf8), 400),
        // A body in chunks is refused before any chunk is read, so the chunk sizes never reach libmicrohttpd.
        "a chunk size that is not hex": (
            Array("POST /cities HTTP/1.1\r\n\(request)Transfer-Encoding: chunked\r\n\r\nzz\r\n".utf8), 411
        ),
        "a chunk size past 64 bits": (
            Array(
                "POST /cities HTTP/1.1\r\n\(request)Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\nab".utf8
            ),
            411
        ),
        // libmicrohttpd 0.9.75 answers these two itself and writes its status line twice (docs/reliability.md).
        "Content-Length: -1": (Array("POST /cities HTTP/1.1\r\n\(request)Content-Length: -1\r\n\r\n".utf8), 400),
        "a Content-Length past 64 bits": (
            Array("POST /cities HTTP/1.1\r\n\(request)Content-Length: 99999999999999999999999\r\n\r\n".utf8), 413
        ),
        "a 200 KB request line": (
            Array("GET /cities/\(String(repeating: "a", count: 200_000))/autocomplete HTTP/1.1\r\n\(request)\r\n".utf8),
            414
        ),
        "a 200 KB header": (
            Array(
                "GET /healthz HTTP/1.1\r\n\(request)X-Padding: \(String(repeating: "b", count: 200_000))\r\n\r\n".utf8
            ),
            431
        ),
        "5,000 headers": (
            Array(
                ("GET /healthz HTTP/1.1\r\n\(request)" + (0..<5_000).map { "X-\($0): v\r\n" }.joined() + "\r\n").utf8
            ),
            431
        ),
    ]

    @Test(
        "Garbage and malformed framing get a 4xx (libmicrohttpd's own, or a 411 for a body in chunks) or a closed connection",
        arguments: garbageCases.keys.sorted()
    )
    func garbage(name: String) throws {
        let (bytes, status) = try #require(Self.garbageCases[name])
        let connection = try RawConnection(port: port)
        connection.send(bytes)
        shutdown(connection.socket, Int32(SHUT_WR))
        let (received, ending) = connection.readToEnd()
        #expect(ending != .stillOpen, "the server kept the connection open")
        #expect(firstStatus(received) == status, "\(String(decoding: received.prefix(200), as: UTF8.self))")
        try expectServerStillAnswers(port: port)
    }

    @Test("Content-Length: 99999999999 is refused with a JSON 413 before any body is sent")
    func hugeAnnouncedBody() throws {
        let connection = try RawConnection(port: port)
        connection.send("POST /cities HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999\r\n\r\n")
        let (received, ending) = connection.readToEnd()
        #expect(ending != .stillOpen)
        let answer = try client.parse(received)
        #expect(answer.status == 413)
        #expect(
            try json(answer) == [
                "status": 413, "error": "The body is over 64 KiB; send at most 100 ids in one request.",
            ]
        )
        try expectServerStillAnswers(port: port)
    }

    static let oddTargetCases: [(target: String, status: Int, error: String)] = [
        (
            "/cities/\u{FF}\u{FE}/autocomplete", 400,
            "The prefix is not valid UTF-8 once percent-decoded; encode text as UTF-8 before percent-encoding it."
        ),
        (
            "/cities/%FF%FE/autocomplete", 400,
            "The prefix is not valid UTF-8 once percent-decoded; encode text as UTF-8 before percent-encoding it."
        ),
        (
            "/cities/%/autocomplete", 400,
            "The prefix has a bad percent-encoding at byte 1: every % must be followed by two hex digits, as in %20."
        ),
        (
            "/cities/%00", 404,
            "There is no route \"/cities/%00\". Try GET /cities/{prefix}/autocomplete, GET /cities/nearest?lat=&lon=, GET /cities/{id} or POST /cities."
        ),
        (
            "/cities/1%00", 404,
            "There is no route \"/cities/1%00\". Try GET /cities/{prefix}/autocomplete, GET /cities/nearest?lat=&lon=, GET /cities/{id} or POST /cities."
        ),
        ("/cities/ams/autocomplete?limit=1%00", 400, "limit must be a whole number from 1 to 100, not \"1\u{0}\"."),
        (
            "/cities/ams/autocomplete?country=%00%00", 400,
            "country must be a two-letter country code such as NL or us, not \"\u{0}\u{0}\"."
        ),
        (
            "/cities/ams/autocomplete?limit=&limit=", 400,
            "The query parameter limit is given more than once; give it once."
        ),
        ("/cities/ams/autocomplete?_=1&_=2", 400, "The query parameter _ is given more than once; give it once."),
        ("/cities/ams/autocomplete?=&=", 400, "The query parameter  is given more than once; give it once."),
    ]

    @Test("Invalid UTF-8, %00 and repeated parameters in the target are answered in JSON", arguments: oddTargetCases)
    func oddTarget(target: String, status: Int, error: String) throws {
        let raw = Array(target.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        let answer = try client.parse(
            client.exchange(Array("GET ".utf8) + raw + Array(" HTTP/1.1\r\n\(Self.request)\r\n".utf8))
        )
        #expect(answer.status == status)
        #expect(try json(answer) == ["status": status, "error": error])
        try expectServerStillAnswers(port: port)
    }

    @Test("A raw NUL in the target ends the path there: libmicrohttpd hands over a C string")
    func nulInTarget() throws {
        let raw = Array("GET /cities/a".utf8) + [0] + Array("b/autocomplete HTTP/1.1\r\n\(Self.request)\r\n".utf8)
        let answer = try client.parse(client.exchange(raw))
        #expect(answer.status == 404)
        #expect((try json(answer)["error"] as? String)?.hasPrefix("There is no route \"/cities/a\".") == true)
        try expectServerStillAnswers(port: port)
    }

    @Test("Empty query parameters are ignored, and 200 distinct unknown ones")
    func manyParameters() throws {
        let expected = try ids(client.get("/cities/ams/autocomplete?limit=3"))
        #expect(try ids(client.get("/cities/ams/autocomplete?&&&limit=3&&")) == expected)
        #expect(try ids(client.get("/cities/ams/autocomplete?=&limit=3")) == expected)
        let many = (0..<200).map { "p\($0)=\($0)" }.joined(separator: "&")
        #expect(try ids(client.get("/cities/ams/autocomplete?\(many)&limit=3")) == expected)
        try expectServerStillAnswers(port: port)
    }

    /// libmicrohttpd parses the query into its 32 KiB per-connection pool as well; a few hundred parameters fill
    /// it, and it closes the connection without an answer (docs/reliability.md, known limits).
    @Test("1,000 query parameters: libmicrohttpd closes the connection, and the server answers others")
    func tooManyParameters() throws {
        let many = (0..<1_000).map { "p\($0)=\($0)" }.joined(separator: "&")
        let connection = try RawConnection(port: port)
        connection.send("GET /cities/ams/autocomplete?\(many) HTTP/1.1\r\n\(Self.request)\r\n")
        let (received, ending) = connection.readToEnd()
        #expect(ending != .stillOpen)
        #expect(firstStatus(received) == nil)
        try expectServerStillAnswers(port: port)
    }

    @Test(
        "Unknown and odd methods are a 405 with Allow, in JSON",
        arguments: ["PROPFIND", "BREW", "get", "G\u{1}T", "TRACE", "CONNECT"]
    )
    func unknownMethod(method: String) throws {
        let answer = try client.send(method, "/cities/2759794")
        #expect(answer.status == 405)
        #expect(answer.header("Allow") == "GET, HEAD, OPTIONS")
        #expect(try json(answer)["status"] as? Int == 405)
        try expectServerStillAnswers(port: port)
    }

    @Test("A bare CR in Access-Control-Request-Headers cannot inject a header: the request is a 400 (RFC 9112, 2.2)")
    func headerInjection() throws {
        let raw = "OPTIONS /cities HTTP/1.1\r\n\(Self.request)Access-Control-Request-Headers: a\rX-Injected: 1\r\n\r\n"
        let received = try client.exchange(Array(raw.utf8))
        let answer = try client.parse(received)
        #expect(answer.status == 400)
        #expect(answer.header("Access-Control-Allow-Headers") == nil)
        #expect(answer.header("X-Injected") == nil)
        #expect(!String(decoding: received, as: UTF8.self).contains("\nX-Injected"))
        try expectServerStillAnswers(port: port)
    }
}
