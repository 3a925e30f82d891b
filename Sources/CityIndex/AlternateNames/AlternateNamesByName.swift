import ByteUtilities

/// The alternate names collected from the file, sorted by their folded names alone: the part of sorting them
/// that does not need the cities' order, so that it runs while the cities are sorted. Names that fold alike
/// stay in the order they were collected; `AlternateNames` orders them by their cities' ranks.
///
/// It reads the names from the parts that collected them, without first copying the parts into one.
struct AlternateNamesByName: Sendable {
    /// The folded names, in order.
    let foldedNames: PackedByteStrings
    /// Each folded name's first eight bytes as one number, in order: ascending.
    let sortKeys: [UInt64]
    /// Each name's place among the names collected, numbered across the parts, in order.
    let collectedPositions: [Int32]
    /// Each name's entry, numbered across the parts' entries, in order.
    let owners: [Int32]
    /// Each name as the data spells it, numbered as collected.
    let spellings: PartedByteStrings

    /// The names that `parts` collected, sorted by folded name; the parts' entries are numbered one part after
    /// another, `entryCounts` each. The folded names are moved into their order in pieces that a thread done with
    /// its own work may take a share of (`work`). Of the parts, only the spellings are kept.
    init(parts: consuming [AlternateNameColumns], entryCounts: [Int], sharing work: SharedWork? = nil) {
        let numbering = PartNumbering(partCounts: parts.map(\.count))
        var keyed: [Keyed] = []
        keyed.reserveCapacityOnHugePages(numbering.count)
        for (part, start) in zip(parts, numbering.starts) {
            part.foldedNames.withUnsafeBuffers { bytes, starts in
                for (index, key) in part.sortKeys.enumerated() {
                    let name = bytes[Int(starts[index])..<Int(starts[index + 1])]
                    keyed.append(
                        Keyed(key: key, value: Int32(start + index), tieBreaker: FoldedNames.tieBreaker(of: name))
                    )
                }
            }
        }
        keyed.sortByKey()
        // Many names share their first eight bytes ("municipio de", "lungsod ng"): their next four, kept beside
        // the key and sorted with it, and then their next eight, as one number read once per name of a tie, order
        // most of them without comparing bytes.
        let folded = PartedByteStrings(parts.map(\.foldedNames))
        keyed.sortTies(
            bySecondaryKey: { folded.withString(at: Int($0)) { FoldedNames.nextSortKey(of: $0) } },
            then: { left, right in Self.compareRest(of: Int(left), Int(right), in: folded) < 0 }
        )
        let collectedPositions = keyed.map(\.value)
        self.collectedPositions = collectedPositions
        sortKeys = [UInt64](count: keyed.count, onHugePages: { keyed[$0].key })
        let owners = zip(parts, PartNumbering(partCounts: entryCounts).starts).flatMap { part, firstEntry in
            part.owners.map { $0 + Int32(firstEntry) }
        }
        self.owners = collectedPositions.map { owners[Int($0)] }
        spellings = PartedByteStrings(parts.map(\.spellings))
        // Last, so that the thread done with its own work shares as much of this load's work as there is.
        foldedNames = PackedByteStrings(reordering: folded.parts, by: collectedPositions, sharing: work)
    }

    /// The number of names.
    var count: Int { sortKeys.count }

    /// The runs of positions whose names fold alike, each of two names or more, in order.
    func runsOfAlikeNames() -> [Range<Int>] {
        var runs: [Range<Int>] = []
        foldedNames.withComparator { names in
            var start = 0
            for position in 1..<(count + 1) where position == count || !isAlike(position - 1, position, in: names) {
                if position - start > 1 {
                    runs.append(start..<position)
                }
                start = position
            }
        }
        return runs
    }

    private func isAlike(_ left: Int, _ right: Int, in names: ByteStringComparator) -> Bool {
        sortKeys[left] == sortKeys[right] && names.length(of: left) == names.length(of: right)
            && (names.length(of: left) <= 8 || names.compare(left, from: 8, with: right, from: 8) == 0)
    }

    /// How the names numbered `left` and `right` among `names`, whose first sixteen bytes are alike, compare from
    /// there on: equal next keys hold no padding unless both names end at or before their sixteenth byte, alike.
    private static func compareRest(of left: Int, _ right: Int, in names: PartedByteStrings) -> Int {
        names.withString(at: left) { left in
            names.withString(at: right) { right in
                max(left.count, right.count) > 16
                    ? ByteStringComparator.compare(
                        UnsafeBufferPointer(rebasing: left[min(16, left.count)...]),
                        UnsafeBufferPointer(rebasing: right[min(16, right.count)...])
                    ) : 0
            }
        }
    }
}
