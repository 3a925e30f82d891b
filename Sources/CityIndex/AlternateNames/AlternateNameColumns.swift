import ByteUtilities

/// What the index keeps of the entries' alternate names, collected as the file is read, in the file's order:
/// each name's fold, sort key and spelling, and the entry it belongs to. An entry's names whose folds are empty
/// or equal to its own name's are left out, and of its names that fold alike only one is kept, spelled as
/// `SpellingPreference` prefers: each name kept matches some prefix that the entry's own name and its other
/// names do not all match.
struct AlternateNameColumns: Sendable {
    var foldedNames: PackedByteStrings
    var sortKeys: [UInt64] = []
    /// Each name as the data spells it, for the answer's `matched`.
    var spellings: PackedByteStrings
    /// Each name's entry: its place among the entries collected, from 0.
    var owners: [Int32] = []

    /// Empty columns with room for about `expectedCount` names.
    init(expectedCount: Int) {
        foldedNames = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 12)
        spellings = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 14)
        sortKeys.reserveCapacityOnHugePages(expectedCount)
        owners.reserveCapacity(expectedCount)
    }

    /// The number of names.
    var count: Int { owners.count }

    /// Adds the alternate `names` of the entry `owner`, whose own name folds to `ownName`.
    mutating func add(
        _ names: [UnsafeBufferPointer<UInt8>],
        owner: Int32,
        ownName: UnsafeBufferPointer<UInt8>,
        using scalarFolds: inout ScalarFolds
    ) {
        let firstOfEntry = count
        for name in names {
            let outcome = Fold.withFold(ofUTF8: name, keepingTrailingSeparator: false, using: &scalarFolds) { folded in
                add(folded, ofEntryFrom: firstOfEntry, ownName: ownName)
            }
            switch outcome {
            case .kept:
                spellings.append(name)
                owners.append(owner)
            case .alike(let earlier):
                if spellings.withString(
                    at: earlier,
                    { SpellingPreference.prefers(name, over: $0, using: &scalarFolds) }
                ) {
                    spellings.replace(at: earlier, with: name)
                }
            case .left:
                break
            }
        }
    }

    /// What became of a name.
    private enum Outcome {
        /// Kept as a name of its own.
        case kept
        /// Left out, as it folds like the entry's earlier name at this place.
        case alike(Int)
        /// Left out, as it folds to nothing or to the entry's own name.
        case left
    }

    /// Keeps the fold of a name of the entry whose names start at `firstOfEntry`, unless it is empty, equal to
    /// `ownName`, or equal to an earlier name of the entry; its spelling and owner are left to the caller.
    private mutating func add(
        _ folded: UnsafeBufferPointer<UInt8>,
        ofEntryFrom firstOfEntry: Int,
        ownName: UnsafeBufferPointer<UInt8>
    ) -> Outcome {
        guard !folded.isEmpty, ByteStringComparator.compare(folded, ownName) != 0 else { return .left }
        let sortKey = FoldedNames.sortKey(of: folded)
        // A city can have two hundred names: their sort keys and lengths rule out almost every pair before their
        // bytes are compared.
        let alike = foldedNames.withComparator { earlierNames in
            (firstOfEntry..<count).first { earlier in
                sortKeys[earlier] == sortKey && earlierNames.length(of: earlier) == folded.count
                    && earlierNames.compare(earlier, to: folded) == 0
            }
        }
        if let alike {
            return .alike(alike)
        }
        foldedNames.append(folded)
        sortKeys.append(sortKey)
        return .kept
    }
}
