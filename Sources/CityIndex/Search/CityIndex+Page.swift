import Algorithms

extension CityIndex {
    /// The page of `search`: first the cities whose folded name starts with the folded prefix, in the
    /// contract's order (with `names` `.all`, also those whose alternate names do, in the order of the name that
    /// matched, `allNameHits`, and for a prefix with a comma the qualified matches, `takeQualified`); then, with
    /// `wordPrefixes`, those with a later word that starts with it, in `wordMatches(prefix:country:)` order;
    /// then, with `typos`, when those are fewer than the page reaches, the names that start within distance 1 of
    /// it, then within 2 (`typoMatches(prefix:)`), each in the contract's order. Each city appears once. With
    /// `order` `.relevance`, each group is ordered by importance instead (`mostImportant`,
    /// `mostImportantOfAll`); with `near`, by distance from the point, ties in the group's own order. `offset`
    /// and `limit` count over the groups one after another. With `highlight`, each hit carries the part of its
    /// name (or of its alternate name) that matched.
    public func page(of search: CitySearch) -> [CityHit] {
        let hits = hits(of: search)
        return search.highlight ? highlighting(hits) : hits
    }

    /// The hits of `page(of:)`, without the parts of their names that matched.
    private func hits(of search: CitySearch) -> [CityHit] {
        let qualified = search.names == .all ? qualifiedMatches(of: search.prefix, country: search.country) : nil
        // The whole prefix folded: a prefix with a comma was looked up from its fold packed into a number where it
        // fits (`qualifiedMatches(of:country:)`), and its bytes are made only for the groups after its matches.
        let unqualifiedFold = qualified == nil ? Fold.prefixBytes(search.prefix) : nil
        func foldedPrefix() -> [UInt8] {
            unqualifiedFold ?? Fold.prefixBytes(search.prefix)
        }
        if let unqualifiedFold, let hits = keptAllNamesPage(of: search, folded: unqualifiedFold) {
            return hits
        }
        var page = SearchPage(offset: search.offset, limit: search.limit)

        let prefixLength = qualified?.wholeNames.length ?? foldedPrefix().count
        let ownNameMatches = qualified?.wholeNames.ownNames ?? ranks(startingWith: foldedPrefix())
        // A constant, so that the closures below capture its value rather than a box that holds it.
        let isShownAbove: (@Sendable (Int) -> Bool)?
        if search.names == .all {
            let alternates: AlternateNameMatches?
            if let qualified {
                // No alternate name starts with most whole prefixes that hold a comma (`sa ca`): their matches,
                // which hold references to the names' tables, are made only when one does.
                alternates =
                    qualified.wholeNames.alternateNames.isEmpty
                    ? nil : alternateNameMatches(of: qualified.wholeNames, country: search.country)
                takeQualified(
                    qualified,
                    alternates: alternates,
                    prefixLength: prefixLength,
                    into: &page,
                    search: search
                )
            } else {
                let folded = foldedPrefix()
                let wholeNames = PrefixNames(
                    of: folded,
                    ownNames: ownNameMatches,
                    alternateNames: alternateNames.positions(startingWith: folded)
                )
                let alternateMatches = alternateNameMatches(of: wholeNames, country: search.country)
                takeAllNames(
                    own: matches(among: ownNameMatches, country: search.country),
                    alternates: alternateMatches,
                    prefixLength: prefixLength,
                    into: &page,
                    search: search
                )
                alternates = alternateMatches
            }
            // Only the later groups ask; the closure is a heap object that holds the matches, so it is made for them.
            if !page.isFull && (search.wordPrefixes || search.typos) {
                isShownAbove = { alternates?.position(ofCityAt: $0) != nil || qualified?.contains($0) == true }
            } else {
                isShownAbove = nil
            }
        } else {
            isShownAbove = nil
            let whole = matches(among: ownNameMatches, country: search.country)
            let wholeHit = { (rank: Int) in CityHit(rank: rank, matchedFoldedBytes: 0..<prefixLength) }
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
        }
        guard !page.isFull, search.wordPrefixes || search.typos else { return page.hits }

        let folded = foldedPrefix()
        var words: WordMatches?
        if search.wordPrefixes {
            let matches = wordMatches(folded: folded, country: search.country, isShownAbove: isShownAbove)
            take(matches, prefixByteCount: prefixLength, into: &page, near: search.near, order: search.order)
            words = matches
        }
        guard search.typos, !page.isFull else { return page.hits }

        let typoMatches = typoMatches(folded: folded)
        let isShownElsewhere: ((Int) -> Bool)? =
            if words != nil || isShownAbove != nil {
                { (rank: Int) in words?.wordStart(ofCityAt: rank) != nil || isShownAbove?(rank) == true }
            } else {
                nil
            }
        for distance in 1...2 {
            let group = TypoGroup(
                typoMatches,
                distance: distance,
                in: self,
                country: search.country,
                isShownElsewhere: isShownElsewhere
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

    /// Puts on `page` the part it reaches of the matches of a prefix that holds a comma, as `takeAllNames` orders
    /// each group: first the cities whose own names start with the whole prefix together with those that a cut
    /// matches by name (`qualified`), then those that a cut matches only with a country's alias, then the cities
    /// that `alternates` matches by an alternate name that starts with the whole prefix (of `prefixLength`
    /// bytes), `nil` when no alternate name does. A name holding a comma is an alternate name far more often than a
    /// city's own, and then mostly one in another language (`Sydney, Nova Gales do Sul`): what a person typing on
    /// past the comma of a label means comes first.
    private func takeQualified(
        _ qualified: QualifiedMatches,
        alternates: AlternateNameMatches?,
        prefixLength: Int,
        into page: inout SearchPage,
        search: CitySearch
    ) {
        let byRelevance = search.order == .relevance && search.near == nil
        if byRelevance && qualified.matchesEveryCityByName {
            // `london, `, as soon as the comma is typed: every city the name matches is in the first group, in the
            // order of the name's own search, which finds its first page without looking at their places: kept,
            // for a long run of names without a country (`AllNameRunLeaders`).
            let reach = min(page.reach, count)
            let kept =
                qualified.alternates.country == nil
                ? allNameRunLeaders.hits(
                    startingWith: qualified.prefix.firstCut.name,
                    discount: qualified.alternates.discount,
                    count: reach,
                    in: self
                ) : nil
            let hits =
                kept
                ?? mostImportantOfAll(
                    own: qualified.own,
                    prefixLength: qualified.nameLength,
                    alternates: qualified.alternates,
                    count: reach
                )
            page.take(hits.lazy.map { qualified.wholePrefixHit($0, wholeLength: prefixLength) })
        } else if byRelevance {
            // The groups by qualifier match come from one list of the most important matches, each city's match
            // worked out once.
            let reach = min(page.reach, count)
            var groups: InlineArray<2, [CityHit]> = mostImportantOfAll(
                own: qualified.own,
                prefixLength: qualified.nameLength,
                alternates: qualified.alternates,
                count: reach,
                grouping: { qualified.match($0).map { $0 == .byName ? 0 : 1 } },
                inPlaces: { qualified.placesOfMatches() },
                inLists: { qualified.listedMatches(in: $0, groups: (byName: 0, byAlias: 1), reach: reach, into: &$1) }
            )
            for number in groups.indices {
                // Moved out of the groups, so that the page keeps it without counting it (`take(whole:)`).
                var group: [CityHit] = []
                swap(&group, &groups[number])
                qualified.makeWholePrefixHits(&group, wholeLength: prefixLength)
                page.take(whole: group)
            }
        } else {
            for match in [QualifierMatch.byName, .byAlias] {
                takeAllNames(
                    own: qualified.own,
                    alternates: qualified.alternates,
                    prefixLength: qualified.nameLength,
                    into: &page,
                    search: search,
                    accepting: { qualified.match($0) == match },
                    adjusting: { qualified.wholePrefixHit($0, wholeLength: prefixLength) }
                )
            }
        }
        guard let alternates, !alternates.positions.isEmpty, !page.isFull else { return }
        takeAllNames(
            own: CityMatches(range: 0..<0),
            alternates: alternates,
            prefixLength: prefixLength,
            into: &page,
            search: search,
            accepting: { !qualified.contains($0) }
        )
    }

    /// Puts on `page` the part it reaches of the cities matched by their own names (`own`) or by an alternate
    /// name (`alternates`), each once, only those that `accepting` accepts when given, each hit as `adjusting`
    /// makes it when given: in order of the folded name that matched (`allNameHits`), by importance
    /// (`mostImportantOfAll`), or by distance from the search's point.
    private func takeAllNames(
        own: CityMatches,
        alternates: AlternateNameMatches,
        prefixLength: Int,
        into page: inout SearchPage,
        search: CitySearch,
        accepting accepts: ((Int) -> Bool)? = nil,
        adjusting adjust: ((CityHit) -> CityHit)? = nil
    ) {
        let adjusted = { (hits: [CityHit]) in adjust.map { hits.map($0) } ?? hits }
        if let point = search.near {
            takeAllNames(
                own: own,
                alternates: alternates,
                prefixLength: prefixLength,
                into: &page,
                near: point,
                accepting: accepts,
                adjusting: adjust
            )
        } else if search.order == .relevance {
            // Each city comes once, so no page reaches past the number of cities.
            let reach = min(page.reach, count)
            let hits =
                if let accepts {
                    mostImportantOfAll(
                        own: own,
                        prefixLength: prefixLength,
                        alternates: alternates,
                        count: reach,
                        accepting: accepts
                    )
                } else {
                    mostImportantOfAll(own: own, prefixLength: prefixLength, alternates: alternates, count: reach)
                }
            page.take(adjusted(hits))
        } else {
            page.take(
                allNameHits(own: own, prefixLength: prefixLength, alternates: alternates).lazy.filter {
                    accepts?($0.rank) ?? true
                }.map { adjust?($0) ?? $0 }
            )
        }
    }

    /// Puts on `page` the part it reaches of the cities matched by their own names (`own`) or by an alternate
    /// name (`alternates`), each once, only those that `accepting` accepts when given, each hit as `adjusting`
    /// makes it when given, by distance from `point`.
    private func takeAllNames(
        own: CityMatches,
        alternates: AlternateNameMatches,
        prefixLength: Int,
        into page: inout SearchPage,
        near point: GeoPoint,
        accepting accepts: ((Int) -> Bool)?,
        adjusting adjust: ((CityHit) -> CityHit)?
    ) {
        let isAccepted = { (rank: Int) in accepts?(rank) ?? true }
        let adjusted = { (hit: CityHit) in adjust?(hit) ?? hit }
        let inOrder = allNameHits(own: own, prefixLength: prefixLength, alternates: alternates).lazy.filter {
            isAccepted($0.rank)
        }.map(adjusted)
        let ranks = chain(own, alternates.matchPositions.map { Int(alternateNames.ranks[$0]) }).filter(isAccepted)
        let hit = { (rank: Int) in
            adjusted(
                own.containsRank(rank)
                    ? CityHit(rank: rank, matchedFoldedBytes: 0..<prefixLength)
                    : alternates.hit(at: alternates.position(ofCityAt: rank)!)
            )
        }
        take(
            count: ranks.count,
            into: &page,
            near: point,
            among: ranks,
            contains: { (own.containsRank($0) || alternates.position(ofCityAt: $0) != nil) && isAccepted($0) },
            hit: hit,
            inOrder: { positions in Array(inOrder.dropFirst(positions.lowerBound).prefix(positions.count)) }
        )
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
