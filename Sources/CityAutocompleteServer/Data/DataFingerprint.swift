/// A 64-bit fingerprint of a data file's bytes, the same on every replica that serves the same file.
///
/// Not cryptographic: it tells versions of one file apart for `ETag`s. It mixes eight bytes at a time
/// (FNV-1a's multiplier over words) so that fingerprinting 20 MB costs milliseconds.
struct DataFingerprint {
    let value: UInt64

    init(_ bytes: [UInt8]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        bytes.withUnsafeBytes { raw in
            let wordCount = raw.count / 8
            for word in 0..<wordCount {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) &* prime
                hash ^= hash >> 29
            }
            for offset in (wordCount * 8)..<raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* prime
            }
        }
        value = hash ^ UInt64(bytes.count)
    }

    /// Sixteen lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
