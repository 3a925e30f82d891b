import Algorithms
import ByteUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Folded names stored back to back in one buffer, compared as UTF-8 bytes (Unicode scalar order).
struct FoldedNames: Sendable {
    let table: PackedByteStrings

    /// The first eight bytes of `name`, big-endian and zero-padded: ordering these keys orders the names,
    /// except among names whose keys are equal. No folded text holds a 0 byte, so a shorter name sorts first.
    static func sortKey(of name: some Collection<UInt8>) -> UInt64 {
        BigEndianBytes.packed(name)
    }

    /// The sort keys of the texts that start with `prefix`: from the prefix's own key to the highest key that
    /// starts with the prefix's first eight bytes.
    static func sortKeys(startingWith prefix: [UInt8]) -> ClosedRange<UInt64> {
        let lowest = sortKey(of: prefix[...])
        return lowest...(prefix.count >= 8 ? lowest : lowest | (UInt64.max >> (8 * prefix.count)))
    }

    /// The positions, among ascending sort `keys` of texts in these names, of the texts that start with
    /// `prefix`, which is not empty: the keys are bisected, then, for a prefix longer than a key, whole texts
    /// are compared with `compare(names, position, prefix)`, which orders a position's text against the prefix
    /// as `ByteStringComparator.compare(_:toPrefix:)` does.
    ///
    /// - Complexity: O(log *n*).
    func positions(
        startingWith prefix: [UInt8],
        among keys: ArraySlice<UInt64>,
        compare: (ByteStringComparator, Int, UnsafeBufferPointer<UInt8>) -> Int
    ) -> Range<Int> {
        let range = Self.sortKeys(startingWith: prefix)
        let lower = keys.partitioningIndex { $0 >= range.lowerBound }
        let upper = keys[lower...].partitioningIndex { $0 > range.upperBound }
        guard prefix.count > 8 else {
            return lower..<upper
        }
        return withComparator { names in
            prefix.withUnsafeBufferPointer { prefix in
                let candidates = lower..<upper
                let first = candidates.partitioningIndex { compare(names, $0, prefix) >= 0 }
                return first..<candidates[first...].partitioningIndex { compare(names, $0, prefix) > 0 }
            }
        }
    }

    /// Calls `body` with a view of the names that compares them without copying.
    func withComparator<Result>(_ body: (ByteStringComparator) throws -> Result) rethrows -> Result {
        try table.withComparator(body)
    }
}

extension PackedByteStrings {
    /// Calls `body` with a view of the strings that compares them without copying.
    func withComparator<Result>(_ body: (ByteStringComparator) throws -> Result) rethrows -> Result {
        try withUnsafeBuffers { bytes, starts in
            try body(ByteStringComparator(bytes: bytes, starts: starts))
        }
    }
}

/// Byte-wise comparisons of the strings of a `PackedByteStrings`, valid only inside its `withComparator`.
struct ByteStringComparator {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int32>

    /// Orders two stored strings by their bytes (for UTF-8, Unicode scalar order): negative, zero or positive.
    func compare(_ left: Int, _ right: Int) -> Int {
        compare(left, from: 0, with: right, from: 0)
    }

    /// Orders the stored string at `left` from its byte `leftOffset` on against the one at `right` from its byte
    /// `rightOffset` on: negative, zero or positive.
    func compare(_ left: Int, from leftOffset: Int, with right: Int, from rightOffset: Int) -> Int {
        compare(left, from: leftOffset, to: string(right, from: rightOffset), prefixOnly: false)
    }

    /// Orders the stored name at `index` against `prefix`, treating every name that starts with `prefix` as
    /// equal to it: negative when the name sorts before all such names, positive when after.
    func compare(_ index: Int, toPrefix prefix: UnsafeBufferPointer<UInt8>) -> Int {
        compare(index, from: 0, to: prefix, prefixOnly: true)
    }

    /// Orders the stored name at `index`, from its byte `offset` on, against `prefix` as
    /// `compare(_:toPrefix:)` does.
    func compare(_ index: Int, from offset: Int, toPrefix prefix: UnsafeBufferPointer<UInt8>) -> Int {
        compare(index, from: offset, to: prefix, prefixOnly: true)
    }

    /// The bytes of the stored string at `index` from its byte `offset` on.
    private func string(_ index: Int, from offset: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[(Int(starts[index]) + offset)..<Int(starts[index + 1])])
    }

    private func compare(
        _ index: Int,
        from offset: Int,
        to other: UnsafeBufferPointer<UInt8>,
        prefixOnly: Bool
    )
        -> Int
    {
        let string = string(index, from: offset)
        let common = min(string.count, other.count)
        if common > 0 {
            let order = Int(memcmp(string.baseAddress!, other.baseAddress!, common))
            if order != 0 { return order }
        }
        if prefixOnly && string.count >= other.count { return 0 }
        return string.count - other.count
    }
}
