extension CityIndex {
    /// The `count` cities nearest to `point` (all of them when fewer), nearest first, ties (equal distances) in
    /// rank order, optionally only those of `country`. Empty when `count` is not positive.
    ///
    /// - Complexity: about O(log *n* + `count`) for all cities; within a country of *m* cities, at most about
    ///   twice O(*m* log `count`), and far less near the country's cities.
    public func nearest(to point: GeoPoint, count: Int, country: CountryCode? = nil) -> [NearbyCity] {
        guard let country else {
            return nearest(to: point, count: count, among: 0..<self.count) { _ in true }
        }
        let ranks = ranks(of: country)
        return nearest(to: point, count: count, among: ranks.lazy.map(Int.init), contains: ranks.containsSorted)
    }

    /// The first `count` of `candidates` (ranks, ascending, no repeats) by distance from `point`, ties in rank
    /// order; `contains(rank)` says whether a rank is a candidate (same set as `candidates`). Empty when `count`
    /// is not positive.
    ///
    /// Inlined, so that the candidates are read by code specialized for their type (a `CityMatches`, say) in the
    /// caller's module, and handed on to `nearest(to:count:candidateCount:contains:forEachCandidate:)`.
    ///
    /// - Complexity: O(*m* log `count`) for *m* candidates at worst; far less for many candidates near `point`.
    @inlinable
    package func nearest(
        to point: GeoPoint,
        count: Int,
        among candidates: some Collection<Int>,
        contains: (Int) -> Bool
    ) -> [NearbyCity] {
        nearest(to: point, count: count, candidateCount: candidates.count, contains: contains) { measure in
            for rank in candidates {
                measure(rank)
            }
        }
    }

    /// The first `count` of `candidateCount` candidates by distance from `point`, ties in rank order:
    /// `forEachCandidate(measure)` calls `measure` with each candidate's rank, ascending; `contains(rank)` says
    /// whether a rank is a candidate.
    ///
    /// Measures every candidate when that is cheaper than a walk of the k-d tree is likely to be; otherwise walks
    /// the tree nearest first, skipping the ranks `contains` rejects, and falls back to measuring every candidate
    /// when the walk meets too many cities that are not candidates (as it does when they all lie far away).
    ///
    /// - Complexity: O(*m* log `count`) for *m* candidates at worst.
    @usableFromInline
    func nearest(
        to point: GeoPoint,
        count: Int,
        candidateCount: Int,
        contains: (Int) -> Bool,
        forEachCandidate: ((Int) -> Void) -> Void
    ) -> [NearbyCity] {
        guard count > 0, candidateCount > 0 else { return [] }
        let target = UnitVector(point)
        let spatialIndex = spatialIndex.value
        if count < candidateCount, candidateCount * candidateCount > Self.scanFactor * count * self.count,
            let found = spatialIndex.nearest(
                to: target,
                count: count,
                budget: candidateCount / Self.budgetDivisor,
                where: contains
            )
        {
            return found
        }
        return spatialIndex.nearest(to: target, count: min(count, candidateCount), measuring: forEachCandidate)
    }

    /// The great-circle distance in metres from `point` to the city at `rank`.
    package func distance(from point: GeoPoint, toCityAt rank: Int) -> Double {
        UnitVector.metres(squaredChord: spatialIndex.value.points[rank].squaredChord(to: UnitVector(point)))
    }

    /// Measuring every one of *m* candidates costs about *m* × 2.5 ns; a walk of the tree meets about
    /// *k* × *n* / *m* cities for the nearest *k*, each some 30 to 70 ns (a cache miss and a `contains`), so
    /// candidates are measured one by one while *m*² ≤ `scanFactor` × *k* × *n* (as measured on the shipped data).
    static let scanFactor = 50

    /// A walk of the tree gives up after meeting *m* / `budgetDivisor` cities, which costs about as much as
    /// measuring all *m* candidates, so that a walk towards candidates that all lie far away costs at most about
    /// twice what measuring them would have.
    static let budgetDivisor = 32
}
