import Algorithms
import ByteUtilities

/// Folded names stored back to back in one buffer, compared as UTF-8 bytes (Unicode scalar order).
struct FoldedNames: Sendable {
    let table: PackedByteStrings

    /// The first eight bytes of `name`, big-endian and zero-padded: ordering these keys orders the names,
    /// except among names whose keys are equal. No folded text holds a 0 byte, so a shorter name sorts first.
    static func sortKey(of name: some Collection<UInt8>) -> UInt64 {
        BigEndianBytes.packed(name)
    }

    /// The first one or two bytes of the folded `text`, not empty, as one number: its first byte, then its second
    /// or 0, the top of its sort key. No fold holds a 0 byte, so a text of one byte has a number of its own.
    static func shortStartKey(of text: some Collection<UInt8>) -> UInt16 {
        UInt16(truncatingIfNeeded: sortKey(of: text.prefix(2)) >> 48)
    }

    /// The key that orders names of equal sort keys first: their next four bytes, big-endian and zero-padded.
    static func tieBreaker(of name: some Collection<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: nextSortKey(of: name) >> 32)
    }

    /// The sort key of the bytes after the first eight of `name`: what orders most names whose sort keys are
    /// equal.
    static func nextSortKey(of name: some Collection<UInt8>) -> UInt64 {
        sortKey(of: name.dropFirst(8))
    }

    /// The sort keys of the texts that start with `prefix`: from the prefix's own key to the highest key that
    /// starts with the prefix's first eight bytes.
    static func sortKeys(startingWith prefix: some Collection<UInt8>) -> ClosedRange<UInt64> {
        let lowest = sortKey(of: prefix)
        return lowest...(prefix.count >= 8 ? lowest : lowest | (UInt64.max >> (8 * prefix.count)))
    }

    /// The positions, among ascending sort `keys` of texts in these names, of the texts that start with
    /// `prefix`, which is not empty: the keys are bisected for the first, fetching ahead
    /// (`firstIndex(notBelow:)`), and galloped over from it for the end of the run; then, for a prefix longer
    /// than a key, whole texts are compared the same way with `compare(names, position, prefix)`, which orders a
    /// position's text against the prefix as `ByteStringComparator.compare(_:toPrefix:)` does.
    ///
    /// - Complexity: O(log *n*).
    func positions(
        startingWith prefix: some RandomAccessCollection<UInt8>,
        among keys: ArraySlice<UInt64>,
        compare: (ByteStringComparator, Int, UnsafeBufferPointer<UInt8>) -> Int
    ) -> Range<Int> {
        let range = Self.sortKeys(startingWith: prefix)
        let lower = keys.firstIndex(notBelow: range.lowerBound)
        let upper = keys.partitioningIndex(gallopingFrom: lower) { $0 > range.upperBound }
        guard prefix.count > 8 else {
            return lower..<upper
        }
        return withComparator { names in
            // An array's own bytes, which most long prefixes are; the bytes of any other copied into one.
            Array(prefix).withUnsafeBufferPointer { prefix in
                let candidates = lower..<upper
                let first = candidates.partitioningIndex { compare(names, $0, prefix) >= 0 }
                return first..<candidates.partitioningIndex(gallopingFrom: first) { compare(names, $0, prefix) > 0 }
            }
        }
    }

    /// The positions, among ascending sort `keys` of all these names in order with their `buckets`, of the names
    /// that start with `prefix`, which is not empty: for a prefix of one or two bytes, its buckets' positions,
    /// which are those names.
    ///
    /// - Complexity: O(1) for a prefix of one or two bytes, else O(log *n*).
    func positions(
        startingWith prefix: some RandomAccessCollection<UInt8>,
        among keys: [UInt64],
        buckets: SortKeyBuckets
    ) -> Range<Int> {
        let bucketed = buckets.positions(of: Self.sortKeys(startingWith: prefix))
        guard prefix.count > 2 else { return bucketed }
        return positions(startingWith: prefix, within: bucketed, among: keys)
    }

    /// The positions, among ascending sort `keys` of all these names in order, of the names that start with
    /// `prefix`, which is not empty, when all of them are within `positions`.
    ///
    /// - Complexity: O(log *m*) for the *m* positions.
    func positions(
        startingWith prefix: some RandomAccessCollection<UInt8>,
        within positions: Range<Int>,
        among keys: [UInt64]
    ) -> Range<Int> {
        self.positions(startingWith: prefix, among: keys[positions]) { names, position, prefix in
            names.compare(position, toPrefix: prefix)
        }
    }

    /// Calls `body` with a view of the names that compares them without copying.
    func withComparator<Result>(_ body: (ByteStringComparator) throws -> Result) rethrows -> Result {
        try table.withComparator(body)
    }
}

extension FoldedNames: PrebuiltIndexPart {
    func write(to writer: inout PrebuiltIndexWriter) {
        table.write(to: &writer)
    }

    init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError) {
        self.init(table: try PackedByteStrings(reading: reader))
    }
}
