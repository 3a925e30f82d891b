/// A fast, unkeyed 64-bit checksum of a prebuilt index's sections: four lanes of FNV-1a's multiplier over
/// 64-bit words, each product's high bits folded into its low ones, so that the four chains run side by side;
/// then the last bytes one at a time and the length.
///
/// It finds a file damaged or cut short on disk, not one made to deceive: the index file is the service's own.
package enum PrebuiltIndexChecksum {
    /// The checksum of `bytes`.
    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x9ce4_8422_2325_cbf2, 0x2325_cbf2_9ce4_8422
        )
        let blockCount = bytes.count / 32
        for block in 0..<blockCount {
            let offset = block * 32
            lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* prime
            lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* prime
            lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* prime
            lanes.0 ^= lanes.0 >> 29
            lanes.1 ^= lanes.1 >> 29
            lanes.2 ^= lanes.2 >> 29
            lanes.3 ^= lanes.3 >> 29
        }
        var hash = lanes.0
        for lane in [lanes.1, lanes.2, lanes.3] {
            hash = (hash ^ lane) &* prime
            hash ^= hash >> 29
        }
        for offset in (blockCount * 32)..<bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* prime
        }
        return hash ^ UInt64(bytes.count)
    }
}
