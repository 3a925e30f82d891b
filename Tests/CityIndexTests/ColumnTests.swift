import ByteUtilities
import CityIndex
import Testing

/// What the index keeps of each city beside its JSON, by rank: the name as written, the point, and the JSON
/// object that answers carry, with the members an answer adds.
@Suite("The index's columns")
struct ColumnTests {
    static let index = TestData.shippedIndex

    @Test("Every rank's name is the data file's name of that entry")
    func names() {
        let mismatched = (0..<Self.index.count).filter {
            Self.index.name(at: $0) != TestData.shippedCities[Self.index.entry(at: $0)].name
        }
        #expect(mismatched.isEmpty)
    }

    @Test("Every rank's point is the data file's point of that entry: no distance from it to itself")
    func coordinates() {
        let mismatched = (0..<Self.index.count).filter { rank in
            let city = TestData.shippedCities[Self.index.entry(at: rank)]
            let point = GeoPoint(latitude: city.latitude, longitude: city.longitude)
            return Self.index.distance(from: point, toCityAt: rank) != 0
        }
        #expect(mismatched.isEmpty)
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
        var empty = JSONWriter()
        index.appendJSONList(ofCitiesAt: 2..<2, to: &empty)
        #expect(empty.bytes.isEmpty)
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
