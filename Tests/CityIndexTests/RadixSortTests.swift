import CityIndex
import Testing

/// The radix sort that orders the cities and their alternate names at start-up must give what a stable sort by
/// key and tie-breaker gives, whatever the keys share: their top byte, all their bytes, or nothing; and the tie
/// sorts must order only what the radix sort left equal.
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
        "Sorted as a stable sort by key and tie-breaker sorts them",
        arguments: Keys.allCases,
        [0, 1, 2, 63, 64, 65, 1_000, 200_000]
    )
    func sortsStably(keys: Keys, count: Int) {
        var items = Self.items(keys, count: count)
        let expected = items.sorted { ($0.key, $0.tieBreaker, $0.value) < ($1.key, $1.tieBreaker, $1.value) }
        items.sortByKey()
        #expect(items.map(\.value) == expected.map(\.value))
    }

    @Test(
        "Ties are ordered by a secondary key, then by the comparison, and nothing else moves",
        arguments: Keys.allCases
    )
    func sortsTies(keys: Keys) {
        var items = Self.items(keys, count: 20_000)
        let secondaryKeys = (0..<20_000).map { UInt64(($0 &* 7_919) % 3) }
        let expected = items.sorted {
            ($0.key, $0.tieBreaker, secondaryKeys[Int($0.value)], -$0.value)
                < ($1.key, $1.tieBreaker, secondaryKeys[Int($1.value)], -$1.value)
        }
        items.sortByKey()
        items.sortTies(bySecondaryKey: { secondaryKeys[Int($0)] }, then: { $0 > $1 })
        #expect(items.map(\.value) == expected.map(\.value))
    }

    /// `count` items numbered in order, with keys of the kind `keys` and tie-breakers from a handful.
    private static func items(_ keys: Keys, count: Int) -> [Keyed] {
        var generator = SplitMix(seed: UInt64(count) &* 31 &+ UInt64(keys.rawValue.utf8.count))
        return (0..<count).map { value in
            let random = generator.next()
            return Keyed(
                key: keys.key(from: random),
                value: Int32(value),
                tieBreaker: UInt32(truncatingIfNeeded: random >> 7) % 4
            )
        }
    }
}
