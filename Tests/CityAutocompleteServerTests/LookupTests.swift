import Foundation
import Testing

/// `GET /cities/{id}` and `POST /cities` on the service value.
@Suite("Lookups by id")
struct LookupTests {
    let client = ServiceClient.shipped
    static let amsterdam =
        #"{"id":2759794,"name":"Amsterdam","country":"NL","region":"Noord-Holland","population":741636,"coord":{"lon":4.88969,"lat":52.374031},"label":"Amsterdam, Noord-Holland, NL"}"#

    @Test("A city by id")
    func byID() throws {
        let answer = client.get("/cities/2759794")
        #expect(answer.status == 200)
        #expect(answer.text == #"{"status":200,"result":\#(Self.amsterdam)}"#)
    }

    @Test("An unknown id is a 404", arguments: ["1", "0", "99999999999999999999999"])
    func unknownID(id: String) throws {
        let answer = client.get("/cities/\(id)")
        #expect(answer.status == 404)
        #expect(
            try json(answer)["error"] as? String
                == "No city has the id \(id.prefix(24)); ids come from the \"id\" of autocomplete results."
        )
    }

    @Test("Bulk lookups answer each id in request order, null for unknown ones")
    func bulk() throws {
        let answer = client.send("POST", "/cities", body: Array(#"{"ids":[2759794,1,2759794]}"#.utf8))
        #expect(answer.status == 200)
        #expect(
            answer.text
                == #"{"status":200,"result":[{"query":2759794,"result":\#(Self.amsterdam)},{"query":1,"result":null},{"query":2759794,"result":\#(Self.amsterdam)}]}"#
        )
        #expect(
            client.send("POST", "/cities", body: Array(#" { "other" : [1] , "ids" : [ ] } "#.utf8)).text
                == #"{"status":200,"result":[]}"#
        )
    }

    @Test("100 ids are accepted")
    func hundredIDs() throws {
        let body = "{\"ids\":[" + Array(repeating: "2759794", count: 100).joined(separator: ",") + "]}"
        let answer = client.send("POST", "/cities", body: Array(body.utf8))
        #expect(answer.status == 200)
        #expect((try json(answer)["result"] as? [Any])?.count == 100)
    }

    @Test(
        "Bad bodies are a 400 that says what is wrong",
        arguments: [
            (
                "",
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 1, expected an object, found the end of the text."
            ),
            (
                "ids=1",
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 1, expected an object, found 'i'."
            ),
            (
                #"{"ids":[1,2"#,
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 12, expected ',' or ']' in \"ids\", found the end of the text."
            ),
            (
                #"{"ids":"1"}"#,
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 8, \"ids\" must be an array of whole numbers, found a string."
            ),
            (
                #"{"ids":[1,"2"]}"#,
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 11, \"ids\" must hold whole numbers only, found a string as id 2."
            ),
            (
                #"{"ids":[1.5]}"#,
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 9, must be a whole number, found 1.5."
            ),
            (
                #"{"ids":[1]} x"#,
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 13, expected the end of the body, found 'x'."
            ),
            (#"{"id":[1]}"#, "The body must have an \"ids\" array, like {\"ids\":[2759794,3448439]}."),
            (
                #"[1,2]"#,
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte 1, expected an object, found an array."
            ),
        ]
    )
    func badBodies(body: String, message: String) throws {
        let answer = client.send("POST", "/cities", body: Array(body.utf8))
        #expect(answer.status == 400)
        #expect(try json(answer) == ["status": 400, "error": message])
    }

    @Test("Over 100 ids is a 400")
    func tooManyIDs() throws {
        let body = "{\"ids\":[" + Array(repeating: "1", count: 101).joined(separator: ",") + "]}"
        let answer = client.send("POST", "/cities", body: Array(body.utf8))
        #expect(answer.status == 400)
        #expect(try json(answer)["error"] as? String == "The body has 101 ids; send at most 100 in one request.")
    }

    @Test("A body the server found over 64 KiB is a 413, on every route")
    func tooLarge() throws {
        let message = "The body is over 64 KiB; send at most 100 ids in one request."
        let body = [UInt8](repeating: UInt8(ascii: " "), count: 65_537)
        for target in ["/cities", "/cities/2759794", "/healthz"] {
            let answer = client.send("POST", target, body: body)
            #expect(answer.status == 413, "\(target)")
            #expect(try json(answer) == ["status": 413, "error": message])
        }
    }
}

@Suite("Conditional bulk lookups")
struct ConditionalBulkTests {
    @Test("If-None-Match never turns a POST into a 304")
    func postIsNeverNotModified() throws {
        let client = ServiceClient.shipped
        let tag = try #require(client.get("/healthz").header("ETag"))
        let answer = client.send(
            "POST",
            "/cities",
            headers: ["If-None-Match": tag],
            body: Array(#"{"ids":[1]}"#.utf8)
        )
        #expect(answer.status == 200)
    }
}

@Suite("Whole numbers in bulk bodies")
struct BulkNumberTests {
    @Test("An id written with a zero fraction or an exponent counts, as JSON Schema's integer does")
    func integralNumbers() throws {
        let answer = ServiceClient.shipped.send("POST", "/cities", body: Array(#"{"ids":[2759794.0,2.759794e6]}"#.utf8))
        #expect(answer.status == 200)
        #expect(answer.text.hasPrefix(#"{"status":200,"result":[{"query":2759794,"result":{"id":2759794,"#))
        #expect(answer.text.contains(#"},{"query":2759794,"result":{"id":2759794,"#))
    }
}
