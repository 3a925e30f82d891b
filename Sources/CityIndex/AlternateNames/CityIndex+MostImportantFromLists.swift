import CSystemShims

extension CityIndex {
    /// How many cities whose alternate names may match
    /// `mostImportantOfAll(listed:own:prefixLength:alternates:count:budget:grouping:)` puts to wait at their keys in
    /// one search at most; after that many, the next are looked at straight away, out of order, which the page's
    /// groups (`KeptHits`) allow.
    static let mostWaitingCities = 256

    /// How many lists and waiting cities the heap of
    /// `mostImportantOfAll(listed:own:prefixLength:alternates:count:budget:grouping:)` holds on the stack: the 1 KB
    /// that a temporary allocation takes from there at most. Most searches wait on fewer; the others move it to the
    /// heap.
    static let heapRoomOnTheStack = 1024 / MemoryLayout<ListedWait>.stride

    /// The groups of `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` when its
    /// matches are among `listed`'s lists and its cities elsewhere, which it merges in the order of relevance,
    /// until the next city of any list comes after the first group's last when that is full; `nil` when that takes
    /// more than `budget`, in entries gone through and cities looked up by their alternate names
    /// (`alternateNameLookupCost`), when there is one.
    ///
    /// A list waits in a heap at the key its first city would have by the name the list is of (its own name, or
    /// an alternate name for a list of alternate names only), of the population kept beside the list, until it is
    /// first taken from, so that the lists whose cities come too late for the page are not read; and it is read on
    /// while its next city comes first. A city's own name is told by its rank, and then its group is worked out at
    /// once, or taken from its list's (`Matches.groupByName`, `Matches.groupByAlias`). One whose alternate name may
    /// match, by the entry's filter, waits in the heap at its key by an alternate name, which comes up to
    /// `discount` times later than by its own: its names and group are looked at when it comes first, and never
    /// when the page is full before then (`Ch, Co`: most of the hundreds of cities that an alternate name may match
    /// are not looked at). The lists all of whose cities go in a later group than the first, those of the cities that
    /// only a country's alias matches, are merged only when the others leave the first group short, until their own
    /// group is full: a page that fills the first group shows none of their cities (`M, H`: Minsk, of Horad Minsk,
    /// Mudanjiang, of Heilongjiang, and the other cities of places that start with H fill it, and Mumbai, which H
    /// matches by Hindustan, an alias of India, is not looked at). For a name of one byte, every city of a list by
    /// alternate names only is matched by one: which one is looked up only for the cities kept to the end
    /// (`KeptHits.Entry.alternateNameToLookUp`). The page's groups are kept on the stack (`KeptHits`), and the heap
    /// too while it holds few (`heapRoomOnTheStack`): a search allocates only the arrays of the hits it gives. Each
    /// hit's JSON object is asked for as the hit is made (`CityJSONTable.prefetchObject(at:)`).
    ///
    /// - Complexity: O(*e* + *c* log(*l* + *w*) + *a* (log *n* + *k*)) for *e* entries gone through of *l* lists,
    ///   *c* of them cities that a name may match, *w* of them waiting, *a* looked at among their *n* alternate
    ///   names at most, and *k* = `count`.
    func mostImportantOfAll<let groupCount: Int>(
        listed: CitiesByPlaceStart.Matches,
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        budget: Int?,
        grouping group: (Int) -> Int?
    ) -> InlineArray<groupCount, [CityHit]>? {
        // The room for the kept hits and for the heap is taken from the stack where it fits; the heap's grows onto
        // the heap only when it is full.
        withUnsafeTemporaryAllocation(of: KeptHits.Entry.self, capacity: count * groupCount) { keptStorage in
            let kept: InlineArray<groupCount, KeptHits>? = listed.entries.withUnsafeBufferPointer { entries in
                withUnsafeTemporaryAllocation(of: ListedWait.self, capacity: Self.heapRoomOnTheStack) { heapStorage in
                    keepMostImportant(
                        listed: listed,
                        entries: entries,
                        keptStorage: keptStorage,
                        heapStorage: heapStorage,
                        ownRanks: own.rankBounds,
                        prefixLength: prefixLength,
                        alternates: alternates,
                        count: count,
                        budget: budget,
                        grouping: group
                    )
                }
            }
            guard let kept else { return nil }
            var groups = InlineArray<groupCount, [CityHit]>(repeating: [])
            // A page that fills the first group shows none of the others.
            for number in groups.indices where number == 0 || kept[0].count < count {
                groups[number] = kept[number].entries.map { entry in
                    let rank = RelevanceKey(packed: entry.packedKey).rank
                    // The page's JSON copies the city's object once the search has let go of its prefix and
                    // matches: asked for now, its misses of the caches overlap that (docs/performance.md, "The
                    // page's objects asked for as its hits are made").
                    cityJSON.prefetchObject(at: rank)
                    switch entry.alternateName {
                    case KeptHits.Entry.ownName:
                        return CityHit(rank: rank, matchedFoldedBytes: 0..<prefixLength)
                    case KeptHits.Entry.alternateNameToLookUp:
                        guard let position = alternates.position(ofCityAt: rank) else {
                            preconditionFailure("a list of alternate names only of the name's one byte holds matches")
                        }
                        return alternates.hit(at: position)
                    default:
                        return alternates.hit(at: Int(entry.alternateName))
                    }
                }
            }
            return groups
        }
    }

