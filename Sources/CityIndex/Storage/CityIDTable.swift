import Algorithms

/// Ranks looked up by city id: the ids in ascending order beside their ranks, searched by bisection.
struct CityIDTable: Sendable {
    private let ids: [Int64]
    private let ranks: [Int32]

    /// The table of `idsByRank`, where the id at each position is that rank's.
    init(idsByRank: [Int64]) {
        var pairs = idsByRank.enumerated().map { Keyed(key: Self.key(of: $0.element), value: Int32($0.offset)) }
        pairs.sortByKey()
        ids = pairs.map { Int64(bitPattern: $0.key ^ Self.signBit) }
        ranks = pairs.map(\.value)
    }

    private static let signBit: UInt64 = 1 << 63

    /// `id` as an unsigned number in the same order.
    private static func key(of id: Int64) -> UInt64 {
        UInt64(bitPattern: id) ^ signBit
    }

    /// The lowest rank with `id`, or `nil` when no city has it.
    func rank(of id: Int64) -> Int? {
        let position = ids.partitioningIndex { $0 >= id }
        guard position < ids.count, ids[position] == id else { return nil }
        return Int(ranks[position])
    }
}
