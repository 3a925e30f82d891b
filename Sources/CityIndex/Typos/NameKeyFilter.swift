import ByteUtilities

/// Which short keys of the names occur, as a bitset of their hashes (a Bloom filter with two bits a key, both in
/// one word): it answers "no" for most keys that no name has, and never for one that some name has, so the typo
/// search skips most lookups that would find nothing without searching the names.
///
/// It holds two kinds of keys, each a name's bytes packed big-endian into the top of a number, as sort keys are
/// (`FoldedNames.sortKey`):
/// - prefix keys: a name's first `prefixLengths` bytes;
/// - skip keys: a name's first `skipKeyLength` bytes once one of its characters is left out, the character
///   starting at one of the bytes `skipOffsets`.
///
/// As no folded name holds a 0 byte, prefix keys of different lengths never coincide; a skip key and a prefix key
/// that hold the same bytes are told apart by hashing them differently (`Kind`).
struct NameKeyFilter: Sendable {
    /// What a key holds: how it is hashed.
    enum Kind {
        case prefix
        case skip
    }

    /// The lengths of the prefix keys: every length from where most strings are told apart to the sort keys'.
    static let prefixLengths = [4, 5, 6, 7, 8]
    /// The length of the skip keys.
    static let skipKeyLength = 8
    /// Where the character left out of a skip key may start: the typo search's nodes near the root.
    static let skipOffsets = 0...6
    /// The number of bits, a power of two (1 MiB): about ten for each of the shipped data's 850,000 distinct keys
    /// (370,000 prefix keys, 478,000 skip keys), so that about one key in thirty that no name has still passes.
    /// Measured against half as many bits, and against one bit a key, it makes the slowest typo searches 4% and
    /// 11% quicker.
    static let bitCount = 1 << 23

    /// The bitset, 64 bits a word.
    let words: [UInt64]

    /// The filter of the keys of `names`.
    init(names: PackedByteStrings) {
        var words = [UInt64](repeating: 0, count: Self.bitCount / 64)
        func insert(_ key: UInt64, _ kind: Kind) {
            let (word, bits) = Self.place(of: key, kind)
            words[word] |= bits
        }
        names.withUnsafeBuffers { bytes, starts in
            for index in 0..<(starts.count - 1) {
                let name = UnsafeBufferPointer(rebasing: bytes[Int(starts[index])..<Int(starts[index + 1])])
                for length in Self.prefixLengths where name.count >= length {
                    insert(BigEndianBytes.packed(name[..<length]), .prefix)
                }
                var offset = 0
                while Self.skipOffsets.contains(offset) && offset < name.count {
                    let after = offset + UTF8Text.sequenceLength(lead: name[offset])
                    let rest = Self.skipKeyLength - offset
                    if name.count - after >= rest {
                        insert(
                            BigEndianBytes.packed(name[..<offset])
                                | BigEndianBytes.packed(name[after..<(after + rest)], fromByte: offset),
                            .skip
                        )
                    }
                    offset = after
                }
            }
        }
        self.words = words
    }

    /// Where a key goes: a word, and two bits in it, from the top bits of a multiplicative hash (a skip key's
    /// bits flipped first). Two bits a key let through about half as many keys that no name has as one would;
    /// keeping them in one word keeps a lookup to one read.
    @inline(__always)
    private static func place(of key: UInt64, _ kind: Kind) -> (word: Int, bits: UInt64) {
        let hashed = (kind == .skip ? ~key : key) &* 0x9E37_79B9_7F4A_7C15
        let wordBits = bitCount.trailingZeroBitCount - 6
        let word = Int(truncatingIfNeeded: hashed &>> (64 - wordBits))
        let first = (hashed &>> (58 - wordBits)) & 63
        let second = (hashed &>> (52 - wordBits)) & 63
        return (word, 1 &<< first | 1 &<< second)
    }

    /// The longest prefix key length that a string of `length` bytes fills, if any.
    static func prefixLength(filledBy length: Int) -> Int? {
        prefixLengths.last { $0 <= length }
    }

    /// A packed key's first `length` bytes kept, the others cleared.
    @inline(__always)
    static func mask(length: Int) -> UInt64 {
        ~(UInt64.max >> (8 * length))
    }

    /// Whether some name may have `key`, a key of `kind`: `false` only when none does.
    @inline(__always)
    static func mayHold(_ key: UInt64, _ kind: Kind, in words: UnsafeBufferPointer<UInt64>) -> Bool {
        let (word, bits) = place(of: key, kind)
        return words[word] & bits == bits
    }
}
