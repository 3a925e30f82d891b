/// A fast, unkeyed 64-bit hash of bytes taken eight at a time: FNV-1a's offset basis and multiplier over 64-bit
/// words, each product's high bits folded into its low ones, the last bytes one at a time, then the length.
///
/// Not cryptographic and not keyed. It fingerprints data files (`DataFingerprint`, whose hex is part of every
/// `ETag`: the algorithm must never change) and places ready responses (`ReadyResponses`): 20 MB cost
/// milliseconds, a request target a few dozen instructions.
enum WordHash {
    /// The hash of `bytes`.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let prime: UInt64 = 0x0000_0100_0000_01b3
            let wordCount = raw.count / 8
            for word in 0..<wordCount {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) &* prime
                hash ^= hash >> 29
            }
            for offset in (wordCount * 8)..<raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* prime
            }
            return hash ^ UInt64(raw.count)
        }
    }
}
