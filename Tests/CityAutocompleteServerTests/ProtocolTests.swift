import Foundation
import Testing

/// Routes, methods, headers, caching and CORS, on the service value.
@Suite("HTTP protocol")
struct ProtocolTests {
    let client = ServiceClient.shipped

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
        let answer = client.send(method, target)
        #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
        #expect(answer.header("Access-Control-Allow-Origin") == "*")
        #expect(answer.header("X-Content-Type-Options") == "nosniff")
        #expect(answer.header("Cache-Control")?.contains("max-age=") == true)
        #expect(answer.header("ETag")?.hasPrefix("\"") == true)
    }

    @Test("Data answers may be cached for five minutes; probes not at all")
    func cacheControl() throws {
        #expect(client.get("/cities/ams/autocomplete").header("Cache-Control") == "public, max-age=300")
        #expect(client.get("/healthz").header("Cache-Control") == "no-store, max-age=0")
        #expect(client.get("/readyz").header("Cache-Control") == "no-store, max-age=0")
    }

    @Test("If-None-Match with the current tag is a 304 without a body")
    func notModified() throws {
        let tag = try #require(client.get("/cities/ams/autocomplete").header("ETag"))
        for header in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
            let answer = client.get("/cities/ams/autocomplete", headers: ["If-None-Match": header])
            #expect(answer.status == 304, "If-None-Match: \(header)")
            #expect(answer.body.isEmpty)
            #expect(answer.header("ETag") == tag)
        }
        #expect(client.get("/cities/ams/autocomplete", headers: ["If-None-Match": "\"other\""]).status == 200)
        #expect(client.get("/cities/ams/autocomplete?limit=0", headers: ["If-None-Match": tag]).status == 400)
    }

    @Test("OPTIONS answers a CORS preflight with 204")
    func preflight() throws {
        let answer = client.send(
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
        #expect(client.send("OPTIONS", "/cities").header("Access-Control-Allow-Methods") == "POST, OPTIONS")
        let empty = client.send("OPTIONS", "/cities", headers: ["Access-Control-Request-Headers": ""])
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
        let answer = client.send(method, target)
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
        let answer = client.get(target)
        #expect(answer.status == 404)
        #expect(try json(answer)["status"] as? Int == 404)
        #expect((try json(answer)["error"] as? String)?.hasPrefix("There is no route \"\(target)\".") == true)
    }

    @Test("The probes answer once the index is built")
    func probes() throws {
        #expect(client.get("/healthz").text == #"{"status":200,"result":"ok"}"#)
        #expect(client.get("/readyz").text == #"{"status":200,"result":{"cities":209579}}"#)
    }

    @Test("The demo page is HTML with a search box")
    func demoPage() throws {
        let answer = client.get("/")
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "text/html; charset=utf-8")
        #expect(answer.text.contains("id=\"q\""))
    }
}

@Suite("Request targets and conditional probes")
struct TargetFormTests {
    let client = ServiceClient.shipped

    @Test("An absolute-form target is answered like its path")
    func absoluteForm() throws {
        let absolute = client.get("http://localhost:8080/cities/ams/autocomplete?limit=2")
        #expect(absolute.status == 200)
        #expect(absolute.body == client.get("/cities/ams/autocomplete?limit=2").body)
        #expect(client.get("HTTP://localhost").status == 200)
        #expect(client.get("https://localhost:8443?x=/healthz").status == 200)
        #expect(client.get("http://localhost/healthz#x").text == #"{"status":200,"result":"ok"}"#)
    }

    @Test("Probes and metrics are never answered 304")
    func probesAreNeverNotModified() throws {
        let tag = try #require(client.get("/healthz").header("ETag"))
        for target in ["/healthz", "/readyz", "/metrics"] {
            #expect(client.get(target, headers: ["If-None-Match": tag]).status == 200, "\(target)")
        }
    }
}
