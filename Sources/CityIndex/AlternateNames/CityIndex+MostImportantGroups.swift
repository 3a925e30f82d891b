import Algorithms

extension CityIndex {
    /// How many matches `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` needs before
    /// it looks in the lists of the qualifier's or the country's cities (`CitiesByPlaceStart`): fewer are gone through
    /// as soon.
    static let leastMatchesByList = 256

    /// How many hits of a group, at most,
    /// `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` keeps from lists: each city
    /// found there is put among those kept, in a time that grows with them.
    static let mostHitsByList = 64

    /// How many entries of the lists, at most, each match may stand for, for
    /// `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` to go through them to the
    /// end if need be: an entry gone through costs a fraction of a match, when no list stops early.
    static let listEntriesPerMatch = 4

    /// How much of the lists each match allows
    /// `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` to go through when they
    /// are longer (`listEntriesPerMatch`), in entries (`alternateNameLookupCost`): most searches find their page in
    /// the first few of a long list (`ag, k`: a name that few of the byte's cities start, most of them where
    /// their places start with the qualifier), and one that does not then goes through the matches, having spent
    /// no more than a few times what that costs.
    static let listWorkPerMatch = 8

    /// How many entries of the lists a city looked up among the matches by its alternate names counts as, for
    /// `listWorkPerMatch`: a bisection of its names, out of the caches more often than not.
    static let alternateNameLookupCost = 8

    /// How many matches allow `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` a step
    /// most important first: a step costs several times as much as a match passed over in no order, so a search
    /// that then finds them another way does not take much longer than by doing so straight away.
    static let matchesPerStepByImportance = 16

    /// How many steps most important first, for each city of the page, the matches must allow for
    /// `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` to try them.
    static let leastStepsByImportance = 4

    /// How many matches `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` needs before
    /// it tries them most important first: fewer are gone through in no order as soon, the tables' steps being out of
    /// the caches more often than not.
    static let leastMatchesByImportance = 2048

    /// How many matches `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` needs before
    /// it looks in the places of a qualifier's matches: going through fewer costs less than finding the places.
    static let leastMatchesByPlace = 2048

    /// How many matches, at least, each place of a qualifier's matches must stand for, for
    /// `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` to look in them rather than
    /// go through all the matches: a place costs two binary searches of its members.
    static let matchesPerPlace = 2

    /// The hits of the cities matched by their own names (`own`) or by an alternate name (`alternates`) that
    /// `group` puts in one of `groupCount` groups (given a city's rank, a group's number, or `nil` to leave it
    /// out), up to `count` of each group, each in `mostImportantOfAll`'s order: what a page of `count` that shows
    /// the groups one after another needs.
    ///
    /// Among many matches of a qualified prefix (`s, e`, `k, le`: `leastMatchesByList`), for a page of few
    /// (`mostHitsByList`), when `listedMatches` gives the lists of the qualifier's cities that hold them
    /// (`QualifiedMatches.listedMatches(in:groups:reach:)`), they are looked for in those lists, merged in the order of
    /// relevance, until no city of them can come on the page
    /// (`mostImportantOfAll(listed:own:prefixLength:alternates:count:budget:grouping:)`), or, in lists longer than a
    /// few entries for each match (`listEntriesPerMatch`), until that has cost more than going through the matches
    /// (`listWorkPerMatch`). Else
    /// they are first looked for most important first (`mostImportantOfAllByImportance`), in at most a step for every
    /// `matchesPerStepByImportance` matches. When that is not tried or does not fill the first group, because `group`
    /// passes few of them (`k, le`), and `placesOfMatches` gives the places that hold all the matches `group` may pass
    /// (`QualifiedMatches.placesOfMatches`), with the ranks of those outside them, and those are few enough
    /// (`matchesPerPlace`), the matches are those places' members (`PlaceMembers`). Otherwise every match is gone
    /// through. Either way each is gone through once, in no order, and each group keeps its first `count` by
    /// importance. A step of the tables costs tens of nanoseconds, a match passed over five to ten
    /// (docs/performance.md, "Qualified prefixes of shared names within the budget" and "Qualified prefixes of short
    /// names"). Each city is put in a group once, however many groups there are. The groups are kept inline: a search
    /// allocates no list of them.
    ///
    /// - Complexity: O(*m* log *k*) for *m* matches and *k* = `count`, with a step for each alternate name
    ///   passed over that belongs to a city already matched; O(*s* log *s*) for *s* steps when the first
    ///   group fills most important first; O(*e* + *c* (log *a* + *k*)) from lists, for *e* entries gone through
    ///   and *c* of them that may come on the page, of *a* alternate names at most.
    func mostImportantOfAll<let groupCount: Int>(
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        grouping group: (Int) -> Int?,
        inPlaces placesOfMatches: () -> (places: [Int], ownRanksElsewhere: [Int])? = { nil },
        inLists listedMatches: CitiesByPlaceStart.MatchesLookup = { _, _ in nil }
    ) -> InlineArray<groupCount, [CityHit]> {
        guard count > 0 else { return InlineArray(repeating: []) }
        let matchCount = own.count + alternates.positions.count
        if let groups: InlineArray<groupCount, [CityHit]> = mostImportantOfAll(
            own: own,
            prefixLength: prefixLength,
            alternates: alternates,
            count: count,
            grouping: group,
            inLists: listedMatches
        ) {
            return groups
        }
        let budget = matchCount / Self.matchesPerStepByImportance
        if matchCount >= Self.leastMatchesByImportance, budget >= Self.leastStepsByImportance * count,
            let groups: InlineArray<groupCount, [CityHit]> = mostImportantOfAllByImportance(
                own: own,
                prefixLength: prefixLength,
                alternates: alternates,
                count: count,
                grouping: group,
                budget: budget
            )
        {
            return groups
        }
        if matchCount >= Self.leastMatchesByPlace, let (places, ownRanksElsewhere) = placesOfMatches(),
            places.count * Self.matchesPerPlace <= matchCount
        {
            let members = placeMembers.value
            let ownBounds = own.rankBounds
            let ownRanks = places.lazy.flatMap { (place: Int) -> ArraySlice<Int32> in
                members.ranks(ofPlace: place, in: ownBounds)
            }
            let alternatePositions = places.lazy.flatMap { (place: Int) -> ArraySlice<Int32> in
                members.alternatePositions(ofPlace: place, in: alternates.positions)
            }
            return mostImportantOfAll(
                ownRanks: chain(ownRanksElsewhere, ownRanks.map(Int.init)),
                alternatePositions: alternatePositions.map(Int.init),
                prefixLength: prefixLength,
                alternates: alternates,
                count: count,
                grouping: group
            )
        }
        return mostImportantOfAll(
            ownRanks: own,
            alternatePositions: alternates.positions,
            prefixLength: prefixLength,
            alternates: alternates,
            count: count,
            grouping: group
        )
    }

