import ByteUtilities

extension CityIndex {
    /// How many times an alternate-name match's population counts less than an own-name match's in
    /// `sort=relevance`'s order with `names=all`, for a folded prefix of `characterCount` characters: a city
    /// matched only by an alternate name ranks as if it had a thirtieth of its people while the prefix is
    /// shorter than six characters, and a tenth from then on. A short prefix starts one of the names of a
    /// megacity in some language far more often than a long one does; docs/performance.md ("Every name a city
    /// goes by") says how the numbers were chosen.
    package static func alternateNameDiscount(characterCount: Int) -> UInt64 {
        characterCount < longPrefixCharacterCount ? 30 : 10
    }

    /// How many characters make a prefix long for `alternateNameDiscount(characterCount:)`.
    private static let longPrefixCharacterCount = 6

    /// The discount (`alternateNameDiscount(characterCount:)`) of the folded `prefix`, by its characters: counted
    /// only when it has as many bytes as a long prefix's characters, since a character folds to one byte at least
    /// (counted through a filter of its bytes, a short prefix's took some 150 instructions of each qualified search).
    static func alternateNameDiscount(folded prefix: some Collection<UInt8>) -> UInt64 {
        let byteCount = prefix.count
        return alternateNameDiscount(
            characterCount: byteCount < longPrefixCharacterCount
                ? byteCount : prefix.lazy.filter { $0 & 0xC0 != 0x80 }.count
        )
    }

    /// The cities that the prefix of `names` matches by an alternate name but not by their own name, optionally
    /// only those of `country`.
    func alternateNameMatches(of names: PrefixNames, country: CountryCode?) -> AlternateNameMatches {
        alternateNameMatches(
            positions: names.ownNames.count == count ? 0..<0 : names.alternateNames,
            prefixLength: names.length,
            ownNameMatches: names.ownNames,
            discount: names.discount,
            country: country
        )
    }

    /// The cities that a folded prefix of `prefixLength` bytes, whose alternate names are at `positions`, matches
    /// by an alternate name but not by their own name (`ownNameMatches`), with `discount`.
    func alternateNameMatches(
        positions: Range<Int>,
        prefixLength: Int,
        ownNameMatches: Range<Int>,
        discount: UInt64,
        country: CountryCode? = nil
    ) -> AlternateNameMatches {
        AlternateNameMatches(
            ranks: alternateNames.ranks,
            byCity: alternateNames.byCity,
            discount: discount,
            positions: positions,
            prefixLength: prefixLength,
            ownNameMatches: ownNameMatches,
            country: country,
            countrySlots: countrySlots
        )
    }

    /// Builds now the tables that every `names=all` search needs and that the index's build leaves to first use
    /// (`AlternateNames.byCity`) and the cities by the starts of their places (`citiesByPlaceStart`), so that the
    /// index is served sooner: called once it is served, so that no search waits for them. Each place's cities and
    /// alternate names (`placeMembers`) are left to the first search that needs them: one with a comma whose page
    /// reaches past `mostHitsByList` or whose lists are long against its matches (`мо, r`).
    package func buildDeferredTables() {
        _ = alternateNames.byCity
        _ = citiesByPlaceStart.value
    }

    /// The long runs of names and the first pages by relevance with `names=all` of those asked for so far
    /// (`AllNameRunLeaders`), built by the first search that asks.
    var allNameRunLeaders: AllNameRunLeaders {
        allNamePages.value { AllNameRunLeaders(index: self) }
    }

    /// The hits of the cities matched by their own names (`own`, whose names start with a prefix of
    /// `prefixLength` bytes) or by an alternate name (`alternates`), each once, in order of the folded name
    /// that matched, an own name before an alternate name that folds alike, then in the contract's order.
    func allNameHits(
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches
    ) -> some Sequence<CityHit> {
        var ownIndex = own.startIndex
        var alternatePositions = alternates.matchPositions.makeIterator()
        var nextAlternate = alternatePositions.next()
        return sequence(state: ()) { _ -> CityHit? in
            let nextOwn = ownIndex < own.endIndex ? own[ownIndex] : nil
            switch (nextOwn, nextAlternate) {
            case (nil, nil):
                return nil
            case (let rank?, let position?) where !isOrdered(alternateAt: position, beforeOwnAt: rank):
                ownIndex += 1
                return CityHit(rank: rank, matchedFoldedBytes: 0..<prefixLength)
            case (let rank?, nil):
                ownIndex += 1
                return CityHit(rank: rank, matchedFoldedBytes: 0..<prefixLength)
            case (_, let position?):
                nextAlternate = alternatePositions.next()
                return alternates.hit(at: position)
            }
        }
    }

