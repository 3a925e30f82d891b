/// Bytes packed big-endian into the top of a number: the first byte in the highest eight bits, and every byte
/// past the end a 0. Numbers packed so order as the bytes do, byte for byte, as long as no byte is 0: the
/// sort keys of folded names, the keys of their filter, and UTF-8 scalars compared without decoding them.
public enum BigEndianBytes {
    /// `bytes` packed from byte `position` of the number on (0 is the highest byte), the bytes before it 0;
    /// at most `8 - position` of them are read.
    @inlinable @inline(__always) public static func packed(
        _ bytes: some Collection<UInt8>,
        fromByte position: Int = 0
    ) -> UInt64 {
        var packed: UInt64 = 0
        var shift = 56 - 8 * position
        for byte in bytes {
            guard shift >= 0 else { break }
            packed |= UInt64(byte) << UInt64(shift)
            shift -= 8
        }
        return packed
    }

    /// `bytes` (at most eight) as one number, the last byte the lowest: the UTF-8 bytes of `é` are `0xC3A9`.
    @inlinable @inline(__always) public static func value(of bytes: some Collection<UInt8>) -> UInt64 {
        bytes.isEmpty ? 0 : packed(bytes) >> UInt64(64 - 8 * bytes.count)
    }

    /// The `count` bytes (1 to 8) of `packed` from its byte `position` on, as a number of their own: its
    /// lowest `count` bytes.
    @inlinable @inline(__always) public static func bytes(
        of packed: UInt64,
        fromByte position: Int,
        count: Int
    ) -> UInt64 {
        (packed << UInt64(8 * position)) >> UInt64(64 - 8 * count)
    }

    /// `value`, a number of `count` bytes (1 to 8), placed at byte `position` of a packed number (0 is the
    /// highest byte), its bytes past the eighth dropped: what `packed` gives for those bytes at that position.
    @inlinable @inline(__always) public static func placing(_ value: UInt64, count: Int, atByte position: Int) -> UInt64
    {
        let end = position + count
        return end <= 8 ? value << UInt64(8 * (8 - end)) : value >> UInt64(8 * (end - 8))
    }
}
