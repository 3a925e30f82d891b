import Foundation
import Testing

/// Error messages quote a client's text only in part: at most 32 Unicode scalars, however the text is built.
/// Regressions: `scripts/fuzz` found a long method quoted whole in the `405` and a long query parameter name in
/// the `400`s; review found a path of combining marks (one character, whatever its length) quoted whole in the
/// `404`.
@Suite("Error messages quote only the start of a client's text")
struct EchoLimitTests {
    let client = ServiceClient.shipped

    @Test("A 2 KB method is a 405 whose message quotes only its first 32 characters")
    func longMethod() throws {
        let method = String(repeating: "X", count: 2_048)
        let answer = client.send(method, "/cities/2759794")
        #expect(answer.status == 405)
        let message = try #require(try json(answer)["error"] as? String)
        #expect(message == "GET or HEAD only on this route, not \"\(String(repeating: "X", count: 32))…\".")
        #expect(client.send("BREW", "/").text.contains("not BREW."))
    }

    @Test("A path of 10,000 combining marks is a 404 that quotes 32 Unicode scalars of it")
    func combiningMarksInPath() throws {
        let marks = String(repeating: "\u{301}", count: 10_000)
        let answer = client.get("/a\(marks)")
        #expect(answer.status == 404)
        #expect(answer.body.count < 512)
        let message = try #require(try json(answer)["error"] as? String)
        #expect(message.hasPrefix("There is no route \"/a\(String(repeating: "\u{301}", count: 30))…\"."))
    }

    @Test("A country of one letter and 3,000 combining marks is a 400 that quotes 32 Unicode scalars of it")
    func combiningMarksInParameter() throws {
        let marks = String(repeating: "%CC%81", count: 3_000)
        let answer = client.get("/cities/a/autocomplete?country=a\(marks)")
        #expect(answer.status == 400)
        #expect(answer.body.count < 512)
        let message = try #require(try json(answer)["error"] as? String)
        #expect(
            message
                == "country must be a two-letter country code such as NL or us, not \"a\(String(repeating: "\u{301}", count: 31))…\"."
        )
    }

    @Test("A 2 KB query parameter name is quoted only in part, repeated or with a value that is not UTF-8")
    func longParameterName() throws {
        let name = String(repeating: "r", count: 2_048)
        let shown = "\"\(String(repeating: "r", count: 32))…\""
        let repeated = client.get("/cities/a/autocomplete?\(name)=1&\(name)=2")
        #expect(repeated.status == 400)
        #expect(
            try json(repeated)["error"] as? String
                == "The query parameter \(shown) is given more than once; give it once."
        )
        let notUTF8 = client.get("/cities/a/autocomplete?\(name)=%FF")
        #expect(notUTF8.status == 400)
        #expect(
            try json(notUTF8)["error"] as? String
                == "The query string has bytes that are not UTF-8 in the value of \(shown)."
        )
    }
}
