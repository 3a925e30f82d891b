import ByteUtilities
import CityIndex
import Testing

/// What the index keeps of each city beside its JSON, by rank: the name as written, the point, and the JSON
/// object that answers carry, with the members an answer adds.
@Suite("The index's columns")
struct ColumnTests {
    static let index = TestData.shippedIndex

    @Test("The shipped data's ids are distinct, so each entry's rank is the rank of its id")
    func distinctIDs() {
        #expect(Set(TestData.shippedCities.map(\.id)).count == Self.index.count)
    }

    @Test("Every entry's name is the name of its id's rank")
    func names() {
        let mismatched = TestData.shippedCities.filter { Self.index.name(at: Self.index.rank(ofID: $0.id)!) != $0.name }
        #expect(mismatched.isEmpty)
    }

    @Test("Every entry's point is the point of its id's rank: no distance from it to itself")
    func coordinates() {
        let mismatched = TestData.shippedCities.filter { city in
            let point = GeoPoint(latitude: city.latitude, longitude: city.longitude)
            return Self.index.distance(from: point, toCityAt: Self.index.rank(ofID: city.id)!) != 0
        }
        #expect(mismatched.isEmpty)
    }

    @Test(
        "Names with escapes in JSON, and points that millionths of a degree do not hold, read back exactly",
        arguments: [
            (#"Quote \" back\\slash"#, "Quote \" back\\slash", "-0.0", "0.1234567"),
            (#"Tab\tand \u00e9"#, "Tab\tand é", "1e-7", "-180.000001"),
            ("Plain", "Plain", "90", "12345.678901"),
        ]
    )
    func exactNamesAndPoints(json: String, name: String, latitude: String, longitude: String) throws {
        let file = #"[{"country":"NL","name":"\#(json)","_id":1,"coord":{"lon":\#(longitude),"lat":\#(latitude)}}]"#
        let index = try TestData.index(file)
        #expect(index.name(at: 0) == name)
        let city = try #require(TestData.parse(file).first)
        let point = GeoPoint(latitude: city.latitude, longitude: city.longitude)
        #expect(index.distance(from: point, toCityAt: 0) == 0)
    }

    @Test("Ids of any size, negative and beyond 32 bits, find their city; ids between them find none")
    func idsOfAnySize() throws {
        let ids: [Int64] = [-4_294_967_297, -1, 0, 1, 4_294_967_295, 4_294_967_296, 4_294_967_297, .max, .min]
        let entries = ids.enumerated().map { position, id in
            #"{"country":"NL","name":"City \#(position)","_id":\#(id),"coord":{"lon":0,"lat":0}}"#
        }
        let index = try TestData.index("[" + entries.joined(separator: ",") + "]")
        for (position, id) in ids.enumerated() {
            #expect(index.rank(ofID: id).map { index.name(at: $0) } == "City \(position)")
        }
        for missing: Int64 in [-4_294_967_296, -2, 2, 4_294_967_294, 4_294_967_298, 8_589_934_593, .max - 1] {
            #expect(index.rank(ofID: missing) == nil)
        }
    }

    @Test("A city's object with extra members, and a list of neighbours, byte for byte")
    func objects() throws {
        let index = try CityIndex(parsing: Array(TestData.fiveCities.utf8), file: "test.json")
        var writer = JSONWriter()
        index.appendJSON(ofCityAt: 0, to: &writer) { members in
            members.append(raw: ",\"match\":[0,2]")
        }
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == #"{"id":4829764,"name":"Alabama","country":"US","state":"AL","coord":{"lon":-86.750259,"lat":32.750408},"label":"Alabama, AL, US","match":[0,2]}"#
        )
        var list = JSONWriter()
        index.appendJSONList(ofCitiesAt: 3..<5, to: &list)
        #expect(
            String(decoding: list.bytes, as: UTF8.self)
                == #"{"id":5551752,"name":"Arizona","country":"US","state":"AZ","coord":{"lon":-111.500977,"lat":34.500301},"label":"Arizona, AZ, US"},{"id":2147714,"name":"Sydney","country":"AU","coord":{"lon":151.207321,"lat":-33.867851},"label":"Sydney, AU"}"#
        )
        let enriched = try TestData.index(
            #"""
            [{"country":"CA","name":"Sydney","_id":6354908,"coord":{"lon":-60.18,"lat":46.15},"population":105968,"region":"Nova Scotia"},
             {"country":"US","name":"Albuquerque","_id":5454711,"state":"NM","coord":{"lon":-106.651138,"lat":35.084492},"population":559277,"region":"New Mexico"},
             {"country":"DE","name":"Köln","_id":2886242,"coord":{"lon":6.95,"lat":50.93},"population":0,"region":"Nordrhein-Westfalen"}]
            """#
        )
        var objects = JSONWriter()
        enriched.appendJSONList(ofCitiesAt: 0..<3, to: &objects)
        #expect(
            String(decoding: objects.bytes, as: UTF8.self)
                == #"{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","region":"New Mexico","population":559277,"coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"},"#
                + #"{"id":2886242,"name":"Köln","country":"DE","region":"Nordrhein-Westfalen","coord":{"lon":6.95,"lat":50.93},"label":"Köln, Nordrhein-Westfalen, DE"},"#
                + #"{"id":6354908,"name":"Sydney","country":"CA","region":"Nova Scotia","population":105968,"coord":{"lon":-60.18,"lat":46.15},"label":"Sydney, Nova Scotia, CA"}"#
        )
        var empty = JSONWriter()
        index.appendJSONList(ofCitiesAt: 2..<2, to: &empty)
        index.appendJSONList(ofCitiesAt: [Int]()[...], to: &empty)
        #expect(empty.bytes.isEmpty)
        var chosen = JSONWriter()
        index.appendJSONList(ofCitiesAt: [4, 0][...], to: &chosen)
        #expect(
            String(decoding: chosen.bytes, as: UTF8.self)
                == #"{"id":2147714,"name":"Sydney","country":"AU","coord":{"lon":151.207321,"lat":-33.867851},"label":"Sydney, AU"},"#
                + #"{"id":4829764,"name":"Alabama","country":"US","state":"AL","coord":{"lon":-86.750259,"lat":32.750408},"label":"Alabama, AL, US"}"#
        )
    }

    // Escaped names, no country, parts past an object's 255th byte (kept whole), a name longer than a wide copy, and
    // the table's last object, whose wide copies would read past the table's end (`CityJSON.fitWideCopies`).
    @Test("Labels of every shape, byte for byte, however they are written")
    func labelsOfEveryShape() throws {
        let longName = String(repeating: "A", count: 300)
        let longRegion = String(repeating: "R", count: 250)
        let nameLongerThanACopy = "Middle " + String(repeating: "m", count: 33)
        let index = try TestData.index(
            #"""
            [{"country":"US","name":"Quo\"te\\d\t\u0001","_id":1,"state":"NY","region":"New York","coord":{"lon":1,"lat":2}},
             {"country":"","name":"Bare","_id":2,"region":"Somewhere","coord":{"lon":1,"lat":2}},
             {"country":"","name":"Bare","_id":3,"coord":{"lon":1,"lat":2}},
             {"country":"NL","name":"\#(longName)","_id":4,"region":"Noord-Holland","population":5,"coord":{"lon":1,"lat":2}},
             {"country":"FR","name":"Long","_id":5,"region":"\#(longRegion)","coord":{"lon":1,"lat":2}},
             {"country":"DE","name":"\#(nameLongerThanACopy)","_id":6,"region":"Bayern","coord":{"lon":1,"lat":2}},
             {"country":"IT","name":"Zed","_id":7,"region":"R","coord":{"lon":1,"lat":2}}]
            """#
        )
        var objects = JSONWriter()
        index.appendJSONList(ofCitiesAt: 0..<7, to: &objects)
        #expect(
            String(decoding: objects.bytes, as: UTF8.self)
                == #"{"id":4,"name":"\#(longName)","country":"NL","region":"Noord-Holland","population":5,"coord":{"lon":1,"lat":2},"label":"\#(longName), Noord-Holland, NL"},"#
                + #"{"id":2,"name":"Bare","country":"","region":"Somewhere","coord":{"lon":1,"lat":2},"label":"Bare, Somewhere"},"#
                + #"{"id":3,"name":"Bare","country":"","coord":{"lon":1,"lat":2},"label":"Bare"},"#
                + #"{"id":5,"name":"Long","country":"FR","region":"\#(longRegion)","coord":{"lon":1,"lat":2},"label":"Long, \#(longRegion), FR"},"#
                + #"{"id":6,"name":"\#(nameLongerThanACopy)","country":"DE","region":"Bayern","coord":{"lon":1,"lat":2},"label":"\#(nameLongerThanACopy), Bayern, DE"},"#
                + #"{"id":1,"name":"Quo\"te\\d\t\u0001","country":"US","state":"NY","region":"New York","coord":{"lon":1,"lat":2},"label":"Quo\"te\\d\t\u0001, NY, US"},"#
                + #"{"id":7,"name":"Zed","country":"IT","region":"R","coord":{"lon":1,"lat":2},"label":"Zed, R, IT"}"#
        )
        #expect(index.name(at: 0) == longName)
        #expect(index.name(at: 5) == "Quo\"te\\d\t\u{1}")
    }

    @Test(
        "A highlighted page carries each hit's matched part of its name; a page without highlight carries none",
        arguments: ["sao p", "new ", "zurihc", "york"]
    )
    func highlightedHits(prefix: String) {
        let search = CitySearch(prefix: prefix, limit: 20, typos: true, wordPrefixes: true)
        var highlighted = search
        highlighted.highlight = true
        let plain = Self.index.page(of: search)
        let hits = Self.index.page(of: highlighted)
        #expect(!hits.isEmpty)
        #expect(plain.allSatisfy { $0.matchedName == nil })
        #expect(hits.map(\.rank) == plain.map(\.rank))
        for hit in hits {
            #expect(hit.matchedName == Self.index.nameRange(ofFolded: hit.matchedFoldedBytes, at: hit.rank))
        }
    }
}
