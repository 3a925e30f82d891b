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

    /// Orders the stored string at `index` against `other` by their bytes: negative, zero or positive.
    func compare(_ index: Int, to other: UnsafeBufferPointer<UInt8>) -> Int {
        compare(index, from: 0, to: other, prefixOnly: false)
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

    /// How many leading bytes the stored strings at `left` and `right` share, compared eight at a time.
    func sharedPrefixLength(_ left: Int, _ right: Int) -> Int {
        let left = string(left, from: 0)
        let right = string(right, from: 0)
        let common = min(left.count, right.count)
        var shared = 0
        while shared + 8 <= common {
            let leftWord = UnsafeRawPointer(left.baseAddress! + shared).loadUnaligned(as: UInt64.self)
            let rightWord = UnsafeRawPointer(right.baseAddress! + shared).loadUnaligned(as: UInt64.self)
            guard leftWord == rightWord else { break }
            shared += 8
        }
        while shared < common && left[shared] == right[shared] {
            shared += 1
        }
        return shared
    }

    /// The length in bytes of the stored string at `index`.
    func length(of index: Int) -> Int {
        Int(starts[index + 1] - starts[index])
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
        if prefixOnly && string.count >= other.count {
            return Self.compare(UnsafeBufferPointer(rebasing: string[..<other.count]), other)
        }
        return Self.compare(string, other)
    }

    /// Orders `left` against `right` by their bytes: negative, zero or positive.
    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0 {
            let order = Int(memcmp(left.baseAddress!, right.baseAddress!, common))
            if order != 0 { return order }
        }
        return left.count - right.count
    }
}
