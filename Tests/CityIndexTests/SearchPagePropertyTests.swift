import CityIndex
import PropertyBased
import Testing

/// A whole page with every option against the same page put together from brute-force scans: the names that
/// start with the prefix, then the word matches, then the typo matches at distance 1 and 2, each city once,
/// each group ordered by distance when there is a point, else by population when the order is relevance; then
/// the offset and the limit.
@Suite("Pages with options agree with brute-force scans")
struct SearchPagePropertyTests {
    static let index = TestData.shippedIndex

    /// The page of `search` from the scans.
    static func scan(_ search: CitySearch) -> [CityHit] {
        let folded = Array(Fold.prefix(search.prefix).utf8)
        let isInCountry = { (rank: Int) in
            search.country == nil || NearestPropertyTests.countriesByRank[rank] == search.country
        }
        var groups: [[CityHit]] = []
        groups.append(
            WordMatchTests.foldedByRank.indices.filter {
                WordMatchTests.foldedByRank[$0].starts(with: folded) && isInCountry($0)
            }.map { CityHit(rank: $0, matchedFoldedBytes: 0..<folded.count) }
        )
        if search.wordPrefixes {
            groups.append(
                WordMatchTests.scan(prefix: search.prefix, country: search.country).map {
                    CityHit(rank: $0.rank, matchedFoldedBytes: $0.wordStart..<($0.wordStart + folded.count))
                }
            )
        }
        if search.typos {
            let shown = Set(groups.joined().map(\.rank))
            let typos = TypoScan.matches(prefix: search.prefix).filter {
                isInCountry($0.key) && !shown.contains($0.key)
            }
            for distance in 1...2 {
                groups.append(
                    typos.filter { $0.value.distance == distance }.keys.sorted().map {
                        CityHit(rank: $0, matchedFoldedBytes: 0..<typos[$0]!.byteCount)
                    }
                )
            }
        }
        if search.order == .relevance && search.near == nil {
            let byRank = TestData.shippedCitiesByRank
            groups = groups.map { group in
                group.sorted { (-byRank[$0.rank].population, $0.rank) < (-byRank[$1.rank].population, $1.rank) }
            }
        }
        if let point = search.near {
            groups = groups.map { group in
                group.map { hit in
                    var hit = hit
                    hit.distance = NearestPropertyTests.haversine(point, NearestPropertyTests.citiesByRank[hit.rank])
                    return hit
                }.sorted { ($0.distance!, $0.rank) < ($1.distance!, $1.rank) }
            }
        }
        return Array(groups.joined().dropFirst(search.offset).prefix(search.limit))
    }

    @Test("Typed prefixes with typos, word matches, points, countries, relevance, offsets and limits")
    func agreesWithScans() async {
        await propertyCheck(
            count: 120,
            input: Gen.int(in: 0..<Self.index.count),
            Gen.int(in: 1...10),
            Gen.int(in: 0...15),
            Gen.int(in: 0...63)
        ) { rank, length, offset, options in
            let name = TypoScan.namesByRank[rank]
            var typed = Array(name.prefix(length))
            if options & 1 != 0, typed.count >= 4 {
                typed.swapAt(1, 2)
            }
            let city = NearestPropertyTests.citiesByRank[rank]
            let search = CitySearch(
                prefix: String(String.UnicodeScalarView(typed)),
                country: options & 8 != 0 ? CountryCode(city.country) : nil,
                offset: offset,
                limit: 1 + (rank % 30),
                typos: options & 2 != 0,
                wordPrefixes: options & 4 != 0,
                order: options & 32 != 0 ? .relevance : .name,
                near: options & 16 != 0 ? GeoPoint(latitude: city.latitude + 1, longitude: city.longitude - 2) : nil
            )
            let found = Self.index.page(of: search)
            let expected = Self.scan(search)
            #expect(found.map(\.rank) == expected.map(\.rank), "\(search)")
            #expect(found.map(\.matchedFoldedBytes) == expected.map(\.matchedFoldedBytes), "\(search)")
            #expect(
                zip(found, expected).allSatisfy { abs(($0.distance ?? 0) - ($1.distance ?? 0)) < 0.01 },
                "\(search)"
            )
        }
    }
}