    /// The merge of `mostImportantOfAll(listed:own:prefixLength:alternates:count:budget:grouping:)`, over the lists'
    /// `entries`: the groups it keeps, each `count` at most in its part of `keptStorage`, with its heap in
    /// `heapStorage` until that is full; `nil` past the budget. The matches' names start with `prefixLength` folded
    /// bytes. `ownRanks` are the bounds of the ranks of the own-name matches, and of no other city of the search's
    /// country: the lists' cities are of that country, or are told by `listed.country`.
    ///
    /// A function of its own, so that everything the merge changes is its own variables: a variable that a closure
    /// captures from outside is checked for exclusive access at run time, at every use. Inlined: a call, which
    /// copies the matches, cost 2% of the search.
    @inline(__always) private func keepMostImportant<let groupCount: Int>(
        listed: CitiesByPlaceStart.Matches,
        entries: UnsafeBufferPointer<UInt32>,
        keptStorage: UnsafeMutableBufferPointer<KeptHits.Entry>,
        heapStorage: UnsafeMutableBufferPointer<ListedWait>,
        ownRanks: Range<Int>,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        budget: Int?,
        grouping group: (Int) -> Int?
    ) -> InlineArray<groupCount, KeptHits>? {
        let discount = alternates.discount
        // An alternate name of every city of a list by alternate names only starts with the list's byte: with a
        // name of that one byte, it matches, and which of the city's names it is waits until the city is kept to
        // the end (a lookup among the city's names, which misses the caches, for each city offered).
        let isListedByMatchingAlternateNames = prefixLength == 1
        var kept = InlineArray<groupCount, KeptHits> { number in
            KeptHits(
                storage: UnsafeMutableBufferPointer(
                    rebasing: keptStorage[(number * count)..<((number + 1) * count)]
                )
            )
        }
        // What is left of the budget, in entries.
        var workLeft = budget ?? .max
        // The group whose last kept city bounds the merge: the first, until only the lists of a later one are left.
        var boundingGroup = 0
        // Whether a city of key `key` may still come on the page.
        func mayBeKept(_ key: RelevanceKey) -> Bool {
            kept[boundingGroup].bound.map { key < $0 } ?? true
        }
        // The group of the city at `rank`, of a list all of whose cities the qualifier matches as
        // `knownMatch` when given (`Matches.Listed.knownMatch`).
        func groupOfCity(at rank: Int, knownMatch: QualifierMatch?) -> Int? {
            let known: Int? =
                switch knownMatch {
                case .byName: listed.groupByName
                case .byAlias: listed.groupByAlias
                case nil: nil
                }
            return known ?? group(rank)
        }
        // Offers the city at `rank`, of key `key`, matched as `alternateName` (`KeptHits.Entry.alternateName`), to
        // the group `number`. Where its JSON object lies is asked for now: the page's JSON waits on that read, and
        // then on the object's bytes, otherwise.
        func keep(_ rank: Int, key: RelevanceKey, alternateName: Int32, in number: Int) {
            cityJSON.prefetchBounds(ofObjectAt: rank)
            kept[number].offer(key, alternateName: alternateName)
        }
        // Offers the city at `rank`, which its own name matches, of key `key`.
        func offerOwn(_ rank: Int, key: RelevanceKey, knownMatch: QualifierMatch? = nil) {
            if let number = groupOfCity(at: rank, knownMatch: knownMatch) {
                keep(rank, key: key, alternateName: KeptHits.Entry.ownName, in: number)
            }
        }
        // Offers the city at `rank`, of key `key` by an alternate name, which may match, and does when
        // `isMatched`.
        func offerAlternate(_ rank: Int, key: RelevanceKey, knownMatch: QualifierMatch?, isMatched: Bool = false) {
            workLeft -= Self.alternateNameLookupCost
            let alternateName: Int32
            if isMatched {
                alternateName = KeptHits.Entry.alternateNameToLookUp
            } else if let position = alternates.position(ofCityAt: rank) {
                alternateName = Int32(position)
            } else {
                return
            }
            if let number = groupOfCity(at: rank, knownMatch: knownMatch) {
                keep(rank, key: key, alternateName: alternateName, in: number)
            }
        }
        for rank in listed.ownRanksElsewhere {
            let key = relevanceKey(ofRank: rank, isOwnName: true, discount: discount)
            if mayBeKept(key) {
                offerOwn(rank, key: key)
            }
        }
        var waiting = MinimumHeap(storage: heapStorage)
        // The heap's room once the stack's is full: for every list and as many waiting cities as may wait.
        var grownStorage: UnsafeMutableBufferPointer<ListedWait>?
        defer { grownStorage?.deallocate() }
        // Adds `wait` to the heap, moving it to the larger room first when the stack's is full.
        func push(_ wait: ListedWait) {
            if waiting.isFull {
                precondition(grownStorage == nil, "the grown room holds every list and waiting city")
                let larger = UnsafeMutableBufferPointer<ListedWait>.allocate(
                    capacity: listed.lists.count + Self.mostWaitingCities
                )
                waiting.move(to: larger)
                grownStorage = larger
            }
            waiting.push(wait)
        }
        var waitingCities = 0
        // The lists all of whose cities go in a later group than the first (`Matches.groupByAlias`): a page that
        // fills the first group shows none of them, so they are merged only when the others leave it short, until
        // their own group is full.
        let laterGroup = listed.groupByAlias.flatMap { $0 > 0 ? $0 : nil }
        var mergesLaterGroup = false
        while true {
            for (number, list) in listed.lists.enumerated()
            where !list.entries.isEmpty && (laterGroup != nil && list.knownMatch == .byAlias) == mergesLaterGroup {
                // Each list starts far from the others: its first entries are asked for now, so that the
                // lists' misses of the caches overlap rather than come one after another.
                CSystemShims_prefetch(entries.baseAddress! + list.entries.lowerBound)
                let population = UInt64(list.leaderPopulation) * (list.byAlternateNamesOnly ? 1 : discount)
                let key = RelevanceKey(population: population, rank: 0)
                push(ListedWait(key: key, list: number, next: list.entries.lowerBound))
            }
            while let next = waiting.popLeast() {
                let nextKey = RelevanceKey(packed: next.heapKey)
                guard mayBeKept(nextKey) else { break }
                guard let number = next.list else {
                    offerAlternate(
                        next.position,
                        key: nextKey,
                        knownMatch: listed.lists[next.cityList].knownMatch
                    )
                    guard workLeft >= 0 else { return nil }
                    continue
                }
                let list = listed.lists[number]
                var position = next.position
                while position < list.entries.upperBound {
                    workLeft -= 1
                    guard workLeft >= 0 else { return nil }
                    let entry = entries[position]
                    let rank = listed.rank(of: entry)
                    position += 1
                    // The next city's population, and its place where the list does not tell how the qualifier
                    // matches it, are asked for now: a city's are far from the one before, and most entries are
                    // read one after another.
                    if position < list.entries.upperBound {
                        let nextRank = listed.rank(of: entries[position])
                        prefetchPopulation(ofRank: nextRank)
                        if list.knownMatch == nil {
                            places.prefetchPlace(ofRank: nextRank)
                        }
                    }
                    let isOwnName = !list.byAlternateNamesOnly && ownRanks.contains(rank)
                    guard isOwnName || AlternateNameStartFilter.mayHaveAlternateName(entry, setting: list.alternateMask)
                    else {
                        // The entries after one that cannot match mostly cannot either: they are passed over in a
                        // loop of that test alone, as far as the budget goes.
                        let end = list.entries.upperBound
                        let next = listed.firstEntry(
                            in: entries,
                            from: position,
                            to: workLeft < end - position ? position + workLeft : end,
                            ownRanks: list.byAlternateNamesOnly ? 0..<0 : ownRanks,
                            alternateMask: list.alternateMask
                        )
                        workLeft -= next - position
                        position = next
                        continue
                    }
                    guard listed.mayBeInMatchingPlace(entry),
                        listed.country.map({ alternates.countrySlots[rank] == $0 }) ?? true
                    else {
                        continue
                    }
                    let key = relevanceKey(ofRank: rank, isOwnName: isOwnName, discount: discount)
                    if isOwnName || list.byAlternateNamesOnly {
                        // The list's order is its keys': no later city of it can come before.
                        guard mayBeKept(key) else { break }
                        if let least = waiting.least, least.heapKey < key.packed {
                            push(ListedWait(key: key, list: number, next: position - 1))
                            break
                        }
                        if isOwnName {
                            offerOwn(rank, key: key, knownMatch: list.knownMatch)
                        } else {
                            offerAlternate(
                                rank,
                                key: key,
                                knownMatch: list.knownMatch,
                                isMatched: isListedByMatchingAlternateNames
                            )
                        }
                    } else if mayBeKept(key) {
                        // A city whose own name starts with the list's byte but not with the prefix.
                        if waitingCities < Self.mostWaitingCities {
                            // Its names are looked up if it comes first: where they are is asked for now.
                            alternates.byCity.prefetchPositions(ofCityAt: rank)
                            push(ListedWait(key: key, rank: rank, of: number))
                            waitingCities += 1
                        } else {
                            offerAlternate(rank, key: key, knownMatch: list.knownMatch)
                        }
                    }
                }
            }
            guard !mergesLaterGroup, let laterGroup, kept[0].bound == nil else { break }
            mergesLaterGroup = true
            boundingGroup = laterGroup
        }
        return kept
    }
}

