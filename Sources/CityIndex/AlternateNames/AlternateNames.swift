import Algorithms

/// Every alternate name of an index's cities, folded and sorted as the cities' own names are (by folded name,
/// then by the city's rank), each with its city, for `names=all`: one prefix search finds every alternate name
/// that starts with a prefix, as one range of positions.
struct AlternateNames: Sendable {
    /// Each name's fold, by position.
    let foldedNames: FoldedNames
    /// Each folded name's first eight bytes as one number (`FoldedNames.sortKey`), by position: ascending.
    let sortKeys: [UInt64]
    let sortKeyBuckets: SortKeyBuckets
    /// Each name's city, by position: its rank.
    let ranks: [Int32]
    /// Each name as the data spells it, in the order they were collected.
    private let spellings: PackedByteStrings
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

    /// The table of the names in `columns`, whose entries have the ranks `ranksOfEntries`, among `cityCount`
    /// cities.
    init(columns: AlternateNameColumns, ranksOfEntries: [Int32], cityCount: Int) {
        let rankOfName = { (name: Int32) in ranksOfEntries[Int(columns.owners[Int(name)])] }
        var keyed = columns.sortKeys.enumerated().map { Keyed(key: $0.element, value: Int32($0.offset)) }
        keyed.sortByKey()
        // Many names share their first eight bytes ("municipio de", "lungsod ng"): their next eight, as one
        // number, order most of them without comparing bytes.
        let nextKeys = columns.nextSortKeys
        FoldedNames(table: columns.foldedNames).withComparator { names in
            keyed.sortTies { left, right in
                let (leftNext, rightNext) = (nextKeys[Int(left)], nextKeys[Int(right)])
                if leftNext != rightNext { return leftNext < rightNext }
                // Equal next keys hold no padding unless both names end at or before their sixteenth byte, alike.
                let isLong = max(names.length(of: Int(left)), names.length(of: Int(right))) > 16
                let byRest = isLong ? names.compare(Int(left), from: 16, with: Int(right), from: 16) : 0
                return byRest != 0 ? byRest < 0 : rankOfName(left) < rankOfName(right)
            }
        }
        let order = keyed.map(\.value)
        let folded = columns.foldedNames.reordered(by: order)
        let ranks = order.map(rankOfName)
        foldedNames = FoldedNames(table: folded)
        sortKeys = keyed.map(\.key)
        sortKeyBuckets = SortKeyBuckets(keys: sortKeys)
        self.ranks = ranks
        spellings = columns.spellings
        spellingIndices = order
        sharedWithEarlierOfCity = Self.sharedWithEarlierOfCity(names: folded, ranks: ranks, cityCount: cityCount)
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
