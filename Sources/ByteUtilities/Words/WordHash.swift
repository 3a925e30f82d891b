/// A fast, unkeyed 64-bit hash of bytes taken eight at a time: FNV-1a's offset basis and multiplier over 64-bit
/// words, each product's high bits folded into its low ones, the last bytes one at a time, then the length.
///
/// Not cryptographic and not keyed. It fingerprints data files (`DataFingerprint`, whose hex is part of every
/// `ETag`: the algorithm must never change), places ready responses (`ReadyResponses`) and tells the index's
/// places apart (`CityPlaces`): 20 MB cost milliseconds, a request target a few dozen instructions.
public enum WordHash {
    /// The hash of `bytes`.
    @inlinable
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes(hash)
    }

    /// The hash of the bytes `raw`.
    @inlinable
    public static func hash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var state = State()
        state.combine(wordsOf: raw)
        return state.finish(tail: UnsafeRawBufferPointer(rebasing: raw[(raw.count & ~7)...]))
    }

    /// The hash of bytes that arrive in pieces: every piece but the last a whole number of words.
    public struct State {
        @usableFromInline var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        @usableFromInline var byteCount = 0
        @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01b3

        /// No bytes taken in yet.
        @inlinable public init() {}

        /// Takes in the whole words of `bytes`, leaving out the last `bytes.count % 8` bytes.
        @inlinable @inline(__always)
        public mutating func combine(wordsOf bytes: UnsafeRawBufferPointer) {
            let wordCount = bytes.count / 8
            for word in 0..<wordCount {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) &* Self.prime
                hash ^= hash >> 29
            }
            byteCount += wordCount * 8
        }

        /// The hash of every word taken in and then `tail`, fewer than eight bytes.
        @inlinable @inline(__always)
        public func finish(tail: UnsafeRawBufferPointer) -> UInt64 {
            var hash = hash
            for byte in tail {
                hash = (hash ^ UInt64(byte)) &* Self.prime
            }
            return hash ^ UInt64(byteCount + tail.count)
        }
    }
}