/// What `CityIndex.mostImportantOfAll(listed:own:prefixLength:alternates:count:budget:grouping:)` waits on, by the key
/// of relevance (`RelevanceKey.packed`) that it may come on the page with: the rest of a list, from its next
/// entry, or a city whose alternate name may match.
private struct ListedWait: HeapOrdered {
    let heapKey: UInt64
    /// The list's next entry, or the city's rank.
    private let start: Int32
    /// The list's number among `CitiesByPlaceStart.Matches.lists`, or for a city -1 less the number of its list.
    private let listNumber: Int32

    /// The rest of the list `list`, from the entry at `next`, whose city's key is `key` at best.
    init(key: RelevanceKey, list: Int, next: Int) {
        heapKey = key.packed
        start = Int32(next)
        listNumber = Int32(list)
    }

    /// The city at `rank`, of key `key` by an alternate name, of the list `list`.
    init(key: RelevanceKey, rank: Int, of list: Int) {
        heapKey = key.packed
        start = Int32(rank)
        listNumber = -1 - Int32(list)
    }

    /// The list's next entry, or the city's rank.
    var position: Int { Int(start) }

    /// The list's number, or `nil` for a city.
    var list: Int? { listNumber < 0 ? nil : Int(listNumber) }

    /// The number of a city's list.
    var cityList: Int { Int(-1 - listNumber) }
}