    /// The groups of `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` from the lists
    /// that `listedMatches` gives, merged
    /// (`mostImportantOfAll(listed:own:prefixLength:alternates:count:budget:grouping:)`);
    /// `nil` when the matches are fewer than `leastMatches`, the page holds more than `mostHitsByList`, the lists are
    /// not given, or they hold more than `listEntriesPerMatch` entries for each match and the page takes more than
    /// `listWorkPerMatch` of them for each. A caller whose other way costs more than the lists for few matches too
    /// passes a smaller `leastMatches`.
    func mostImportantOfAll<let groupCount: Int>(
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        grouping group: (Int) -> Int?,
        leastMatches: Int = leastMatchesByList,
        inLists listedMatches: CitiesByPlaceStart.MatchesLookup
    ) -> InlineArray<groupCount, [CityHit]>? {
        let matchCount = own.count + alternates.positions.count
        guard matchCount >= leastMatches, count <= Self.mostHitsByList else { return nil }
        // The lists lie on the stack while they are merged (`CitiesByPlaceStart.ListRoom`).
        return withUnsafeTemporaryAllocation(
            of: CitiesByPlaceStart.Matches.Listed.self,
            capacity: CitiesByPlaceStart.reservedLists
        ) { storage in
            var room = CitiesByPlaceStart.ListRoom(storage)
            guard let listed = listedMatches(citiesByPlaceStart, &room) else { return nil }
            let isShort = listed.entryCount <= matchCount * Self.listEntriesPerMatch
            return mostImportantOfAll(
                listed: listed,
                own: own,
                prefixLength: prefixLength,
                alternates: alternates,
                count: count,
                budget: isShort ? nil : matchCount * Self.listWorkPerMatch,
                grouping: group
            )
        }
    }

