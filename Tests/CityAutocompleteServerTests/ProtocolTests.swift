import CityAutocompleteServer
import Foundation
import Testing

/// Routes, methods, headers, caching and CORS over real HTTP.
@Suite("HTTP protocol")
struct ProtocolTests {
    let client = TestServer.client

    @Test(
        "Every answer carries the API headers",
        arguments: [
            ("GET", "/cities/ams/autocomplete"), ("GET", "/cities/2759794"), ("GET", "/cities/1"), ("GET", "/nowhere"),
            ("GET", "/cities/ams/autocomplete?limit=0"), ("DELETE", "/cities/1"), ("GET", "/healthz"),
            ("GET", "/readyz"),
            ("OPTIONS", "/cities/ams/autocomplete"),
        ]
    )
    func commonHeaders(method: String, target: String) throws {
        let answer = try client.send(method, target)
        #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
        #expect(answer.header("Access-Control-Allow-Origin") == "*")
        #expect(answer.header("X-Content-Type-Options") == "nosniff")
        #expect(answer.header("Cache-Control")?.contains("max-age=") == true)
        #expect(answer.header("ETag")?.hasPrefix("\"") == true)
    }

    @Test("Data answers may be cached for five minutes; probes not at all")
    func cacheControl() throws {
        #expect(try client.get("/cities/ams/autocomplete").header("Cache-Control") == "public, max-age=300")
        #expect(try client.get("/healthz").header("Cache-Control") == "no-store, max-age=0")
        #expect(try client.get("/readyz").header("Cache-Control") == "no-store, max-age=0")
    }

    @Test("If-None-Match with the current tag is a 304 without a body")
    func notModified() throws {
        let tag = try #require(client.get("/cities/ams/autocomplete").header("ETag"))
        for header in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
            let answer = try client.get("/cities/ams/autocomplete", headers: ["If-None-Match": header])
            #expect(answer.status == 304, "If-None-Match: \(header)")
            #expect(answer.body.isEmpty)
            #expect(answer.header("ETag") == tag)
        }
        #expect(try client.get("/cities/ams/autocomplete", headers: ["If-None-Match": "\"other\""]).status == 200)
        #expect(try client.get("/cities/ams/autocomplete?limit=0", headers: ["If-None-Match": tag]).status == 400)
    }

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

    @Test("OPTIONS answers a CORS preflight with 204")
    func preflight() throws {
        let answer = try client.send(
            "OPTIONS",
            "/cities/ams/autocomplete",
            headers: [
                "Origin": "https://example.org", "Access-Control-Request-Method": "GET",
                "Access-Control-Request-Headers": "if-none-match",
            ]
        )
        #expect(answer.status == 204)
        #expect(answer.body.isEmpty)
        #expect(answer.header("Access-Control-Allow-Origin") == "*")
        #expect(answer.header("Access-Control-Allow-Methods") == "GET, HEAD, OPTIONS")
        #expect(answer.header("Access-Control-Allow-Headers") == "if-none-match")
        #expect(answer.header("Access-Control-Max-Age") == "86400")
        #expect(try client.send("OPTIONS", "/cities").header("Access-Control-Allow-Methods") == "POST, OPTIONS")
        let empty = try client.send("OPTIONS", "/cities", headers: ["Access-Control-Request-Headers": ""])
        #expect(empty.header("Access-Control-Allow-Headers") == "Content-Type, If-None-Match")
    }

    @Test(
        "A method the route does not take is a 405 with Allow",
        arguments: [
            ("POST", "/cities/ams/autocomplete", "GET, HEAD, OPTIONS"),
            ("DELETE", "/cities/2759794", "GET, HEAD, OPTIONS"),
            ("GET", "/cities", "POST, OPTIONS"), ("PUT", "/healthz", "GET, HEAD, OPTIONS"),
            ("BREW", "/", "GET, HEAD, OPTIONS"),
        ]
    )
    func methodNotAllowed(method: String, target: String, allow: String) throws {
        let answer = try client.send(method, target)
        #expect(answer.status == 405)
        #expect(answer.header("Allow") == allow)
        #expect((try json(answer)["error"] as? String)?.contains("not \(method)") == true)
    }

    @Test(
        "No such route is a 404 in JSON",
        arguments: [
            "/nowhere", "/cities/ams", "/cities/ams/autocomplete/", "/cities/ams/other", "/Cities/ams/autocomplete",
            "/healthz/x",
        ]
    )
    func noRoute(target: String) throws {
        let answer = try client.get(target)
        #expect(answer.status == 404)
        #expect(try json(answer)["status"] as? Int == 404)
        #expect((try json(answer)["error"] as? String)?.hasPrefix("There is no route \"\(target)\".") == true)
    }

    @Test("The probes answer once the index is built")
    func probes() throws {
        #expect(try client.get("/healthz").text == #"{"status":200,"result":"ok"}"#)
        #expect(try client.get("/readyz").text == #"{"status":200,"result":{"cities":209579}}"#)
    }

    @Test("The demo page is HTML with a search box")
    func demoPage() throws {
        let answer = try client.get("/")
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "text/html; charset=utf-8")
        #expect(answer.text.contains("id=\"q\""))
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

    @Test("The same answer comes from the router without a socket")
    func routerWithoutSocket() throws {
        let direct = TestServer.shipped.respond(
            to: .init(method: "GET", target: "/cities/sao%20p/autocomplete?limit=3")
        )
        let overHTTP = try client.get("/cities/sao%20p/autocomplete?limit=3")
        #expect(direct.status == 200)
        #expect(direct.body == overHTTP.body)
    }
}

@Suite("Request targets and conditional probes")
struct TargetFormTests {
    let client = TestServer.client

    @Test("An absolute-form target is answered like its path")
    func absoluteForm() throws {
        let absolute = try client.get("http://localhost:8080/cities/ams/autocomplete?limit=2")
        #expect(absolute.status == 200)
        #expect(absolute.body == (try client.get("/cities/ams/autocomplete?limit=2")).body)
        #expect(try client.get("HTTP://localhost").status == 200)
    }

    @Test("Probes and metrics are never answered 304")
    func probesAreNeverNotModified() throws {
        let tag = try #require(client.get("/healthz").header("ETag"))
        for target in ["/healthz", "/readyz", "/metrics"] {
            #expect(try client.get(target, headers: ["If-None-Match": tag]).status == 200, "\(target)")
        }
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
