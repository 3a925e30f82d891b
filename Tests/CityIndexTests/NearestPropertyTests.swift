import CityIndex
import Foundation
import PropertyBased
import Testing

/// The nearest-city searches against a brute-force haversine over the cities' own coordinates.
@Suite("The nearest cities agree with a brute-force haversine")
struct NearestPropertyTests {
    /// Every shipped city by rank: its coordinates and country, as the data file gives them.
    static let citiesByRank = TestData.shippedCitiesByRank

    /// Each shipped city's country by rank.
    static let countriesByRank = citiesByRank.map { CountryCode($0.country) }

    /// The great-circle distance in metres by the haversine formula, on a sphere of the Earth's mean radius.
    static func haversine(_ point: GeoPoint, _ city: City) -> Double {
        let latitude1 = point.latitude * .pi / 180
        let latitude2 = city.latitude * .pi / 180
        let halfLatitudeChange = sin((latitude2 - latitude1) / 2)
        let halfLongitudeChange = sin((city.longitude - point.longitude) * .pi / 180 / 2)
        let haversine =
            halfLatitudeChange * halfLatitudeChange
            + cos(latitude1) * cos(latitude2) * halfLongitudeChange * halfLongitudeChange
        return 2 * 6_371_008.8 * asin(min(1, haversine.squareRoot()))
    }

    /// The first `count` of `ranks` by haversine distance from `point`, ties in rank order: measure all, sort all.
    static func bruteForce(_ point: GeoPoint, count: Int, ranks: some Sequence<Int>) -> [NearbyCity] {
        let measured = ranks.map { NearbyCity(rank: $0, distance: haversine(point, citiesByRank[$0])) }
        let sorted = measured.sorted { ($0.distance, $0.rank) < ($1.distance, $1.rank) }
        return Array(sorted.prefix(max(0, count)))
    }

    /// Expects `nearest(to:count:among:contains:)` over `candidates` to agree with the brute force.
    static func expectNearest(
        to point: GeoPoint,
        count: Int,
        among candidates: some Collection<Int>,
        _ comment: Comment
    ) {
        let isCandidate = Set(candidates)
        expectAgreement(
            TestData.shippedIndex.nearest(to: point, count: count, among: candidates) { isCandidate.contains($0) },
            bruteForce(point, count: count, ranks: candidates),
            comment
        )
    }

    /// Expects the same ranks in the same order, and distances within a centimetre.
    static func expectAgreement(_ found: [NearbyCity], _ expected: [NearbyCity], _ comment: Comment) {
        #expect(found.map(\.rank) == expected.map(\.rank), comment)
        #expect(zip(found, expected).allSatisfy { abs($0.distance - $1.distance) < 0.01 }, comment)
    }

    /// A point: a city's own coordinates moved by up to `offset` degrees each way, or anywhere when `city` is nil.
    static let points = Gen.oneOf(
        zip(Gen.double(in: -90...90), Gen.double(in: -180...180)).map { GeoPoint(latitude: $0, longitude: $1) },
        zip(Gen.int(in: 0..<citiesByRank.count), Gen.double(in: -0.5...0.5)).map { rank, offset in
            let city = citiesByRank[rank]
            return GeoPoint(latitude: max(-90, min(90, city.latitude + offset)), longitude: city.longitude - offset)
        }
    )

    @Test("Nearest among all cities, or one country's")
    func nearest() async {
        let countries = Array(Set(Self.citiesByRank.map(\.country))).sorted()
        await propertyCheck(
            count: 300,
            input: Self.points,
            Gen.int(in: 1...100),
            Gen.int(in: -countries.count..<countries.count)
        ) { point, count, countryNumber in
            let country = countryNumber >= 0 ? CountryCode(countries[countryNumber]) : nil
            let ranks = (0..<Self.citiesByRank.count).filter { country == nil || Self.countriesByRank[$0] == country }
            Self.expectAgreement(
                TestData.shippedIndex.nearest(to: point, count: count, country: country),
                Self.bruteForce(point, count: count, ranks: ranks),
                "\(point), count \(count), country \(country?.description ?? "-")"
            )
        }
    }

    /// About how many candidates a random set holds: few, around `CityIndex`'s threshold for walking the tree,
    /// and many.
    static let candidateSetSizes = [1, 5, 50, 1_000, 2_000, 3_000, 10_000, 100_000, 200_000]

    @Test("Nearest among random sets of candidates, few, middling and many")
    func nearestAmongRandomCandidates() async {
        await propertyCheck(
            count: 300,
            input: Self.points,
            Gen.int(in: 1...100),
            Gen.int(in: 0..<Self.candidateSetSizes.count).map { Self.candidateSetSizes[$0] },
            Gen.int(in: 0...1_000_000)
        ) { point, count, size, seed in
            var generator = SplitMix(seed: UInt64(seed))
            let candidates = (0..<Self.citiesByRank.count).filter { _ in
                Int(generator.next() % UInt64(Self.citiesByRank.count)) < size
            }
            Self.expectNearest(
                to: point,
                count: count,
                among: candidates,
                "\(point), count \(count), \(candidates.count) candidates"
            )
        }
    }

    @Test("Nearest among a prefix's matches, with and without a country")
    func nearestAmongMatches() async {
        await propertyCheck(
            count: 300,
            input: Self.points,
            Gen.int(in: 1...100),
            Gen.int(in: 0..<Self.citiesByRank.count),
            Gen.int(in: 0...5),
            Gen.bool
        ) { point, count, rank, length, inCountry in
            let city = Self.citiesByRank[rank]
            let country = inCountry ? CountryCode(city.country) : nil
            let matches = TestData.shippedIndex.matches(prefix: String(city.name.prefix(length)), country: country)
            Self.expectNearest(
                to: point,
                count: count,
                among: matches,
                "\(point), count \(count), \(matches.count) matches of \(city.name.prefix(length).debugDescription)"
            )
        }
    }

    @Test("The distance to a city is its haversine distance")
    func distance() async {
        await propertyCheck(count: 1_000, input: Self.points, Gen.int(in: 0..<Self.citiesByRank.count)) {
            point,
            rank in
            let distance = TestData.shippedIndex.distance(from: point, toCityAt: rank)
            #expect(abs(distance - Self.haversine(point, Self.citiesByRank[rank])) < 0.01, "\(point), rank \(rank)")
        }
    }
}