    /// The hits of the `count` most important of the cities matched by their own names (`own`) or by an
    /// alternate name (`alternates`), most important first: an own-name match by its population, an
    /// alternate-name match by its population divided by `alternates`' discount (`alternateNameDiscount`), ties in
    /// the contract's order.
    ///
    /// With a country, the matches are looked for in the lists of its cities by the first byte of their names
    /// (`CitiesByPlaceStart.matches(ofNamesStartingWith:country:)`), when those are short enough, however few the
    /// matches: most of the alternate names a short prefix starts are of other countries' cities, which the order
    /// of importance of all the alternate names would go through, and all of them where the country has fewer than
    /// the page (`ay` in Armenia; docs/performance.md, "Few matches of a country").
    ///
    /// - Complexity: O(*k* log *k*) for *k* = `count`, plus a step for each alternate name passed over that
    ///   belongs to a city already matched.
    func mostImportantOfAll(
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int
    ) -> [CityHit] {
        // The prefix's first two bytes (one, for a prefix of one), from the sort key of a name it starts.
        if let country = alternates.country, count > 0,
            let nameKey = own.rankBounds.first.map({ sortKeys[$0] })
                ?? alternates.positions.first.map({ alternateNames.sortKeys[$0] }),
            let groups: InlineArray<1, [CityHit]> = mostImportantOfAll(
                own: own,
                prefixLength: prefixLength,
                alternates: alternates,
                count: count,
                grouping: { _ in 0 },
                leastMatches: 1,
                inLists: { lists, room in
                    let name = (0..<min(prefixLength, 2)).map {
                        UInt8(truncatingIfNeeded: BigEndianBytes.bytes(of: nameKey, fromByte: $0, count: 1))
                    }
                    return lists.valueUnlessBeingBuilt?.matches(
                        ofNamesStartingWith: name,
                        country: country,
                        into: &room
                    )
                }
            )
        {
            return groups[0]
        }
        let ownRanks = mostImportant(of: own, count: count)
        let alternatePositions = mostImportantAlternates(alternates, count: count)
        var hits: [CityHit] = []
        hits.reserveCapacity(min(count, ownRanks.count + alternatePositions.count))
        var ownIndex = 0
        var alternateIndex = 0
        while hits.count < count && (ownIndex < ownRanks.count || alternateIndex < alternatePositions.count) {
            let takesOwn =
                alternateIndex == alternatePositions.count
                || (ownIndex < ownRanks.count
                    && relevanceKey(ofRank: ownRanks[ownIndex], isOwnName: true, discount: alternates.discount)
                        < relevanceKey(
                            ofRank: Int(alternateNames.ranks[alternatePositions[alternateIndex]]),
                            isOwnName: false,
                            discount: alternates.discount
                        ))
            if takesOwn {
                hits.append(CityHit(rank: ownRanks[ownIndex], matchedFoldedBytes: 0..<prefixLength))
                ownIndex += 1
            } else {
                hits.append(alternates.hit(at: alternatePositions[alternateIndex]))
                alternateIndex += 1
            }
        }
        return hits
    }

    /// How many of the most important cities of each long run of alternate names `alternateRunLeaders` keeps:
    /// enough that the first page is found among them after the cities the prefix matches by their own names
    /// (such as London, whose many other names start with `lon`) are passed over.
    static let alternateLeaderCount = 32

    /// The positions of the names that the `count` most important of `alternates` are matched by, most
    /// important first: from `alternateRunLeaders` when it keeps the run and it holds them, else from the
    /// range-minimum table.
    private func mostImportantAlternates(_ alternates: AlternateNameMatches, count: Int) -> [Int] {
        guard !alternates.positions.isEmpty else { return [] }
        if alternates.country == nil, let leaders = alternateRunLeaders.value.leaders(of: alternates.positions) {
            let found = Array(leaders.lazy.map(Int.init).filter(alternates.isMatch(at:)).prefix(count))
            if found.count == count || leaders.count < Self.alternateLeaderCount {
                return found
            }
        }
        let importance = alternateImportance.value
        return Self.firstAccepted(count: count, accepting: alternates.isMatch(at:)) { asked in
            importance.leastPositions(in: alternates.positions, count: asked)
        }
    }

