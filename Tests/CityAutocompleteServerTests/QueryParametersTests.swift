import CityAutocompleteServer
import CityIndex
import Testing

/// `QueryParameters`: the query string split and decoded, and each parameter's value read with the exact sentence
/// a client gets when it is wrong.
@Suite("Query parameters")
struct QueryParametersTests {
    /// The parameters of `query`, the text after `?`.
    static func parameters(_ query: String) throws(APIError) -> QueryParameters {
        try QueryParameters(Array(query.utf8)[...])
    }

    /// The message of the `400` that reading `query` with `read` gives, or `nil` when there is none.
    static func refusal(_ query: String, _ read: (QueryParameters) throws(APIError) -> Void) -> String? {
        do {
            try read(parameters(query))
            return nil
        } catch {
            #expect(error.status == 400)
            #expect(error.headers.isEmpty)
            return error.message
        }
    }

    @Test(
        "Pairs split by &, percent-decoded with + as a space; empty pairs are skipped, a name alone has an empty value",
        arguments: [
            ("", [:]), ("a=1", ["a": "1"]), ("a=1&b=2", ["a": "1", "b": "2"]), ("&&a=1&&", ["a": "1"]),
            ("a", ["a": ""]), ("a=", ["a": ""]), ("=x", ["": "x"]), ("a==b", ["a": "=b"]),
            ("q=a+b%20c%2B", ["q": "a b c+"]), ("a%3Db=c%26d", ["a=b": "c&d"]), ("x=%C3%A9%e2%82%ac", ["x": "é€"]),
            ("Limit=1&limit=2", ["Limit": "1", "limit": "2"]),
        ] as [(String, [String: String])]
    )
    func parsing(query: String, expected: [String: String]) throws {
        let parameters = try Self.parameters(query)
        for (name, value) in expected {
            #expect(parameters[name] == value, "\(name)")
        }
        #expect(parameters["absent"] == nil)
    }

    @Test(
        "A repeated name, bad percent-encoding or bytes that are not UTF-8 are refused, naming where",
        arguments: [
            ("a=1&a=2", "The query parameter a is given more than once; give it once."),
            ("a&a", "The query parameter a is given more than once; give it once."),
            (
                "a=%G1",
                "The query string has a bad percent-encoding in the value of a: every % must be followed by two hex digits."
            ),
            (
                "a=%2",
                "The query string has a bad percent-encoding in the value of a: every % must be followed by two hex digits."
            ),
            (
                "%G1=1",
                "The query string has a bad percent-encoding in a query parameter name: every % must be followed by two hex digits."
            ),
            ("a=%FF", "The query string has bytes that are not UTF-8 in the value of a."),
            ("%C3=1", "The query string has bytes that are not UTF-8 in a query parameter name."),
        ]
    )
    func badQuery(query: String, message: String) {
        #expect(Self.refusal(query) { _ in } == message)
    }

    @Test(
        "Bytes sent as they are, with no escape, are read where they lie: UTF-8 as text, others refused",
        arguments: [
            (Array("x=é€&q=a".utf8), nil),
            (
                [UInt8(ascii: "a"), UInt8(ascii: "="), 0xFF],
                "The query string has bytes that are not UTF-8 in the value of a."
            ),
            (
                [0xC3, UInt8(ascii: "="), UInt8(ascii: "1")],
                "The query string has bytes that are not UTF-8 in a query parameter name."
            ),
        ] as [([UInt8], String?)]
    )
    func unescapedBytes(query: [UInt8], message: String?) {
        // Behind other bytes, as the query lies in a request's target.
        let target = Array("/cities/a/autocomplete?".utf8) + query
        do {
            let parameters = try QueryParameters(target[(target.count - query.count)...])
            #expect(message == nil)
            #expect(parameters["x"] == "é€")
            #expect(parameters["q"] == "a")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("limit: a whole number in its range, or nil when absent")
    func wholeNumbers() throws {
        #expect(try Self.parameters("").wholeNumber("limit", range: 1...100) == nil)
        #expect(try Self.parameters("limit=1").wholeNumber("limit", range: 1...100) == 1)
        #expect(try Self.parameters("limit=100").wholeNumber("limit", range: 1...100) == 100)
        #expect(try Self.parameters("limit=007").wholeNumber("limit", range: 1...100) == 7)
        #expect(try Self.parameters("offset=0").wholeNumber("offset", range: 0...Int.max) == 0)
        #expect(
            try Self.parameters("offset=9223372036854775807").wholeNumber("offset", range: 0...Int.max) == Int.max
        )
    }

    @Test(
        "A limit out of range or not plain digits is refused",
        arguments: [
            ("0", "0"), ("101", "101"), ("-1", "-1"), ("%2B5", "+5"), ("1.5", "1.5"), ("1e2", "1e2"), ("", ""),
            ("%205", " 5"), ("5+", "5 "), ("abc", "abc"), ("%D9%A3", "٣"),
            ("99999999999999999999", "99999999999999999999"),
        ]
    )
    func badLimit(encoded: String, text: String) {
        #expect(
            Self.refusal("limit=\(encoded)") { parameters throws(APIError) in
                _ = try parameters.wholeNumber("limit", range: 1...100)
            } == "limit must be a whole number from 1 to 100, not \"\(text)\"."
        )
    }

