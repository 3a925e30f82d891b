#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
