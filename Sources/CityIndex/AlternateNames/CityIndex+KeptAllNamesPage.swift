extension CityIndex {
    /// The hits of `search`, whose prefix folds to `folded` and has no qualifier (`QualifiedPrefix`), when they
    /// are the first page of a long run of names that `allNameRunLeaders` keeps: for `names=all` by relevance,
    /// without a country or a point, a page that reaches no further than the kept page, and a prefix of one to
    /// eight bytes whose names are a long run. `nil` otherwise, and when the page falls short of its limit and a
    /// word or typo group would fill it.
    ///
    /// - Complexity: O(1) once the run's page is kept: no bisection of the names, whose cache misses are most of a
    ///   short prefix's search. The first search of a run works its page out (`AllNameRunLeaders`).
    func keptAllNamesPage(of search: CitySearch, folded: [UInt8]) -> [CityHit]? {
        guard search.names == .all, search.order == .relevance, search.near == nil, search.country == nil,
            search.offset < PrefixRunLeaders.leaderCount, search.limit <= PrefixRunLeaders.leaderCount - search.offset,
            let hits = allNameRunLeaders.hits(
                startingWith: folded,
                discount: Self.alternateNameDiscount(folded: folded),
                count: search.offset + search.limit,
                in: self
            )
        else {
            return nil
        }
        var page = SearchPage(offset: search.offset, limit: search.limit)
        page.take(hits)
        return page.isFull || !(search.wordPrefixes || search.typos) ? page.hits : nil
    }
}
