import CityIndex
import Testing

/// Nearest cities in the shipped data, against ids and haversine distances worked out apart from the index
/// (Python over the raw JSON, on a sphere of 6,371,008.8 m).
@Suite("The nearest cities in the shipped data")
struct NearestTests {
    var index: CityIndex { TestData.shippedIndex }

    /// The ids and distances of the `count` cities nearest `point`, optionally in `country`.
    func nearest(_ point: GeoPoint, count: Int, country: String? = nil) -> [(id: Int64, distance: Double)] {
        index.nearest(to: point, count: count, country: country.flatMap { CountryCode($0) }).map {
            (TestData.shippedCitiesByRank[$0.rank].id, $0.distance)
        }
    }

    /// Expects `found` to be `expected`'s ids in order, with distances within a centimetre.
    func expect(
        _ found: [(id: Int64, distance: Double)],
        _ expected: [(id: Int64, distance: Double)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(found.map(\.id) == expected.map(\.id), sourceLocation: sourceLocation)
        for (found, expected) in zip(found, expected) {
            #expect(abs(found.distance - expected.distance) < 0.01, "id \(found.id)", sourceLocation: sourceLocation)
        }
    }

    @Test("Amsterdam's own coordinates find Amsterdam first, at distance 0")
    func amsterdam() {
        let found = nearest(GeoPoint(latitude: 52.374031, longitude: 4.88969), count: 5)
        #expect(found.first?.distance == 0)
        expect(
            found,
            [
                (2_759_794, 0), (2_753_201, 619.0400), (2_759_793, 925.5128), (7_648_382, 2_733.2894),
                (2_756_504, 6_010.5127),
            ]
        )
    }

    @Test("Two cities mirrored about the point's meridian are at one distance, the lower rank first")
    func mirroredAboutTheMeridian() {
        // Obshtina Belogradchik at 22.6° E and Obshtina Ruzhintsi at 22.9° E, both at 43.650002° N: 0.15° either
        // side of the point's meridian. Their chords, worked out from each city's own vector, differ in the last
        // bits; the contract's order puts Belogradchik first.
        let point = GeoPoint(latitude: 43.150002, longitude: 22.75)
        let page = index.page(of: CitySearch(prefix: "o", offset: 13, limit: 2, near: point))
        #expect(page.map { TestData.shippedCitiesByRank[$0.rank].id } == [733_308, 727_494])
        #expect(page.map(\.rank) == page.map(\.rank).sorted())
        #expect(page.compactMap(\.distance).map { $0.rounded() } == [56_903, 56_903])
    }

    @Test("A point on the antimeridian finds Fiji's cities on both sides of it", arguments: [180.0, -180.0])
    func antimeridian(longitude: Double) {
        let expected: [(id: Int64, distance: Double)] = [
            (4_036_017, 18_032.9594), (2_199_295, 62_849.8295), (2_201_079, 70_966.6800),
            (2_202_999, 77_687.0281), (2_204_582, 78_323.7050), (4_036_024, 199_638.3967),
            (2_201_391, 206_014.4299), (2_205_272, 221_533.8229),
        ]
        let found = nearest(GeoPoint(latitude: -16.8, longitude: longitude), count: 8)
        expect(found, expected)
        let longitudes = found.map { TestData.shippedCitiesByRank[index.rank(ofID: $0.id)!].longitude }
        #expect(longitudes.contains { $0 < 0 } && longitudes.contains { $0 > 0 })
    }

    @Test("The North Pole finds cities all round it: Canada, Svalbard, Greenland")
    func northPole() {
        expect(
            nearest(GeoPoint(latitude: 90, longitude: 0), count: 8),
            [
                (5_984_185, 1_247_019.3551), (2_729_907, 1_310_034.0518), (2_729_456, 1_311_896.1247),
                (7_521_757, 1_316_876.7747), (7_535_696, 1_328_458.5207), (3_831_208, 1_391_720.8489),
                (3_831_451, 1_492_547.4326), (3_831_682, 1_495_573.4956),
            ]
        )
    }

    @Test("The South Pole finds Antarctica, then South Georgia and Chile")
    func southPole() {
        expect(
            nearest(GeoPoint(latitude: -90, longitude: 0), count: 4),
            [
                (6_255_152, 1_316_709.6485), (6_696_480, 1_372_664.3472), (3_474_415, 3_780_632.7279),
                (3_874_926, 3_899_241.0730),
            ]
        )
    }

    @Test("A country keeps only its cities: Dutch cities nearest Brussels")
    func country() {
        let found = nearest(GeoPoint(latitude: 50.85, longitude: 4.35), count: 4, country: "nl")
        expect(
            found,
            [(2_752_547, 49_621.4466), (2_753_439, 52_129.8150), (2_753_437, 54_811.5270), (2_759_594, 55_672.5250)]
        )
        #expect(found.allSatisfy { TestData.shippedCitiesByRank[index.rank(ofID: $0.id)!].country == "NL" })
    }

    @Test("More than a country has gives all of its cities, ordered, ties in rank order")
    func wholeCountry() {
        expect(
            nearest(GeoPoint(latitude: 0, longitude: 0), count: 100, country: "FJ"),
            [
                (4_036_024, 17_988_967.8446), (2_198_148, 17_990_676.0691), (2_194_371, 17_995_023.9235),
                (2_201_316, 18_000_789.4887), (2_205_218, 18_001_692.6221), (2_201_391, 18_001_935.3023),
                (2_205_272, 18_005_324.3553), (2_202_064, 18_015_774.2560), (2_202_179, 18_015_774.2560),
                (7_302_224, 18_019_790.7275), (2_204_506, 18_036_712.7676), (2_201_079, 18_145_609.2894),
                (4_036_017, 18_158_098.9938), (2_199_295, 18_179_576.8308), (2_202_999, 18_180_864.2495),
                (2_204_582, 18_188_409.4936), (2_204_113, 18_589_814.8370),
            ]
        )
    }

    @Test("Cities at the same place come in rank order: two Longens, two Longuichs, two Riols")
    func ties() {
        let found = index.nearest(to: GeoPoint(latitude: 49.799999, longitude: 6.78333), count: 6)
        #expect(found.map(\.distance) == Array(repeating: 0, count: 6))
        #expect(found.map(\.rank) == found.map(\.rank).sorted())
        #expect(
            found.map { TestData.shippedCitiesByRank[$0.rank].id }
                == [2_875_992, 6_554_761, 2_875_988, 6_554_762, 2_846_511, 6_554_787]
        )
    }

