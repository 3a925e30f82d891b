import Foundation
import Testing

/// `GET /cities/{prefix}/autocomplete` on the service value, against the full shipped dataset.
@Suite("Autocomplete")
struct AutocompleteTests {
    let client = ServiceClient.shipped

    @Test("sao p lists São Paulo and its neighbours in contract order")
    func saoPaulo() throws {
        let answer = client.get("/cities/sao%20p/autocomplete")
        #expect(answer.status == 200)
        #expect(
            try ids(answer) == [
                2_734_389, 8_014_299, 8_014_290, 3_448_433, 3_448_439, 3_662_252, 3_388_238, 3_448_403, 3_374_201,
                2_263_255,
            ]
        )
        #expect(try names(answer)[3...4] == ["São Paulo", "São Paulo"])
    }

    @Test("A city is rendered exactly as the contract shows")
    func exactBody() throws {
        let answer = client.get("/cities/albuquerque/autocomplete?country=us&limit=1")
        #expect(
            answer.text
                == #"{"status":200,"result":[{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","region":"New Mexico","population":564559,"coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}]}"#
        )
    }

    @Test(
        "The contract's fold examples find their cities",
        arguments: [
            ("z%C3%BCrich", "Zürich"), ("zurich", "Zürich"), ("lodz", "Łódź"),
            ("%EF%BC%B4%EF%BC%AF%EF%BC%AB%EF%BC%B9%EF%BC%AF", "Tokyo"),
            ("saint%20denis", "Saint-Denis"), ("ayn%20h", "‘Ayn Ḩalāqīm"),
        ]
    )
    func foldExamples(prefix: String, name: String) throws {
        #expect(try names(client.get("/cities/\(prefix)/autocomplete?limit=100")).contains(name))
    }

    @Test("A trailing space keeps the prefix to whole words: new%20 finds New York, not Newark")
    func trailingSpace() throws {
        let words = try names(client.get("/cities/new%20/autocomplete?limit=100&country=US"))
        #expect(words.count == 100)
        #expect(words.allSatisfy { $0.hasPrefix("New ") })
        #expect(try names(client.get("/cities/new%20y/autocomplete?country=US")).contains("New York"))
        #expect(try names(client.get("/cities/newa/autocomplete?country=US")).contains("Newark"))
    }

    @Test("%2F is a slash inside the prefix, a separator like any other")
    func encodedSlash() throws {
        let slashed = client.get("/cities/saint%2Fd/autocomplete")
        #expect(slashed.status == 200)
        #expect(try ids(slashed) == ids(client.get("/cities/saint%20d/autocomplete")))
        #expect(!(try ids(slashed)).isEmpty)
    }

    @Test("A prefix that folds to nothing matches every city, from the first in order")
    func emptyPrefix() throws {
        let first = try ids(client.get("/cities//autocomplete?limit=3"))
        #expect(first.count == 3)
        #expect(try ids(client.get("/cities/%20-%2C/autocomplete?limit=3")) == first)
        #expect(try ids(client.get("/cities/%00/autocomplete?limit=3")) == first)
    }

    @Test("No match is an empty result")
    func noMatch() throws {
        #expect(client.get("/cities/qqqqxz/autocomplete").text == #"{"status":200,"result":[]}"#)
        #expect(client.get("/cities/ams/autocomplete?country=zz").text == #"{"status":200,"result":[]}"#)
    }

    @Test("limit and offset page through every match")
    func paging() throws {
        let all = try ids(client.get("/cities/berl/autocomplete?limit=100"))
        #expect(all.count == 46)
        #expect(try ids(client.get("/cities/berl/autocomplete")) == Array(all.prefix(10)))
        #expect(try ids(client.get("/cities/berl/autocomplete?offset=5&limit=7")) == Array(all[5..<12]))
        #expect(try ids(client.get("/cities/berl/autocomplete?offset=10&limit=100")) == Array(all[10...]))
        #expect(try ids(client.get("/cities/berl/autocomplete?offset=\(all.count)")) == [])
        #expect(try ids(client.get("/cities/berl/autocomplete?offset=9223372036854775807")) == [])
        for options in ["names=all", "names=all&sort=relevance", "names=all&sort=relevance&typos=1", "sort=relevance"] {
            #expect(try ids(client.get("/cities/berl/autocomplete?\(options)&offset=9223372036854775807")) == [])
            #expect(try ids(client.get("/cities/berl,%20d/autocomplete?\(options)&offset=9223372036854775807")) == [])
        }
    }

    @Test("country keeps one country's cities, in any case")
    func country() throws {
        let answer = client.get("/cities/ams/autocomplete?country=nl&limit=100")
        let countries = (try json(answer)["result"] as? [NSDictionary] ?? []).compactMap { $0["country"] as? String }
        #expect(!countries.isEmpty)
        #expect(countries.allSatisfy { $0 == "NL" })
        #expect(try names(answer).contains("Amsterdam"))
    }

    static let badRequestCases: [(target: String, message: String)] = [
        ("/cities/ams/autocomplete?limit=0", "limit must be a whole number from 1 to 100, not \"0\"."),
        ("/cities/ams/autocomplete?limit=101", "limit must be a whole number from 1 to 100, not \"101\"."),
        ("/cities/ams/autocomplete?limit=abc", "limit must be a whole number from 1 to 100, not \"abc\"."),
        ("/cities/ams/autocomplete?limit=-1", "limit must be a whole number from 1 to 100, not \"-1\"."),
        ("/cities/ams/autocomplete?limit=1.5", "limit must be a whole number from 1 to 100, not \"1.5\"."),
        ("/cities/ams/autocomplete?limit=", "limit must be a whole number from 1 to 100, not \"\"."),
        (
            "/cities/ams/autocomplete?limit=99999999999999999999999",
            "limit must be a whole number from 1 to 100, not \"99999999999999999999999\"."
        ),
        ("/cities/ams/autocomplete?offset=-1", "offset must be a whole number 0 or more, not \"-1\"."),
        (
            "/cities/ams/autocomplete?offset=99999999999999999999",
            "offset must be a whole number 0 or more, not \"99999999999999999999\"."
        ),
        (
            "/cities/ams/autocomplete?country=USA",
            "country must be a two-letter country code such as NL or us, not \"USA\"."
        ),
        (
            "/cities/ams/autocomplete?country=u1",
            "country must be a two-letter country code such as NL or us, not \"u1\"."
        ),
        ("/cities/ams/autocomplete?country=", "country must be a two-letter country code such as NL or us, not \"\"."),
        (
            "/cities/ams/autocomplete?limit=5&limit=6",
            "The query parameter limit is given more than once; give it once."
        ),
        (
            "/cities/ams/autocomplete?limit=%G1",
            "The query string has a bad percent-encoding in the value of limit: every % must be followed by two hex digits."
        ),
        (
            "/cities/ams/autocomplete?country=%FF%FE",
            "The query string has bytes that are not UTF-8 in the value of country."
        ),
        (
            "/cities/ams%G1/autocomplete",
            "The prefix has a bad percent-encoding at byte 4: every % must be followed by two hex digits, as in %20."
        ),
        (
            "/cities/ams%2/autocomplete",
            "The prefix has a bad percent-encoding at byte 4: every % must be followed by two hex digits, as in %20."
        ),
        (
            "/cities/%C3/autocomplete",
            "The prefix is not valid UTF-8 once percent-decoded; encode text as UTF-8 before percent-encoding it."
        ),
        (
            "/cities/%FF%FEa/autocomplete",
            "The prefix is not valid UTF-8 once percent-decoded; encode text as UTF-8 before percent-encoding it."
        ),
        (
            "/cities/\(String(repeating: "a", count: 257))/autocomplete",
            "The prefix is 257 bytes long; the longest accepted is 256 bytes."
        ),
        (
            "/cities/\(String(repeating: "%C3%A9", count: 129))/autocomplete",
            "The prefix is 258 bytes long; the longest accepted is 256 bytes."
        ),
    ]

    @Test(
        "Bad parameters, options and prefixes are a 400 with a sentence to act on",
        arguments: badRequestCases + AutocompleteOptionsTests.badRequestCases
    )
    func badRequests(target: String, message: String) throws {
        let answer = client.get(target)
        #expect(answer.status == 400)
        #expect(try json(answer) == ["status": 400, "error": message])
    }

    @Test("Unknown and empty query parameters are ignored")
    func ignoredParameters() throws {
        #expect(try ids(client.get("/cities/ams/autocomplete?_=123&&x")) == ids(client.get("/cities/ams/autocomplete")))
    }

    @Test("A prefix of exactly 256 bytes is accepted")
    func longestPrefix() throws {
        #expect(client.get("/cities/\(String(repeating: "a", count: 256))/autocomplete").status == 200)
    }
}
