import Algorithms

/// Every alternate name of an index's cities, folded and sorted as the cities' own names are (by folded name,
/// then by the city's rank), each with its city, for `names=all`: one prefix search finds every alternate name
/// that starts with a prefix, as one range of positions.
final class AlternateNames: Sendable {
    /// Each name's fold, by position.
    let foldedNames: FoldedNames
    /// Each folded name's first eight bytes as one number (`FoldedNames.sortKey`), by position: ascending.
    let sortKeys: [UInt64]
    let sortKeyBuckets: SortKeyBuckets
    /// Each name's city, by position: its rank.
    let ranks: [Int32]
    /// Each name as the data spells it, in the order they were collected.
    private let spellings: PartedByteStrings
    /// Where each name's spelling is in `spellings`, by position: moving the spellings into the names' order
    /// would take about as long as the rest of the table.
    private let spellingIndices: [Int32]
    /// How many leading bytes each name shares with the nearest earlier name of the same city, or 0 for a city's
    /// first name; at most `UInt16.max`. A name that starts with a prefix is the first of its city to do so
    /// exactly when it shares fewer bytes than the prefix's with that earlier name.
    private let sharedWithEarlierOfCity: [UInt16]
    /// Where each city's names start in `positionsByCity`, by rank; one more entry holds the end.
    private let cityStarts: [Int32]
    /// Each city's names' positions, ascending, city after city.
    private let positionsByCity: [Int32]

    /// The table of the names `byName`, whose entries have the ranks `ranksOfEntries`, among `cityCount` cities.
    init(byName: AlternateNamesByName, ranksOfEntries: [Int32], cityCount: Int) {
        var collectedPositions = byName.collectedPositions
        var ranks = byName.owners.map { ranksOfEntries[Int($0)] }
        // Names that fold alike are ordered by their cities' ranks; their folded bytes are alike, so only which
        // name is where changes.
        for run in byName.runsOfAlikeNames() {
            let sorted = zip(ranks[run], collectedPositions[run]).sorted { $0.0 < $1.0 }
            ranks.replaceSubrange(run, with: sorted.map(\.0))
            collectedPositions.replaceSubrange(run, with: sorted.map(\.1))
        }
        foldedNames = FoldedNames(table: byName.foldedNames)
        sortKeys = byName.sortKeys
        sortKeyBuckets = SortKeyBuckets(keys: sortKeys)
        self.ranks = ranks
        spellings = byName.spellings
        spellingIndices = collectedPositions
        sharedWithEarlierOfCity = Self.sharedWithEarlierOfCity(
            names: byName.foldedNames,
            ranks: ranks,
            cityCount: cityCount
        )
        (cityStarts, positionsByCity) = PositionsByGroup.of(ranks, groupCount: cityCount)
    }

    /// The number of names.
    var count: Int { ranks.count }

    /// The positions of the names that start with the folded bytes `prefix`; all of them for an empty prefix.
    ///
    /// - Complexity: O(log *n*).
    func positions(startingWith prefix: [UInt8]) -> Range<Int> {
        guard !prefix.isEmpty else { return 0..<count }
        return foldedNames.positions(startingWith: prefix, among: sortKeys, buckets: sortKeyBuckets)
    }

    /// Whether the name at `position`, which starts with a folded prefix of `prefixLength` bytes, is the first of
    /// its city's names that does.
    ///
    /// - Complexity: O(1).
    func isFirstOfCity(at position: Int, prefixLength: Int) -> Bool {
        Int(sharedWithEarlierOfCity[position]) < prefixLength
    }

    /// The position of the first name of the city at `rank` among `positions`, or `nil` when it has none there.
    ///
    /// - Complexity: O(log *m*) in the city's number of names.
    func firstPosition(ofCityAt rank: Int, in positions: Range<Int>) -> Int? {
        let names = positionsByCity[Int(cityStarts[rank])..<Int(cityStarts[rank + 1])]
        let first = names.partitioningIndex { Int($0) >= positions.lowerBound }
        guard first < names.endIndex, positions.contains(Int(names[first])) else { return nil }
        return Int(names[first])
    }

    /// Calls `body` with the UTF-8 bytes of the name at `position` as the data spells it.
    func withSpelling<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        spellings.withString(at: Int(spellingIndices[position]), body)
    }

    /// The name at `position` as the data spells it.
    func spelling(at position: Int) -> String {
        String(decoding: spellings[Int(spellingIndices[position])], as: UTF8.self)
    }

    private static func sharedWithEarlierOfCity(
        names: PackedByteStrings,
        ranks: [Int32],
        cityCount: Int
    ) -> [UInt16] {
        var latest = [Int32](repeating: -1, count: cityCount)
        var shared = [UInt16](repeating: 0, count: ranks.count)
        names.withComparator { names in
            for (position, rank) in ranks.enumerated() {
                let earlier = latest[Int(rank)]
                if earlier >= 0 {
                    shared[position] = UInt16(clamping: names.sharedPrefixLength(Int(earlier), position))
                }
                latest[Int(rank)] = Int32(position)
            }
        }
        return shared
    }
}