    @Test("No count, no cities: nothing", arguments: [0, -1, Int.min])
    func nothing(count: Int) throws {
        let point = GeoPoint(latitude: 52.374031, longitude: 4.88969)
        #expect(index.nearest(to: point, count: count).isEmpty)
        #expect(index.nearest(to: point, count: count, country: CountryCode("NL")).isEmpty)
        #expect(try TestData.index("[]").nearest(to: point, count: 10).isEmpty)
        #expect(index.nearest(to: point, count: 10, country: CountryCode("ZZ")).isEmpty)
    }

    @Test("A count beyond the cities gives every city, nearest first")
    func everything() throws {
        let indexed = try IndexedCities(TestData.fiveCities)
        let found = indexed.index.nearest(to: GeoPoint(latitude: 35, longitude: -110), count: 6)
        #expect(found.map { indexed[$0.rank].name } == ["Arizona", "Albuquerque", "Anaheim", "Alabama", "Sydney"])
    }

    @Test("The distance to one city: Brussels to Koewacht")
    func distance() throws {
        let rank = try #require(index.rank(ofID: 2_752_547))
        #expect(
            abs(index.distance(from: GeoPoint(latitude: 50.85, longitude: 4.35), toCityAt: rank) - 49_621.4466) < 0.01
        )
    }
}
