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
    static func sortKey(of name: ArraySlice<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        var shift: UInt64 = 56
        for byte in name.prefix(8) {
            key |= UInt64(byte) << shift
            shift &-= 8
        }
        return key
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
        let rightStart = Int(starts[right])
        let rightCount = Int(starts[right + 1]) - rightStart
        return compare(
            left,
            to: UnsafeBufferPointer(rebasing: bytes[rightStart..<(rightStart + rightCount)]),
            prefixOnly: false
        )
    }

    /// Orders the stored name at `index` against `prefix`, treating every name that starts with `prefix` as
    /// equal to it: negative when the name sorts before all such names, positive when after.
    func compare(_ index: Int, toPrefix prefix: UnsafeBufferPointer<UInt8>) -> Int {
        compare(index, to: prefix, prefixOnly: true)
    }

    private func compare(_ index: Int, to other: UnsafeBufferPointer<UInt8>, prefixOnly: Bool) -> Int {
        let start = Int(starts[index])
        let count = Int(starts[index + 1]) - start
        let common = min(count, other.count)
        if common > 0 {
            let order = Int(memcmp(bytes.baseAddress! + start, other.baseAddress!, common))
            if order != 0 { return order }
        }
        if prefixOnly && count >= other.count { return 0 }
        return count - other.count
    }
}
