import Foundation
import Testing

/// The opt-in options of `GET /cities/{prefix}/autocomplete` on the service value: `highlight`, `match=word`,
/// `typos` and `near`, and `GET /cities/nearest`.
@Suite("Autocomplete options")
struct AutocompleteOptionsTests {
    let client = ServiceClient.shipped

    /// Each city's `match` in an answer.
    func matches(_ answer: Answer) throws -> [[Int]] {
        let result = try json(answer)["result"] as? [NSDictionary] ?? []
        return result.map { ($0["match"] as? [NSNumber])?.map(\.intValue) ?? [] }
    }

    @Test(
        "Options turned off give the contract's answer byte for byte",
        arguments: ["typos=0", "highlight=0", "match=prefix", "typos=false&highlight=false&match=prefix"]
    )
    func optionsOff(options: String) throws {
        let plain = client.get("/cities/sao%20p/autocomplete?limit=20&offset=3")
        #expect(client.get("/cities/sao%20p/autocomplete?limit=20&offset=3&\(options)").text == plain.text)
    }

    @Test("highlight=1 adds the matched part of the name after the label")
    func highlightBody() throws {
        #expect(
            client.get("/cities/zurich/autocomplete?limit=1&highlight=1").text
                == #"{"status":200,"result":[{"id":2657896,"name":"Zürich","country":"CH","region":"Zürich","population":415367,"coord":{"lon":8.55,"lat":47.366669},"label":"Zürich, Zürich, CH","match":[0,6]}]}"#
        )
    }

    @Test(
        "highlight counts UTF-16 code units of the name as written, as JavaScript's slice does",
        arguments: [
            ("sao%20p", "São Paulo", [0, 5]), ("ayn", "‘Ayn Ḩalāqīm", [1, 4]), ("%C5%82%C3%B3d", "Łódź", [0, 3]),
            ("saint-d", "Saint-Denis", [0, 7]), ("aer", "Ærøskøbing", [0, 2]),
        ]
    )
    func highlightUnits(prefix: String, name: String, expected: [Int]) throws {
        let answer = client.get("/cities/\(prefix)/autocomplete?limit=100&highlight=1")
        let position = try names(answer).firstIndex(of: name)
        #expect(position != nil)
        #expect(try position.map { try matches(answer)[$0] } == expected)
    }

    @Test("match=word lists the names that start with the prefix, then those with a later word that does")
    func wordMatches() throws {
        let exact = try names(client.get("/cities/york/autocomplete?country=us&limit=100"))
        let answer = client.get("/cities/york/autocomplete?country=us&limit=100&match=word&highlight=1")
        #expect(exact.count == 21)
        #expect(Array(try names(answer).prefix(21)) == exact)
        #expect(
            Array(try names(answer).dropFirst(21)) == [
                "East New York", "East York", "Little York", "New York", "North York", "West New York", "West York",
                "New York City", "New York County", "New York Mills", "New York Mills", "Jefferson Valley-Yorktown",
            ]
        )
        #expect(
            Array(try matches(answer).dropFirst(21)) == [
                [9, 13], [5, 9], [7, 11], [4, 8], [6, 10], [9, 13], [5, 9], [4, 8], [4, 8], [4, 8], [4, 8], [17, 21],
            ]
        )
        let paged = client.get("/cities/york/autocomplete?country=us&limit=3&offset=20&match=word")
        #expect(try names(paged) == ["Yorkville", "East New York", "East York"])
    }

    @Test("sort=relevance puts the more populous first, in each group, through every page")
    func relevance() throws {
        #expect(
            try labels(client.get("/cities/lon/autocomplete?sort=relevance&limit=3"))
                == ["London, England, GB", "Longyan, Fujian Sheng, CN", "Londrina, Paraná, BR"]
        )
        #expect(
            try labels(client.get("/cities/sydney/autocomplete?sort=relevance&limit=4"))
                == [
                    "Sydney, New South Wales, AU", "Sydney, Nova Scotia, CA", "Sydney Mines, Nova Scotia, CA",
                    "Sydney, CA",
                ]
        )
        #expect(
            try labels(client.get("/cities/lon/autocomplete?sort=relevance&limit=2&offset=1&country=gb"))
                == ["Londonderry County Borough, Northern Ireland, GB", "Long Eaton, England, GB"]
        )
        let typos = client.get("/cities/londn/autocomplete?sort=relevance&typos=1&limit=3&highlight=1")
        #expect(try labels(typos) == ["London, England, GB", "Londrina, Paraná, BR", "London, Ontario, CA"])
        #expect(try matches(typos) == [[0, 6], [0, 5], [0, 6]])
        let words = client.get("/cities/york/autocomplete?country=us&sort=relevance&match=word&limit=3&offset=20")
        #expect(try labels(words) == ["Yorkville, CO, US", "New York City, NY, US", "East New York, NY, US"])
        #expect(
            client.get("/cities/lon/autocomplete?sort=name").text == client.get("/cities/lon/autocomplete").text
        )
    }

    @Test("sort=relevance with near is refused: the two orders exclude each other")
    func relevanceNear() throws {
        let answer = client.get("/cities/lon/autocomplete?sort=relevance&near=51.5,0")
        #expect(answer.status == 400)
        #expect(
            answer.text
                == #"{"status":400,"error":"Choose between sort=relevance and near: near orders the cities by their distance from the point, sort=relevance by how many people live there."}"#
        )
    }

    @Test("typos=1 finds amsterdma's Amsterdams and zurihc's Zürich, the whole name highlighted")
    func typos() throws {
        #expect(client.get("/cities/amsterdma/autocomplete").text == #"{"status":200,"result":[]}"#)
        let amsterdam = client.get("/cities/amsterdma/autocomplete?typos=1&highlight=1")
        #expect(try ids(amsterdam) == [2_759_794, 5_107_152, 5_637_141, 6_544_881])
        #expect(try matches(amsterdam) == [[0, 9], [0, 9], [0, 9], [0, 9]])
        #expect(try ids(client.get("/cities/zurihc/autocomplete?typos=1&limit=2")) == [2_657_896, 7_287_650])
    }

    @Test("typos=1 only adds after the exact matches, which keep their order and count")
    func typosAfterExactMatches() throws {
        let exact = try ids(client.get("/cities/zurich/autocomplete?limit=100"))
        let answer = client.get("/cities/zurich/autocomplete?limit=100&typos=1&highlight=1")
        #expect(exact.count == 52)
        #expect(Array(try ids(answer).prefix(52)) == exact)
        #expect(Array(try ids(answer).dropFirst(52)) == [2_954_006, 2_842_942, 687_645, 687_652, 2_803_681])
        #expect(Array(try matches(answer).dropFirst(52)) == [[0, 6], [0, 6], [0, 6], [0, 6], [0, 5]])
        let paged = client.get("/cities/zurich/autocomplete?limit=3&offset=51&typos=1")
        #expect(try ids(paged) == [exact[51], 2_954_006, 2_842_942])
    }

    /// Each city's `distance` in an answer.
    func distances(_ answer: Answer) throws -> [Int] {
        let result = try json(answer)["result"] as? [NSDictionary] ?? []
        return result.compactMap { ($0["distance"] as? NSNumber)?.intValue }
    }

    @Test("near orders the matches by distance from the point, each with its distance in whole metres")
    func near() throws {
        let answer = client.get("/cities/paris/autocomplete?near=33.66,-95.55&limit=3")
        #expect(try ids(answer) == [4_717_560, 4_125_402, 4_647_963])
        #expect(try distances(answer) == [521, 246_500, 720_424])
        let words = client.get("/cities/york/autocomplete?near=40.7,-74&limit=3&match=word&offset=34&highlight=1")
        #expect(try names(words) == ["New York City", "New York County", "West New York"])
        #expect(try distances(words) == [1665, 9703, 9846])
        #expect(try matches(words) == [[4, 8], [4, 8], [9, 13]])
    }

    @Test("GET /cities/nearest lists the closest cities with their distances, pages and filters by country")
    func nearest() throws {
        let answer = client.get("/cities/nearest?lat=52.3740&lon=4.8897&limit=3")
        #expect(answer.status == 200)
        #expect(try ids(answer) == [2_759_794, 2_753_201, 2_759_793])
        #expect(try distances(answer) == [4, 620, 923])
        #expect(
            try ids(client.get("/cities/nearest?lat=52.3740&lon=4.8897&limit=2&offset=1")) == [2_753_201, 2_759_793]
        )
        let belgian = try json(client.get("/cities/nearest?lat=52.3740&lon=4.8897&limit=5&country=be"))
        let countries = (belgian["result"] as? [NSDictionary] ?? []).compactMap { $0["country"] as? String }
        #expect(countries == Array(repeating: "BE", count: 5))
        #expect(client.get("/cities/nearest?lat=0&lon=0&offset=300000").text == #"{"status":200,"result":[]}"#)
    }

    /// Bad option values, each a 400 with a sentence to act on: checked with the other bad requests in
    /// `AutocompleteTests.badRequests`.
    static let badRequestCases: [(target: String, message: String)] = [
        ("/cities/ams/autocomplete?typos=2", "typos must be 1 or 0 (or true or false), not \"2\"."),
        ("/cities/ams/autocomplete?highlight=yes", "highlight must be 1 or 0 (or true or false), not \"yes\"."),
        ("/cities/ams/autocomplete?highlight=", "highlight must be 1 or 0 (or true or false), not \"\"."),
        ("/cities/ams/autocomplete?match=words", "match must be prefix or word, not \"words\"."),
        (
            "/cities/ams/autocomplete?near=52.37",
            "near must be a latitude and a longitude in degrees joined by a comma, such as near=52.37,4.89, not \"52.37\"."
        ),
        (
            "/cities/ams/autocomplete?near=91,4",
            "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"91\"."
        ),
        (
            "/cities/ams/autocomplete?near=52,-181",
            "The longitude in near must be a number of degrees from -180 to 180, such as 52.37, not \"-181\"."
        ),
        (
            "/cities/ams/autocomplete?near=nan,4",
            "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"nan\"."
        ),
        (
            "/cities/ams/autocomplete?near=0x1,4",
            "The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not \"0x1\"."
        ),
        (
            "/cities/nearest",
            "lat and lon are both required: the point's latitude and longitude in degrees, such as ?lat=52.37&lon=4.89."
        ),
        (
            "/cities/nearest?lat=52.37",
            "lat and lon are both required: the point's latitude and longitude in degrees, such as ?lat=52.37&lon=4.89."
        ),
        (
            "/cities/nearest?lat=-90.5&lon=0",
            "lat must be a number of degrees from -90 to 90, such as 52.37, not \"-90.5\"."
        ),
        (
            "/cities/nearest?lat=0&lon=1e3",
            "lon must be a number of degrees from -180 to 180, such as 52.37, not \"1e3\"."
        ),
        ("/cities/nearest?lat=0&lon=0&limit=0", "limit must be a whole number from 1 to 100, not \"0\"."),
        (
            "/cities/nearest?lat=0&lon=0&country=xyz",
            "country must be a two-letter country code such as NL or us, not \"xyz\"."
        ),
    ]
}
