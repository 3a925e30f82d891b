extension CityIndex {
    /// The page of `search`: first the cities whose folded name starts with the folded prefix, in the
    /// contract's order; then, with `wordPrefixes`, those with a later word that starts with it, in
    /// `wordMatches(prefix:country:)` order; then, with `typos`, when those are fewer than the page reaches, the
    /// names that start within distance 1 of it, then within 2 (`typoMatches(prefix:)`), each in the contract's
    /// order. Each city appears once. With `order` `.relevance`, each group is ordered by importance instead
    /// (`mostImportant`); with `near`, by distance from the point, ties in the group's own order. `offset` and `limit` count over the groups one after another. With
    /// `highlight`, each hit carries the part of its name that matched.
    public func page(of search: CitySearch) -> [CityHit] {
        let hits = hits(of: search)
        return search.highlight ? highlighting(hits) : hits
    }

    /// The hits of `page(of:)`, without the parts of their names that matched.
    private func hits(of search: CitySearch) -> [CityHit] {
        let folded = Fold.prefixBytes(search.prefix)
        var page = SearchPage(offset: search.offset, limit: search.limit)

        let whole = matches(among: ranks(startingWith: folded), country: search.country)
        let wholeHit = { (rank: Int) in CityHit(rank: rank, matchedFoldedBytes: 0..<folded.count) }
        take(
            count: whole.count,
            into: &page,
            near: search.near,
            among: whole,
            contains: whole.containsRank,
            hit: wholeHit,
            inOrder: { positions in positions.map { wholeHit(whole[$0]) } },
            mostImportant: search.order == .relevance ? { mostImportant(of: whole, count: $0) } : nil
        )
        guard !page.isFull else { return page.hits }

        var words: WordMatches?
        if search.wordPrefixes {
            let matches = wordMatches(folded: folded, country: search.country)
            take(matches, prefixByteCount: folded.count, into: &page, near: search.near, order: search.order)
            words = matches
        }
        guard search.typos, !page.isFull else { return page.hits }

        let typoMatches = typoMatches(folded: folded)
        let isShownAsWordMatch = words.map { words in { (rank: Int) in words.wordStart(ofCityAt: rank) != nil } }
        for distance in 1...2 {
            let group = TypoGroup(
                typoMatches,
                distance: distance,
                in: self,
                country: search.country,
                isShownElsewhere: isShownAsWordMatch
            )
            take(
                count: group.count,
                into: &page,
                near: search.near,
                among: group.ranks,
                contains: group.contains(rank:),
                hit: group.hit(rank:),
                inOrder: group.hits,
                mostImportant: search.order == .relevance ? { mostImportant(among: group.ranks, count: $0) } : nil
            )
        }
        return page.hits
    }

    /// Puts on `page` the part it reaches of a group of `count` matches: in the group's order (`inOrder` gives
    /// the hits at positions of it), by importance when `mostImportant` is given, or by distance from `point`
    /// when there is one.
    ///
    /// - Parameters:
    ///   - candidates: the group's ranks, for ordering by distance.
    ///   - contains: whether a rank is in the group.
    ///   - hit: the hit of a rank in the group, without a distance.
    ///   - mostImportant: the ranks of the group's first *k* cities by importance, for a *k*.
    private func take(
        count: Int,
        into page: inout SearchPage,
        near point: GeoPoint?,
        among candidates: some Collection<Int>,
        contains: (Int) -> Bool,
        hit: (Int) -> CityHit,
        inOrder: (Range<Int>) -> [CityHit],
        mostImportant: ((Int) -> [Int])? = nil
    ) {
        page.take(count: count) { positions in
            guard let point else {
                guard let mostImportant else { return inOrder(positions) }
                return mostImportant(positions.upperBound)[positions].map(hit)
            }
            return nearest(to: point, count: positions.upperBound, among: candidates, contains: contains)
                .dropFirst(positions.lowerBound)
                .map { nearby in
                    var hit = hit(nearby.rank)
                    hit.distance = nearby.distance
                    return hit
                }
        }
    }

    /// Puts on `page` the part it reaches of the word matches, whose prefix folds to `prefixByteCount` bytes.
    private func take(
        _ words: WordMatches,
        prefixByteCount: Int,
        into page: inout SearchPage,
        near point: GeoPoint?,
        order: CityOrder
    ) {
        let wordHit = { (match: WordMatch) in
            CityHit(rank: match.rank, matchedFoldedBytes: match.wordStart..<(match.wordStart + prefixByteCount))
        }
        guard point != nil || order == .relevance else {
            page.take(words.lazy.map(wordHit))
            return
        }
        let all = Array(words)
        let ranks = all.map(\.rank).sorted()
        take(
            count: all.count,
            into: &page,
            near: point,
            among: ranks,
            contains: { words.wordStart(ofCityAt: $0) != nil },
            hit: { wordHit(WordMatch(rank: $0, wordStart: words.wordStart(ofCityAt: $0)!)) },
            inOrder: { positions in all[positions].map(wordHit) },
            mostImportant: order == .relevance ? { mostImportant(among: ranks, count: $0) } : nil
        )
    }
}
