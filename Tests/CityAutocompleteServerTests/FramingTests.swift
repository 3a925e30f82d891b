import CityAutocompleteServer
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What only the wire shows, against the server on the shipped data: `HEAD` without a body, keep-alive, the
/// request line and headers libmicrohttpd reads, and the bodies it reads, refuses or cuts off.
@Suite("Framing over the wire")
struct FramingTests {
    let client = TestServer.client

    @Test("HEAD answers every GET route with the headers and no body")
    func head() throws {
        for target in ["/cities/ams/autocomplete", "/cities/2759794", "/healthz", "/readyz", "/"] {
            let get = try client.get(target)
            let head = try client.send("HEAD", target)
            #expect(head.status == 200, "HEAD \(target)")
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Length") == String(get.body.count))
        }
    }

    @Test("Keep-alive connections answer request after request")
    func keepAlive() throws {
        let socket = try client.connect()
        defer { close(socket) }
        for _ in 0..<3 {
            let answer = try client.roundTrip(
                on: socket,
                Array("GET /cities/ams/autocomplete?limit=1 HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
            )
            #expect(answer.status == 200)
            #expect(answer.header("Connection") == nil)
            #expect(try ids(answer).count == 1)
        }
    }

    @Test("The server sends the service value's answer: the same status, headers and body")
    func serviceValueOnTheWire() throws {
        let target = "/cities/sao%20p/autocomplete?limit=3"
        let direct = ServiceClient(service: TestServer.shipped.service).get(target)
        let overHTTP = try client.get(target)
        #expect(direct.status == 200)
        #expect(overHTTP.status == direct.status)
        #expect(overHTTP.body == direct.body)
        let framing: Set = ["date", "content-length", "connection"]
        #expect(
            overHTTP.headers.filter { !framing.contains($0.name.lowercased()) }.map { "\($0.name): \($0.value)" }
                == direct.headers.map { "\($0.name): \($0.value)" }
        )
    }

    @Test("libmicrohttpd hands over an absolute-form target as sent, and it is answered like its path")
    func absoluteForm() throws {
        let absolute = try client.get("http://localhost:8080/cities/ams/autocomplete?limit=2")
        #expect(absolute.status == 200)
        #expect(absolute.body == (try client.get("/cities/ams/autocomplete?limit=2")).body)
        #expect(try client.get("HTTP://localhost").status == 200)
    }

    @Test("A body over 64 KiB is a 413; a body sent in chunks is a 411, refused unread, whatever its size")
    func tooLarge() throws {
        let message = "The body is over 64 KiB; send at most 100 ids in one request."
        let announced = try client.send("POST", "/cities", body: [UInt8](repeating: UInt8(ascii: " "), count: 65_537))
        #expect(announced.status == 413)
        #expect(try json(announced) == ["status": 413, "error": message])

        for chunks in [1, 5] {
            var chunked = Array("POST /cities HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
            for _ in 0..<chunks {
                chunked +=
                    Array("4000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 0x4000) + Array("\r\n".utf8)
            }
            chunked += Array("0\r\n\r\n".utf8)
            let streamed = try client.parse(client.exchange(chunked))
            #expect(streamed.status == 411)
            #expect(streamed.header("Connection") == "close")
            #expect(
                try json(streamed) == [
                    "status": 411,
                    "error":
                        "Send the body with a Content-Length, not in chunks (Transfer-Encoding: chunked); at most 64 KiB.",
                ]
            )
        }
    }

    @Test("A body of exactly 64 KiB is read")
    func largestBody() throws {
        let json = #"{"ids":[2759794]}"#
        let padded = json + String(repeating: " ", count: 65_536 - json.utf8.count)
        #expect(try client.send("POST", "/cities", body: Array(padded.utf8)).status == 200)
    }
}

@Suite("Large requests")
struct LargeRequestTests {
    let client = TestServer.client

    @Test("A 30 KB request line reaches the routes and gets a JSON answer")
    func longRequestLine() throws {
        let answer = try client.get("/cities/\(String(repeating: "a", count: 30_000))/autocomplete")
        #expect(answer.status == 400)
        #expect(
            try json(answer) == [
                "status": 400, "error": "The prefix is 30000 bytes long; the longest accepted is 256 bytes.",
            ]
        )
    }

    @Test("A 30 KB header is read and the request answered")
    func largeHeader() throws {
        let answer = try client.get(
            "/cities/ams/autocomplete?limit=1",
            headers: ["X-Padding": String(repeating: "b", count: 30_000)]
        )
        #expect(answer.status == 200)
        #expect(try ids(answer).count == 1)
    }

    @Test("Past the connection's 32 KiB, libmicrohttpd refuses a request line (414) or headers (431); others go on")
    func pastTheConnectionMemory() throws {
        #expect(try client.get("/cities/\(String(repeating: "a", count: 70_000))/autocomplete").status == 414)
        let answer = try client.get(
            "/cities/ams/autocomplete",
            headers: ["X-Padding": String(repeating: "b", count: 100_000)]
        )
        #expect(answer.status == 431)
        #expect(try ids(client.get("/cities/amsterdam/autocomplete?limit=1")) == [2_759_794])
    }
}

@Suite("Bodies far over the limit")
struct EndlessBodyTests {
    @Test("A chunked body past 1 MiB is never read: one 411, the connection closes and the server answers others")
    func endlessChunkedBody() throws {
        let client = TestServer.client
        var chunked = Array("POST /cities HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for _ in 0..<80 {
            chunked +=
                Array("4000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 0x4000) + Array("\r\n".utf8)
        }
        let received = try client.exchange(chunked)
        #expect(statusLines(received).map(\.status) == [411])
        #expect(try client.get("/healthz").status == 200)
    }
}
