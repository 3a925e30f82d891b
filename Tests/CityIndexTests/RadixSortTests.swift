import CityIndex
import Testing

/// The radix sort that orders the cities and their alternate names at start-up must give what a stable sort by
/// key gives, whatever the keys share: their top byte, all their bytes, or nothing.
@Suite("Sorting by key")
struct RadixSortTests {
    /// How the keys of a case are made from a random number.
    enum Keys: String, CaseIterable, Sendable {
        /// Any 64 bits.
        case random
        /// One top byte for all, as names that start with the same letter.
        case sharedTopByte
        /// A handful of keys, each many times.
        case fewDistinct
        /// Keys that differ only in their lowest byte.
        case lowestByteOnly
        /// A top byte from a handful, the rest random: some buckets big, none empty of company.
        case fewTopBytes

        func key(from random: UInt64) -> UInt64 {
            switch self {
            case .random: random
            case .sharedTopByte: 0x6100_0000_0000_0000 | (random >> 8)
            case .fewDistinct: (random % 5) &* 0x0101_0101_0101_0101
            case .lowestByteOnly: 0x6162_6364_6566_6700 | (random & 0xFF)
            case .fewTopBytes: ((random % 3) + 0x61) << 56 | (random >> 40)
            }
        }
    }

    @Test(
        "Sorted as a stable sort by key sorts them",
        arguments: Keys.allCases,
        [0, 1, 2, 63, 64, 65, 1_000, 200_000]
    )
    func sortsStably(keys: Keys, count: Int) {
        var generator = SplitMix(seed: UInt64(count) &* 31 &+ UInt64(keys.rawValue.utf8.count))
        var items = (0..<count).map { Keyed(key: keys.key(from: generator.next()), value: Int32($0)) }
        let expected = items.sorted { ($0.key, $0.value) < ($1.key, $1.value) }.map(\.value)
        items.sortByKey()
        #expect(items.map(\.value) == expected)
    }
}
