import CityIndex
import Testing

/// Typo matches on the shipped data, with expected values found by a separate script over the data file.
@Suite("Typo matches")
struct TypoMatchTests {
    /// The ids of the cities in `matches`, with each one's distance and matched bytes.
    static func cities(_ matches: [TypoMatch]) -> [Int64: TypoScan.Match] {
        var cities: [Int64: TypoScan.Match] = [:]
        for match in matches {
            for rank in match.ranks {
                cities[TestData.shippedCitiesByRank[rank].id] = TypoScan.Match(
                    distance: match.distance,
                    byteCount: match.matchedByteCount
                )
            }
        }
        return cities
    }

    @Test("A swapped pair finds Amsterdam, with all of its name matched")
    func amsterdam() {
        let cities = Self.cities(TestData.shippedIndex.typoMatches(prefix: "amsterdma"))
        #expect(cities.count == 4)
        #expect(cities[2_759_794] == TypoScan.Match(distance: 1, byteCount: 9))
        #expect(cities[6_544_881] == TypoScan.Match(distance: 1, byteCount: 9))
    }

    @Test("A swapped pair finds Zürich")
    func zurich() {
        let cities = Self.cities(TestData.shippedIndex.typoMatches(prefix: "zurihc"))
        #expect(cities.count == 52)
        #expect(cities[2_657_896] == TypoScan.Match(distance: 1, byteCount: 6))
        #expect(cities[7_287_650] == TypoScan.Match(distance: 1, byteCount: 6))
    }

    @Test("Prefixes of fewer than four characters get no typo matches", arguments: ["zur", "ams", "x", "", "  a"])
    func short(prefix: String) {
        #expect(TestData.shippedIndex.typoMatches(prefix: prefix).isEmpty)
    }

    @Test("Exact matches are not typo matches")
    func exactMatchesLeftOut() {
        let index = TestData.shippedIndex
        let matches = index.typoMatches(prefix: "Berlin")
        let exact = index.matches(prefix: "Berlin").consecutiveRanks(0..<24)!
        #expect(index.matches(prefix: "Berlin").count == 24)
        #expect(matches.allSatisfy { !$0.ranks.overlaps(exact) })
        #expect(matches.reduce(0) { $0 + $1.ranks.count } == 108)
        #expect(Self.cities(matches)[3_034_903] == TypoScan.Match(distance: 1, byteCount: 6))
    }

    @Test("Characters are scalars: one Cyrillic letter changed or dropped")
    func cyrillic() {
        let index = TestData.shippedIndex
        #expect(Self.cities(index.typoMatches(prefix: "Березинки")) == [816_758: .init(distance: 1, byteCount: 18)])
        #expect(Self.cities(index.typoMatches(prefix: "Кузминское")) == [817_521: .init(distance: 1, byteCount: 22)])
    }

    @Test("Runs are disjoint, ascending, and one distance each")
    func runs() {
        let matches = TestData.shippedIndex.typoMatches(prefix: "san fransisco")
        #expect(!matches.isEmpty)
        #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.ranks.upperBound <= $1.ranks.lowerBound })
        #expect(matches.allSatisfy { !$0.ranks.isEmpty && (1...2).contains($0.distance) })
    }
}
