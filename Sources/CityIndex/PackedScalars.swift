/// Unicode scalars as their UTF-8 bytes packed big-endian into one number (`é` is `0xC3A9`): two scalars are
/// equal exactly when their packed forms are, so the typo search compares characters without decoding them.
enum PackedScalars {
    /// How many bytes the UTF-8 sequence that starts with `lead` takes.
    static func length(ofSequenceStartingWith lead: UInt8) -> Int {
        switch lead {
        case ..<0xC0: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }

    /// How many bytes the packed scalar `packed` takes.
    static func length(of packed: UInt32) -> Int {
        switch packed {
        case ..<0x100: 1
        case ..<0x1_0000: 2
        case ..<0x100_0000: 3
        default: 4
        }
    }

    /// The scalars of the valid UTF-8 `bytes`, each packed.
    static func scalars(of bytes: [UInt8]) -> [UInt32] {
        var scalars: [UInt32] = []
        var index = 0
        while index < bytes.count {
            let length = length(ofSequenceStartingWith: bytes[index])
            scalars.append(bytes[index..<(index + length)].reduce(0) { $0 << 8 | UInt32($1) })
            index += length
        }
        return scalars
    }
}
