extension CityIndex {
    /// The ranks of the page of `matches` by relevance (`sort=relevance`'s order) that skips the first `offset`
    /// and shows at most `limit`: `page(of:)`'s ranks for a search without options, found without its hits.
    public func ranksByRelevance(of matches: CityMatches, offset: Int, limit: Int) -> ArraySlice<Int> {
        let window = matches.page(offset: offset, limit: limit)
        return mostImportant(of: matches, count: window.upperBound)[window]
    }

    /// The ranks of the `count` most important of `matches` (`sort=relevance`'s order: the more populous first,
    /// ties in the contract's order), most important first; all of them when there are fewer.
    ///
    /// - Complexity: O(*k*) for *k* = `count` up to `PrefixRunLeaders.leaderCount` when the matches are a run that
    ///   it keeps; O(*k* log *k*) otherwise, however many the matches.
    func mostImportant(of matches: CityMatches, count: Int) -> [Int] {
        switch matches.positions {
        case .range(let ranks):
            if count <= PrefixRunLeaders.leaderCount, let leaders = prefixRunLeaders.value.leaders(of: ranks) {
                return leaders.prefix(count).map(Int.init)
            }
            return importance.value.leastPositions(in: ranks, count: count)
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
        let importance = importance.value
        var keys = ranks.map(importance.key(at:))
        return keys.withUnsafeMutableBufferPointer { keys in
            var byImportance = MinimumHeap(heapifying: keys)
            var found: [Int] = []
            while found.count < count, let next = byImportance.popLeast() {
                found.append(RangeMinimum.position(ofKey: next))
            }
            return found
        }
    }
}
