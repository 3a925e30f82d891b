/// Scans of bytes eight at a time, as one 64-bit word each (SWAR): a city's strings are mostly runs of plain
/// bytes, and testing a word costs about what testing one byte does.
///
/// Each test marks the high bit of every byte it finds in a word. A mark can be wrong only in a byte after
/// (above) a byte that is rightly marked, where the subtraction borrowed, so the word's first mark is always
/// right: the scans use no other.
public enum ByteWords {
    /// The index of the first byte at or after `start` in `bytes` that a JSON string cannot hold as it is: a
    /// quote, a backslash or a control character below 0x20; `bytes.count` when there is none.
    @inlinable public static func firstNeedingEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let marks =
                    marksOfZeroBytes(word ^ repeated(UInt8(ascii: "\"")))
                    | marksOfZeroBytes(word ^ repeated(UInt8(ascii: "\\")))
                    | (word &- repeated(0x20)) & ~word & highBits
                if marks != 0 {
                    return index + marks.trailingZeroBitCount / 8
                }
                index += 8
            }
        }
        while index < bytes.count, !needsEscape(bytes[index]) {
            index += 1
        }
        return index
    }

    /// Whether every byte of `bytes` is below 0x80: ASCII, which is valid UTF-8 as it is.
    @inlinable public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        var highs: UInt64 = 0
        while index + 8 <= bytes.count {
            highs |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            highs |= UInt64(bytes[index])
            index += 1
        }
        return highs & highBits == 0
    }

    /// The eight bytes of `word` (little-endian, the first byte lowest) with `A` to `Z` lowercased, when every one
    /// of them is an ASCII letter; `nil` when one is not.
    @inlinable public static func lowercasedLetters(_ word: UInt64) -> UInt64? {
        // No byte is 0x80 or above, so adding to a byte never carries into the next.
        guard word & highBits == 0 else { return nil }
        let lowercase = (word &+ repeated(0x80 - 0x61)) & ~(word &+ repeated(0x80 - 0x7B)) & highBits
        let uppercase = (word &+ repeated(0x80 - 0x41)) & ~(word &+ repeated(0x80 - 0x5B)) & highBits
        guard lowercase | uppercase == highBits else { return nil }
        return word | uppercase >> 2
    }

    /// Whether a JSON string must escape `byte`: a quote, a backslash or a control character.
    @inlinable public static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// The high bit of every byte of a word.
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// A word of eight `byte`s.
    @inlinable static func repeated(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// The high bit of each zero byte of `word`, the first one always right (see the type's comment).
    @inlinable static func marksOfZeroBytes(_ word: UInt64) -> UInt64 {
        (word &- repeated(1)) & ~word & highBits
    }
}
