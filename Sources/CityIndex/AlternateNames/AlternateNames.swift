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
    /// Each name as the data spells it: in the order they were collected, or by position where
    /// `spellingIndices` is `nil`.
    private let spellings: PartedByteStrings
    /// Where each name's spelling is in `spellings`, by position, in a table built from the data: moving the
    /// spellings into the names' order would take about as long as the rest of the table. `nil` in a table read
    /// from a prebuilt index, which holds them in that order: a spelling is then one lookup from its position
    /// rather than two (the page's JSON shows the spelling of each name that matched).
    private let spellingIndices: [Int32]?
    /// Each city's names, built by the first search that asks for them (`byCity`).
    private let cityTables: BuiltOnFirstUse<AlternateNamesByCity>

    /// The table of the names `byName`, whose entries have the ranks `ranksOfEntries`, among `cityCount` cities.
    convenience init(byName: AlternateNamesByName, ranksOfEntries: [Int32], cityCount: Int) {
        var collectedPositions = byName.collectedPositions
        var ranks = byName.owners.map { ranksOfEntries[Int($0)] }
        // Names that fold alike are ordered by their cities' ranks; their folded bytes are alike, so only which
        // name is where changes.
        for run in byName.runsOfAlikeNames() {
            Self.orderByRank(run, ranks: &ranks, collectedPositions: &collectedPositions)
        }
        self.init(
            foldedNames: FoldedNames(table: byName.foldedNames),
            sortKeys: byName.sortKeys,
            sortKeyBuckets: SortKeyBuckets(keys: byName.sortKeys),
            ranks: ranks,
            spellings: byName.spellings,
            spellingIndices: collectedPositions,
            cityCount: cityCount
        )
    }

    /// The table of the names `foldedNames` with their sort keys, buckets and ranks by position, spelled as
    /// `spellings` at `spellingIndices` (by position when `nil`), among `cityCount` cities.
    private init(
        foldedNames: FoldedNames,
        sortKeys: [UInt64],
        sortKeyBuckets: SortKeyBuckets,
        ranks: [Int32],
        spellings: PartedByteStrings,
        spellingIndices: [Int32]?,
        cityCount: Int
    ) {
        self.foldedNames = foldedNames
        self.sortKeys = sortKeys
        self.sortKeyBuckets = sortKeyBuckets
        self.ranks = ranks
        self.spellings = spellings
        self.spellingIndices = spellingIndices
        cityTables = BuiltOnFirstUse { [names = foldedNames.table, ranks] in
            AlternateNamesByCity(names: names, ranks: ranks, cityCount: cityCount)
        }
    }

    /// Appends the table's arrays to `writer`; the spellings in one table, by position.
    func write(to writer: inout PrebuiltIndexWriter) {
        foldedNames.write(to: &writer)
        writer.append(sortKeys)
        sortKeyBuckets.write(to: &writer)
        writer.append(ranks)
        let byPosition =
            spellingIndices.map { PackedByteStrings(reordering: spellings.parts, by: $0) }
            ?? PackedByteStrings(concatenating: spellings.parts)
        byPosition.write(to: &writer)
    }

    /// The table that `reader`'s next sections hold, among `cityCount` cities.
    ///
    /// - Throws: `PrebuiltIndexError` when they do not hold one.
    convenience init(reading reader: PrebuiltIndexReader, cityCount: Int) throws(PrebuiltIndexError) {
        let foldedNames = try FoldedNames(reading: reader)
        let sortKeys: [UInt64] = try reader.next()
        let sortKeyBuckets = try SortKeyBuckets(reading: reader)
        let ranks: [Int32] = try reader.next()
        let spellings = try PackedByteStrings(reading: reader)
        let count = foldedNames.table.count
        guard sortKeys.count == count, ranks.count == count, spellings.count == count,
            ranks.arePositions(below: cityCount)
        else {
            throw reader.damaged("the table of alternate names does not hold together")
        }
        self.init(
            foldedNames: foldedNames,
            sortKeys: sortKeys,
            sortKeyBuckets: sortKeyBuckets,
            ranks: ranks,
            spellings: PartedByteStrings([spellings]),
            spellingIndices: nil,
            cityCount: cityCount
        )
    }

    /// Each city's names: built by the first search that asks, or by `CityIndex.buildDeferredTables()` once the
    /// index is served; a search takes it once, not for every name it looks at.
    var byCity: AlternateNamesByCity {
        cityTables.value
    }

    /// The number of names.
    var count: Int { ranks.count }

    /// The positions of the names that start with the folded bytes `prefix`; all of them for an empty prefix.
    ///
    /// - Complexity: O(log *n*).
    func positions(startingWith prefix: some RandomAccessCollection<UInt8>) -> Range<Int> {
        guard !prefix.isEmpty else { return 0..<count }
        return foldedNames.positions(startingWith: prefix, among: sortKeys, buckets: sortKeyBuckets)
    }

    /// The positions of the names that start with the folded bytes `prefix`, looked for among the alternate
    /// names that `shorter` holds when they narrow the search (`NamesStarted.narrow(namesStartedBy:)`).
    func positions(
        startingWith prefix: some RandomAccessCollection<UInt8>,
        narrowedBy shorter: NamesStarted?
    ) -> Range<Int> {
        guard let shorter, shorter.narrow(namesStartedBy: prefix) else {
            return positions(startingWith: prefix)
        }
        return foldedNames.positions(startingWith: prefix, within: shorter.alternateNames, among: sortKeys)
    }

    /// Calls `body` with the UTF-8 bytes of the name at `position` as the data spells it. Inlined, so that `body`
    /// joins its caller's code (`PartedByteStrings.withString(at:_:)`).
    @inline(__always) func withSpelling<Result>(
        at position: Int,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        spellings.withString(at: spellingNumber(at: position), body)
    }

    /// Asks the processor for the spelling of the name at `position`.
    func prefetchSpelling(at position: Int) {
        spellings.prefetchString(at: spellingNumber(at: position))
    }

    /// The name at `position` as the data spells it.
    func spelling(at position: Int) -> String {
        String(decoding: spellings[spellingNumber(at: position)], as: UTF8.self)
    }

    /// The number of the spelling of the name at `position` among `spellings`.
    private func spellingNumber(at position: Int) -> Int {
        spellingIndices.map { Int($0[position]) } ?? position
    }

    /// Orders the names at `run` by their cities' `ranks`, moving their `collectedPositions` with them. A run
    /// holds a few names, one per city: they are sorted where they are, by insertion.
    private static func orderByRank(_ run: Range<Int>, ranks: inout [Int32], collectedPositions: inout [Int32]) {
        for position in run.dropFirst() {
            var slot = position
            while slot > run.lowerBound, ranks[slot - 1] > ranks[slot] {
                ranks.swapAt(slot - 1, slot)
                collectedPositions.swapAt(slot - 1, slot)
                slot -= 1
            }
        }
    }
}
