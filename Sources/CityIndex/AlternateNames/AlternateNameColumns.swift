/// What the index keeps of the entries' alternate names, collected as the file is read, in the file's order:
/// each name's fold, sort key and spelling, and the entry it belongs to. An entry's names whose folds are empty
/// or equal to its own name's are left out, and of its names that fold alike only one is kept, spelled as
/// `SpellingPreference` prefers: each name kept matches some prefix that the entry's own name and its other
/// names do not all match.
struct AlternateNameColumns: Sendable {
    var foldedNames: PackedByteStrings
    var sortKeys: [UInt64] = []
    /// Each folded name's second eight bytes as one number, as `sortKeys` holds its first: what orders most
    /// names whose first eight bytes are alike.
    var nextSortKeys: [UInt64] = []
    /// Each name as the data spells it, for the answer's `matched`.
    var spellings: PackedByteStrings
    /// Each name's entry: its place among the entries collected, from 0.
    var owners: [Int32] = []

    /// Empty columns with room for about `expectedCount` names.
    init(expectedCount: Int) {
        foldedNames = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 12)
        spellings = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 14)
        sortKeys.reserveCapacity(expectedCount)
        nextSortKeys.reserveCapacity(expectedCount)
        owners.reserveCapacity(expectedCount)
    }

    /// The columns of `parts` one after another, whose entries are numbered across the parts from 0, the
    /// entries of each part numbered `entryCounts` apart.
    init(concatenating parts: [AlternateNameColumns], entryCounts: [Int]) {
        foldedNames = PackedByteStrings(concatenating: parts.map(\.foldedNames))
        spellings = PackedByteStrings(concatenating: parts.map(\.spellings))
        sortKeys = parts.flatMap(\.sortKeys)
        nextSortKeys = parts.flatMap(\.nextSortKeys)
        var firstEntry: Int32 = 0
        for (part, entryCount) in zip(parts, entryCounts) {
            owners.append(contentsOf: part.owners.lazy.map { $0 + firstEntry })
            firstEntry += Int32(entryCount)
        }
    }

    /// The number of names.
    var count: Int { owners.count }

    /// Adds the alternate `names` of the entry `owner`, whose own name folds to `ownName`.
    mutating func add(
        _ names: [UnsafeBufferPointer<UInt8>],
        owner: Int32,
        ownName: ArraySlice<UInt8>,
        using scalarFolds: inout ScalarFolds
    ) {
        let firstOfEntry = count
        for name in names {
            let start = foldedNames.bytes.count
            Fold.append(utf8: name, to: &foldedNames.bytes, keepingTrailingSeparator: false, using: &scalarFolds)
            // Decided from a view of the bytes that ends before they change, so that removing the fold again does
            // not copy them all.
            let (isKept, alike, sortKey, nextSortKey) = foldedNames.bytes.withUnsafeBufferPointer { bytes in
                let folded = UnsafeBufferPointer(rebasing: bytes[start...])
                guard !folded.isEmpty, !folded.elementsEqual(ownName) else {
                    return (false, Int?.none, UInt64(0), UInt64(0))
                }
                let sortKey = FoldedNames.sortKey(of: folded)
                // A city can have two hundred names: their sort keys and lengths rule out almost every pair before
                // their bytes are compared.
                let alike = (firstOfEntry..<count).first { earlier in
                    let earlierBytes = Int(foldedNames.starts[earlier])..<Int(foldedNames.starts[earlier + 1])
                    return sortKeys[earlier] == sortKey && earlierBytes.count == folded.count
                        && folded.elementsEqual(bytes[earlierBytes])
                }
                return (alike == nil, alike, sortKey, FoldedNames.sortKey(of: folded.dropFirst(8)))
            }
            guard isKept else {
                foldedNames.bytes.removeSubrange(start...)
                if let alike,
                    spellings.withString(at: alike, { SpellingPreference.prefers(name, over: $0, using: &scalarFolds) })
                {
                    spellings.replace(at: alike, with: name)
                }
                continue
            }
            sortKeys.append(sortKey)
            nextSortKeys.append(nextSortKey)
            foldedNames.endString()
            spellings.append(name)
            owners.append(owner)
        }
    }
}
