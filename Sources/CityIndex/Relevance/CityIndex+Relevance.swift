extension CityIndex {
    /// The ranks of the `count` most important of `matches` (`sort=relevance`'s order: the more populous first,
    /// ties in the contract's order), most important first; all of them when there are fewer.
    ///
    /// - Complexity: O(*k* log *k*) for *k* = `count`, however many the matches.
    func mostImportant(of matches: CityMatches, count: Int) -> [Int] {
        switch matches.positions {
        case .range(let ranks):
            return importance.leastPositions(in: ranks, count: count)
        case .list(let ranks):
            return countryImportance.value.leastPositions(in: ranks.indices, count: count).map {
                Int(countryRanks[$0])
            }
        }
    }

    /// The `count` most important of `ranks`, most important first; all of them when there are fewer.
    ///
    /// - Complexity: O(*m* + *k* log *m*) for *m* ranks and *k* = `count`.
    func mostImportant(among ranks: some Sequence<Int>, count: Int) -> [Int] {
        var byImportance = MinimumHeap(heapifying: ranks.map { UInt64(importance.values[$0]) << 32 | UInt64($0) })
        var found: [Int] = []
        while found.count < count, let next = byImportance.popMinimum() {
            found.append(Int(truncatingIfNeeded: next & 0xFFFF_FFFF))
        }
        return found
    }
}
