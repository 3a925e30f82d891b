extension CityIndex {
    /// The groups of `mostImportantOfAll(own:prefixLength:alternates:count:grouping:inPlaces:inLists:)` when its
    /// matches are among `listed`'s lists and its cities elsewhere, which it merges most important
    /// first, until the next city of any list comes after the first group's last when that is full. A list waits
    /// in a heap with its first city's population until it is first taken from, so that the lists of countries
    /// whose cities come too late for the page are not read. A city's own name is told by its rank and an
    /// alternate name by the entry's filter, going over those that no name matches, and a city's names are looked
    /// at, and its group worked out, only when it may still come on the page.
    ///
    /// - Complexity: O(*e* + *c* (log *l* + log *a* + *k*)) for *e* entries gone through of *l* lists, *c* of
    ///   them cities that a name may match, each of *a* alternate names at most, and *k* = `count`.
    func mostImportantOfAll<let groupCount: Int>(
        listed: CitiesByPlaceStart.Matches,
        own: CityMatches,
        prefixLength: Int,
        alternates: AlternateNameMatches,
        count: Int,
        grouping group: (Int) -> Int?
    ) -> InlineArray<groupCount, [CityHit]> {
        let discount = alternates.discount
        var kept = InlineArray<groupCount, KeptHits>(repeating: KeptHits(capacity: count))
        // Offers the city at `rank`, which its own name matches or an alternate name may.
        func offer(_ rank: Int, isOwnName: Bool) {
            let key = relevanceKey(ofRank: rank, isOwnName: isOwnName, discount: discount)
            if let bound = kept[0].bound, !(key < bound) { return }
            if isOwnName {
                if let number = group(rank) {
                    kept[number].offer(key) { CityHit(rank: rank, matchedFoldedBytes: 0..<prefixLength) }
                }
            } else if let position = alternates.position(ofCityAt: rank), let number = group(rank) {
                kept[number].offer(key) { alternates.hit(at: position) }
            }
        }
        for rank in listed.ownRanksElsewhere {
            offer(rank, isOwnName: true)
        }
        let alternateMask = listed.alternateMask
        listed.entries.withUnsafeBufferPointer { entries in
            withUnsafeTemporaryAllocation(of: PendingRange.self, capacity: listed.lists.count) { storage in
                // Each list's rest, by the importance of its next city (`Importance.key(population:rank:)`), or
                // of its first city's population alone until it is read.
                var pending = MinimumHeap(storage: storage)
                for list in listed.lists where !list.entries.isEmpty {
                    pending.push(
                        PendingRange(
                            leastKey: Importance.key(population: list.leaderPopulation, rank: 0),
                            range: list.entries
                        )
                    )
                }
                while let next = pending.popLeast() {
                    if let bound = kept[0].bound,
                        !(Self.ownNameKey(ofImportanceKey: next.heapKey, discount: discount) < bound)
                    {
                        break
                    }
                    var position = next.lower
                    var isOwnName = false
                    while position < next.upper {
                        let entry = entries[position]
                        isOwnName = own.containsRank(CitiesByPlaceStart.rank(of: entry))
                        if isOwnName || CitiesByPlaceStart.mayHaveAlternateName(entry, setting: alternateMask) {
                            break
                        }
                        position += 1
                    }
                    guard position < next.upper else { continue }
                    let rank = CitiesByPlaceStart.rank(of: entries[position])
                    let key = Importance.key(population: populations[rank], rank: rank)
                    if let least = pending.least, least.heapKey < key {
                        pending.push(PendingRange(leastKey: key, range: position..<next.upper))
                        continue
                    }
                    offer(rank, isOwnName: isOwnName)
                    if position + 1 < next.upper {
                        pending.push(PendingRange(leastKey: key, range: (position + 1)..<next.upper))
                    }
                }
            }
        }
        var groups = InlineArray<groupCount, [CityHit]>(repeating: [])
        for number in groups.indices {
            groups[number] = kept[number].hits.map(\.hit)
        }
        return groups
    }

    /// The key by relevance (`RelevanceKey`) of a match by its own name, where alternate names count `discount`
    /// times less, of the city of `importanceKey` (`Importance.key(population:rank:)`).
    private static func ownNameKey(ofImportanceKey importanceKey: UInt64, discount: UInt64) -> RelevanceKey {
        let city = Importance.city(ofKey: importanceKey)
        return RelevanceKey(population: UInt64(city.population) * discount, rank: city.rank)
    }
}