    /// The groups of `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` when its
    /// matches are those of `ownRanks` and the cities matched only by an alternate name at one of `alternatePositions`,
    /// which it goes through once, in no order. The alternate names are told from the others here
    /// (`AlternateNameMatches.isMatch(at:)`), not by a lazy filter passed in: its closure, called for each of them,
    /// cost a fifth of a search of hundreds of matches.
    private func mostImportantOfAll<let groupCount: Int>(
        ownRanks: some Sequence<Int>,
        alternatePositions: some Sequence<Int>,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        grouping group: (Int) -> Int?
    ) -> InlineArray<groupCount, [CityHit]> {
        // Each match by its key and the position of the alternate name that matched it (-1 for its own name):
        // small to sort, and made a hit only when it is kept.
        var keyed = InlineArray<groupCount, [(key: RelevanceKey, alternateName: Int32)]>(repeating: [])
        for rank in ownRanks {
            guard let number = group(rank) else { continue }
            keyed[number].append((relevanceKey(ofRank: rank, isOwnName: true, discount: alternates.discount), -1))
        }
        for position in alternatePositions where alternates.isMatch(at: position) {
            let rank = Int(alternates.ranks[position])
            guard let number = group(rank) else { continue }
            keyed[number].append(
                (relevanceKey(ofRank: rank, isOwnName: false, discount: alternates.discount), Int32(position))
            )
        }
        var groups = InlineArray<groupCount, [CityHit]>(repeating: [])
        for number in groups.indices {
            groups[number] = keyed[number].min(count: count) { $0.key < $1.key }.map { match in
                match.alternateName < 0
                    ? CityHit(rank: match.key.rank, matchedFoldedBytes: 0..<prefixLength)
                    : alternates.hit(at: Int(match.alternateName))
            }
        }
        return groups
    }

    /// The groups of `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)`, found by going
    /// through the matches most important first, from the range-minimum tables, until the first group holds `count`; or
    /// `nil` when that takes more than `budget` steps, a step for each match or alternate name taken from the tables.
    ///
    /// A page that fills its first group shows no later group, so those are cut short there. From the 64th step
    /// on, each time the steps double, the search gives up when the first group has filled too slowly to fill
    /// within the budget at that rate: a filter that passes few of the matches (`k, le`) wastes little of it.
    ///
    /// - Complexity: O(*s* log *s*) for *s* steps, at most `budget`.
    private func mostImportantOfAllByImportance<let groupCount: Int>(
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        grouping group: (Int) -> Int?,
        budget: Int
    ) -> InlineArray<groupCount, [CityHit]>? {
        let (ownTable, ownPositions, ownRanks): (RangeMinimum, Range<Int>, ArraySlice<Int32>?) =
            switch own.positions {
            case .range(let ranks): (importance.value, ranks, nil)
            case .list(let ranks): (countryImportance.value, ranks.indices, ranks)
            }
        let alternateTable = alternateImportance.value
        let storageCount = RangeMinimum.LeastFirst.storageCount(taking: budget)
        return withUnsafeTemporaryAllocation(of: PendingRange.self, capacity: storageCount) { ownStorage in
            withUnsafeTemporaryAllocation(of: PendingRange.self, capacity: storageCount) { alternateStorage in
                var ownFirst = RangeMinimum.LeastFirst(ownTable, range: ownPositions, storage: ownStorage)
                var alternateFirst = RangeMinimum.LeastFirst(
                    alternateTable,
                    range: alternates.positions,
                    storage: alternateStorage
                )
                var groups = InlineArray<groupCount, [CityHit]>(repeating: [])
                func take(_ hit: CityHit) {
                    if let number = group(hit.rank), groups[number].count < count {
                        groups[number].append(hit)
                    }
                }
                func ownMatch(at position: Int) -> (key: RelevanceKey, rank: Int) {
                    let rank = ownRanks.map { Int($0[position]) } ?? position
                    return (relevanceKey(ofRank: rank, isOwnName: true, discount: alternates.discount), rank)
                }
                var ownNext = ownFirst.next(in: ownTable).map(ownMatch(at:))
                var steps = 1
                var nextProjection = 64
                while groups[0].count < count {
                    guard steps < budget else { return nil }
                    if steps >= nextProjection {
                        // At the rate found so far, the first group would fill only after the budget.
                        guard groups[0].count * budget >= count * steps else { return nil }
                        nextProjection *= 2
                    }
                    steps += 1
                    // The upcoming alternate name is taken only when it comes before the next own-name match:
                    // most of the names the table gives first are of cities matched by their own names, or of
                    // other countries, and are passed over.
                    if let position = alternateFirst.upcoming {
                        let key = relevanceKey(
                            ofRank: Int(alternates.ranks[position]),
                            isOwnName: false,
                            discount: alternates.discount
                        )
                        if ownNext.map({ key < $0.key }) ?? true {
                            _ = alternateFirst.next(in: alternateTable)
                            if alternates.isMatch(at: position) {
                                take(alternates.hit(at: position))
                            }
                            continue
                        }
                    }
                    guard let own = ownNext else { break }
                    take(CityHit(rank: own.rank, matchedFoldedBytes: 0..<prefixLength))
                    ownNext = ownFirst.next(in: ownTable).map(ownMatch(at:))
                }
                return groups
            }
        }
    }
}
