import ByteUtilities

/// Unicode scalars as their UTF-8 bytes packed big-endian into one number (`é` is `0xC3A9`): two scalars are
/// equal exactly when their packed forms are, so the typo search compares characters without decoding them.
enum PackedScalars {
    /// How many bytes the packed scalar `packed` takes.
    static func length(of packed: UInt32) -> Int {
        switch packed {
        case ..<0x100: 1
        case ..<0x1_0000: 2
        case ..<0x100_0000: 3
        default: 4
        }
    }

    /// The packed scalar whose UTF-8 sequence starts at `position` of `bytes`, which holds all of it.
    static func scalar<Bytes: RandomAccessCollection<UInt8>>(at position: Int, in bytes: Bytes) -> UInt32
    where Bytes.Index == Int {
        let end = position + UTF8Text.sequenceLength(lead: bytes[position])
        return UInt32(truncatingIfNeeded: BigEndianBytes.value(of: bytes[position..<end]))
    }

    /// The scalars of the valid UTF-8 `bytes`, each packed, with where each starts in `bytes` and one more
    /// entry for the end.
    static func scalars(of bytes: [UInt8]) -> (scalars: [UInt32], starts: [Int]) {
        var scalars: [UInt32] = []
        var starts = [0]
        while let start = starts.last, start < bytes.count {
            let scalar = scalar(at: start, in: bytes)
            scalars.append(scalar)
            starts.append(start + length(of: scalar))
        }
        return (scalars, starts)
    }
}
