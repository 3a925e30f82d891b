extension CityIndex {
    /// How many cities whose alternate names may match
    /// `mostImportantOfAll(listed:own:prefixLength:alternates:count:grouping:)` puts to wait at their keys in one
    /// search at most; after that many, the next are looked at straight away, out of order, which the page's
    /// groups (`KeptHits`) allow.
    static let mostWaitingCities = 256

    /// The groups of `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` when its
    /// matches are among `listed`'s lists and its cities elsewhere, which it merges in the order of relevance,
    /// until the next city of any list comes after the first group's last when that is full.
    ///
    /// A list waits in a heap at the key its first city would have by the name the list is of (its own name, or
    /// an alternate name for a list of alternate names only), of the population kept beside the list, until it is
    /// first taken from, so that the lists whose cities come too late for the page are not read; and it is read on
    /// while its next city comes first. A city's own name is told by its rank, and then its group is worked out at
    /// once, or taken from its list's (`Matches.groupByName`). One whose alternate name may match, by the entry's
    /// filter, waits in the heap at its key by an alternate name, which comes up to `discount` times later than by
    /// its own: its names and group are looked at when it comes first, and never when the page is full before then
    /// (`Ch, Co`: most of the hundreds of cities that an alternate name may match are not looked at).
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
        grouping group: (Int) -> Int?
    ) -> InlineArray<groupCount, [CityHit]> {
        let discount = alternates.discount
        let alternateMask = listed.alternateMask
        // The ranks of the own-name matches, and of no other city of the search's country: the lists' cities are
        // of that country, or are told by `listed.country`.
        let ownRanks = own.rankBounds
        let capacity = listed.lists.count + Self.mostWaitingCities
        // Everything the merge changes is made within the closures: a variable they capture from outside is
        // checked for exclusive access at run time, at every use.
        let kept = listed.entries.withUnsafeBufferPointer { entries in
            withUnsafeTemporaryAllocation(of: ListedWait.self, capacity: capacity) { storage in
                var kept = InlineArray<groupCount, KeptHits>(repeating: KeptHits(capacity: count))
                // Whether a city of key `key` may still come on the page.
                func mayBeKept(_ key: RelevanceKey) -> Bool {
                    kept[0].bound.map { key < $0 } ?? true
                }
                // The group of the city at `rank`, of a list whose cities the qualifier matches by name when
                // `isMatchedByName` (`Matches.Listed.isMatchedByName`).
                func groupOfCity(at rank: Int, isMatchedByName: Bool) -> Int? {
                    if isMatchedByName, let number = listed.groupByName {
                        return number
                    }
                    return group(rank)
                }
                // Offers the city at `rank`, which its own name matches, of key `key`.
                func offerOwn(_ rank: Int, key: RelevanceKey, isMatchedByName: Bool = false) {
                    if let number = groupOfCity(at: rank, isMatchedByName: isMatchedByName) {
                        kept[number].offer(key) { CityHit(rank: rank, matchedFoldedBytes: 0..<prefixLength) }
                    }
                }
                // Offers the city at `rank`, of key `key` by an alternate name, which may match.
                func offerAlternate(_ rank: Int, key: RelevanceKey, isMatchedByName: Bool = false) {
                    if let position = alternates.position(ofCityAt: rank),
                        let number = groupOfCity(at: rank, isMatchedByName: isMatchedByName)
                    {
                        kept[number].offer(key) { alternates.hit(at: position) }
                    }
                }
                for rank in listed.ownRanksElsewhere {
                    let key = relevanceKey(ofRank: rank, isOwnName: true, discount: discount)
                    if mayBeKept(key) {
                        offerOwn(rank, key: key)
                    }
                }
                var waiting = MinimumHeap(storage: storage)
                var waitingCities = 0
                for (number, list) in listed.lists.enumerated() where !list.entries.isEmpty {
                    let population = UInt64(list.leaderPopulation) * (list.byAlternateNamesOnly ? 1 : discount)
                    let key = RelevanceKey(population: population, rank: 0)
                    waiting.push(ListedWait(key: key, list: number, next: list.entries.lowerBound))
                }
                while let next = waiting.popLeast() {
                    let nextKey = RelevanceKey(packed: next.heapKey)
                    guard mayBeKept(nextKey) else { break }
                    guard let number = next.list else {
                        offerAlternate(next.position, key: nextKey)
                        continue
                    }
                    let list = listed.lists[number]
                    var position = next.position
                    while position < list.entries.upperBound {
                        let entry = entries[position]
                        let rank = CitiesByPlaceStart.rank(of: entry)
                        position += 1
                        let isOwnName = !list.byAlternateNamesOnly && ownRanks.contains(rank)
                        guard isOwnName || CitiesByPlaceStart.mayHaveAlternateName(entry, setting: alternateMask),
                            listed.country.map({ alternates.countrySlots[rank] == $0 }) ?? true
                        else {
                            continue
                        }
                        let key = relevanceKey(ofRank: rank, isOwnName: isOwnName, discount: discount)
                        if isOwnName || list.byAlternateNamesOnly {
                            // The list's order is its keys': no later city of it can come before.
                            guard mayBeKept(key) else { break }
                            if let least = waiting.least, least.heapKey < key.packed {
                                waiting.push(ListedWait(key: key, list: number, next: position - 1))
                                break
                            }
                            if isOwnName {
                                offerOwn(rank, key: key, isMatchedByName: list.isMatchedByName)
                            } else {
                                offerAlternate(rank, key: key, isMatchedByName: list.isMatchedByName)
                            }
                        } else if mayBeKept(key) {
                            // A city whose own name starts with the list's byte but not with the prefix.
                            if waitingCities < Self.mostWaitingCities {
                                waiting.push(ListedWait(key: key, rank: rank))
                                waitingCities += 1
                            } else {
                                offerAlternate(rank, key: key)
                            }
                        }
                    }
                }
                return kept
            }
        }
        var groups = InlineArray<groupCount, [CityHit]>(repeating: [])
        for number in groups.indices {
            groups[number] = kept[number].hits.map(\.hit)
        }
        return groups
    }
}

/// What `CityIndex.mostImportantOfAll(listed:own:prefixLength:alternates:count:grouping:)` waits on, by the key
/// of relevance (`RelevanceKey.packed`) that it may come on the page with: the rest of a list, from its next
/// entry, or a city whose alternate name may match.
private struct ListedWait: HeapOrdered {
    let heapKey: UInt64
    /// The list's next entry, or the city's rank.
    private let start: Int32
    /// The list's number among `CitiesByPlaceStart.Matches.lists`, or -1 for a city.
    private let listNumber: Int32

    /// The rest of the list `list`, from the entry at `next`, whose city's key is `key` at best.
    init(key: RelevanceKey, list: Int, next: Int) {
        heapKey = key.packed
        start = Int32(next)
        listNumber = Int32(list)
    }

    /// The city at `rank`, of key `key` by an alternate name.
    init(key: RelevanceKey, rank: Int) {
        heapKey = key.packed
        start = Int32(rank)
        listNumber = -1
    }

    /// The list's next entry, or the city's rank.
    var position: Int { Int(start) }

    /// The list's number, or `nil` for a city.
    var list: Int? { listNumber < 0 ? nil : Int(listNumber) }
}