    @Test("An offset past Int.max is refused as 0 or more")
    func badOffset() {
        #expect(
            Self.refusal("offset=9223372036854775808") { parameters throws(APIError) in
                _ = try parameters.wholeNumber("offset", range: 0...Int.max)
            } == "offset must be a whole number 0 or more, not \"9223372036854775808\"."
        )
    }

    @Test("country: two letters in any case, or nil when absent; anything else is refused")
    func country() throws {
        #expect(try Self.parameters("").countryCode() == nil)
        #expect(try Self.parameters("country=nl").countryCode() == CountryCode("NL"))
        #expect(try Self.parameters("country=Us").countryCode() == CountryCode("US"))
        for (encoded, text) in [("USA", "USA"), ("u", "u"), ("u1", "u1"), ("", ""), ("n%C3%A9", "né")] {
            #expect(
                Self.refusal("country=\(encoded)") { parameters throws(APIError) in _ = try parameters.countryCode() }
                    == "country must be a two-letter country code such as NL or us, not \"\(text)\".",
                "\(encoded)"
            )
        }
    }

    @Test("typos and highlight: 1 or true is on; 0, false or absent is off; nothing else, not even TRUE")
    func flags() throws {
        for (query, on) in [
            ("", false), ("typos=0", false), ("typos=false", false), ("typos=1", true), ("typos=true", true),
        ] {
            #expect(try Self.parameters(query).flag("typos") == on, "\(query)")
        }
        for text in ["TRUE", "yes", "2", "", "on"] {
            #expect(
                Self.refusal("highlight=\(text)") { parameters throws(APIError) in _ = try parameters.flag("highlight")
                }
                    == "highlight must be 1 or 0 (or true or false), not \"\(text)\".",
                "\(text)"
            )
        }
    }

    @Test("match: prefix (or absent) or word, and nothing else")
    func match() throws {
        #expect(try Self.parameters("").matchesWords() == false)
        #expect(try Self.parameters("match=prefix").matchesWords() == false)
        #expect(try Self.parameters("match=word").matchesWords() == true)
        for text in ["words", "Word", ""] {
            #expect(
                Self.refusal("match=\(text)") { parameters throws(APIError) in _ = try parameters.matchesWords() }
                    == "match must be prefix or word, not \"\(text)\".",
                "\(text)"
            )
        }
    }

    @Test("sort: name (or absent) or relevance, and nothing else")
    func sort() throws {
        #expect(try Self.parameters("").order() == .name)
        #expect(try Self.parameters("sort=name").order() == .name)
        #expect(try Self.parameters("sort=relevance").order() == .relevance)
        for text in ["population", "Relevance", ""] {
            #expect(
                Self.refusal("sort=\(text)") { parameters throws(APIError) in _ = try parameters.order() }
                    == "sort must be name or relevance, not \"\(text)\".",
                "\(text)"
            )
        }
    }

    @Test("near: a latitude and a longitude in decimal degrees, or nil when absent")
    func near() throws {
        #expect(try Self.parameters("").nearPoint() == nil)
        #expect(try Self.parameters("near=52.37,4.89").nearPoint() == GeoPoint(latitude: 52.37, longitude: 4.89))
        #expect(try Self.parameters("near=-90,180").nearPoint() == GeoPoint(latitude: -90, longitude: 180))
        #expect(try Self.parameters("near=%2B1e1,-.5").nearPoint() == GeoPoint(latitude: 10, longitude: -0.5))
        #expect(try Self.parameters("near=1E-1,-0").nearPoint() == GeoPoint(latitude: 0.1, longitude: 0))
    }

    @Test(
        "A near that is not two numbers of degrees in range is refused, naming the part at fault",
        arguments: [
            (
                "52.37",
                "near must be a latitude and a longitude in degrees joined by a comma, such as near=52.37,4.89, not \"52.37\"."
            ),
            (
                "1,2,3",
                "near must be a latitude and a longitude in degrees joined by a comma, such as near=52.37,4.89, not \"1,2,3\"."
            ),
            ("91,4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"91\"."),
            (
                "-90.5,4",
                "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"-90.5\"."
            ),
            (
                "52,-181",
                "The longitude in near must be a number of degrees from -180 to 180, such as 52.37, not \"-181\"."
            ),
            (",4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"\"."),
            ("4,", "The longitude in near must be a number of degrees from -180 to 180, such as 52.37, not \"\"."),
            ("nan,4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"nan\"."),
            ("inf,4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"inf\"."),
            ("0x1,4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"0x1\"."),
            ("1e,4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"1e\"."),
            (".,4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \".\"."),
            ("--1,4", "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"--1\"."),
        ]
    )
    func badNear(text: String, message: String) {
        #expect(
            Self.refusal("near=\(text)") { parameters throws(APIError) in _ = try parameters.nearPoint() } == message
        )
    }

    @Test("lat and lon: both required, each in its range")
    func latitudeAndLongitude() throws {
        #expect(
            try Self.parameters("lon=4.89&lat=52.37").latitudeAndLongitude()
                == GeoPoint(latitude: 52.37, longitude: 4.89)
        )
        let required =
            "lat and lon are both required: the point's latitude and longitude in degrees, such as ?lat=52.37&lon=4.89."
        for query in ["", "lat=1", "lon=1", "latitude=1&longitude=1"] {
            #expect(
                Self.refusal(query) { parameters throws(APIError) in _ = try parameters.latitudeAndLongitude() }
                    == required,
                "\(query)"
            )
        }
        #expect(
            Self.refusal("lat=-90.5&lon=0") { parameters throws(APIError) in _ = try parameters.latitudeAndLongitude() }
                == "lat must be a number of degrees from -90 to 90, such as 52.37, not \"-90.5\"."
        )
        #expect(
            Self.refusal("lat=0&lon=1e3") { parameters throws(APIError) in _ = try parameters.latitudeAndLongitude() }
                == "lon must be a number of degrees from -180 to 180, such as 52.37, not \"1e3\"."
        )
    }
}
