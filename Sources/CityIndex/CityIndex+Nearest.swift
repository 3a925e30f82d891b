import Algorithms

extension CityIndex {
    /// The `count` cities nearest to `point` (all of them when fewer), nearest first, ties (equal distances) in
    /// rank order, optionally only those of `country`. Empty when `count` is not positive.
    ///
    /// - Complexity: about O(log *n* + `count`) for all cities; within a country, the lesser of that (stretched
    ///   by the country's share of the cities near `point`) and O(*m* log `count`) for its *m* cities.
    public func nearest(to point: GeoPoint, count: Int, country: CountryCode? = nil) -> [NearbyCity] {
        guard let country else {
            return nearest(to: point, count: count, among: 0..<self.count) { _ in true }
        }
        let ranks = countryRanks[Int(countryStarts[country.slot])..<Int(countryStarts[country.slot + 1])]
        return nearest(to: point, count: count, among: ranks.lazy.map(Int.init)) { rank in
            let position = ranks.partitioningIndex { $0 >= rank }
            return position < ranks.endIndex && ranks[position] == rank
        }
    }

    /// The first `count` of `candidates` (ranks, ascending, no repeats) by distance from `point`, ties in rank
    /// order; `contains(rank)` says whether a rank is a candidate (same set as `candidates`). Empty when `count`
    /// is not positive.
    ///
    /// Measures every candidate when they are few; otherwise walks the k-d tree nearest first, skipping the
    /// ranks `contains` rejects, and falls back to measuring every candidate if the walk meets more cities than
    /// there are candidates (as it does when they all lie far from `point`).
    ///
    /// - Complexity: O(*m* log `count`) for *m* candidates at worst.
    package func nearest(
        to point: GeoPoint,
        count: Int,
        among candidates: some Collection<Int>,
        contains: (Int) -> Bool
    ) -> [NearbyCity] {
        guard count > 0, !candidates.isEmpty else { return [] }
        let target = UnitVector(point)
        if candidates.count > Self.fewCandidates, count < candidates.count,
            let found = spatialIndex.nearest(to: target, count: count, budget: candidates.count, where: contains)
        {
            return found
        }
        return spatialIndex.nearest(to: target, count: count, among: candidates)
    }

    /// The great-circle distance in metres from `point` to the city at `rank`.
    public func distance(from point: GeoPoint, toCityAt rank: Int) -> Double {
        UnitVector.metres(squaredChord: spatialIndex.points[rank].squaredChord(to: UnitVector(point)))
    }

    /// Up to this many candidates are measured one by one rather than looked for in the tree.
    static let fewCandidates = 2000
}