    /// The first `count` of the elements that `accepts` accepts among the first of a list: `first(asked)` gives
    /// the list's first `asked` elements (all of them when it has fewer), and is asked for `count` first, then for
    /// four times as many each round, until enough are accepted or the list has no more.
    static func firstAccepted<Element>(
        count: Int,
        accepting accepts: (Element) -> Bool,
        from first: (Int) -> [Element]
    ) -> [Element] {
        guard count > 0 else { return [] }
        var asked = count
        while true {
            let candidates = first(asked)
            let accepted = candidates.filter(accepts)
            if candidates.count < asked || accepted.count >= count {
                return Array(accepted.prefix(count))
            }
            asked *= 4
        }
    }

    /// Asks the processor for the population of the city at `rank`, ahead of its key of relevance.
    @inline(__always) func prefetchPopulation(ofRank rank: Int) {
        populations.prefetchElement(at: rank)
    }

    /// What orders a city matched by its own name (`isOwnName`) or by an alternate name in `sort=relevance`'s
    /// order with `names=all`: the lesser key first.
    func relevanceKey(ofRank rank: Int, isOwnName: Bool, discount: UInt64) -> RelevanceKey {
        RelevanceKey(population: UInt64(populations[rank]) * (isOwnName ? discount : 1), rank: rank)
    }

    /// The hits of the `count` most important of the cities that `accepts` accepts among those matched by their
    /// own names (`own`) or by an alternate name (`alternates`), in `mostImportantOfAll`'s order
    /// (`mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` with one group).
    func mostImportantOfAll(
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        accepting accepts: (Int) -> Bool
    ) -> [CityHit] {
        let groups: InlineArray<1, [CityHit]> = mostImportantOfAll(
            own: own,
            prefixLength: prefixLength,
            alternates: alternates,
            count: count
        ) { accepts($0) ? 0 : nil }
        return groups[0]
    }

    /// Whether the alternate name at `position` comes before the own name of the city at `rank` in the order of
    /// folded names, a city's own name before another's alternate name that folds alike (`london, g` shows
    /// London before the City of London, which GeoNames also calls London).
    private func isOrdered(alternateAt position: Int, beforeOwnAt rank: Int) -> Bool {
        alternateNames.foldedNames.table[position].lexicographicallyPrecedes(foldedNames.table[rank])
    }
}

/// A city's place in `sort=relevance`'s order with `names=all`: the more people first (an alternate-name match's
/// population discounted, by scaling an own-name match's up), ties in the contract's order.
struct RelevanceKey: Comparable {
    /// The population, times the discount for a match by the city's own name.
    var population: UInt64
    var rank: Int

    static func < (left: RelevanceKey, right: RelevanceKey) -> Bool {
        left.population != right.population ? left.population > right.population : left.rank < right.rank
    }
}

extension RelevanceKey {
    /// The bits of a packed key (`packed`) that hold the rank.
    private static let rankBits: UInt64 = 24
    /// The largest population, times a discount, that a packed key holds: a population of 32 bits times a
    /// discount (`CityIndex.alternateNameDiscount(characterCount:)`) below 256.
    private static let largestPackedPopulation: UInt64 = 1 << (64 - rankBits) - 1

    /// The key as one number in the same order, least first, for a rank below 2^24 (that of a city of
    /// `CitiesByPlaceStart`, which holds no more).
    var packed: UInt64 {
        assert(rank < 1 << Self.rankBits && population <= Self.largestPackedPopulation, "a packed key holds it")
        return (Self.largestPackedPopulation - population) << Self.rankBits | UInt64(rank)
    }

    /// The key packed as `packed`.
    init(packed: UInt64) {
        population = Self.largestPackedPopulation - packed >> Self.rankBits
        rank = Int(packed & (1 << Self.rankBits - 1))
    }
}
