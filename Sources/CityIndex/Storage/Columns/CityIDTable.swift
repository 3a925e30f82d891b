import Algorithms

/// Ranks looked up by city id: the ids in ascending order beside their ranks, searched by bisection.
///
/// Each id is kept in 4 bytes, the low half of its 64 bits, in runs of ids that share the high half: one run for
/// ids from 0 to 4,294,967,295, which GeoNames' ids are.
struct CityIDTable: Sendable {
    /// Each id's low 32 bits (of its key, `key(of:)`), ascending within each run.
    private let lowHalves: [UInt32]
    /// Each id's rank, beside its low half.
    private let ranks: [Int32]
    /// The high halves of the keys, ascending, one for each run.
    private let highHalves: [UInt32]
    /// Where each run starts in `lowHalves`; one more entry holds the count.
    private let runStarts: [Int]

    /// The table of `idsByRank`, where the id at each position is that rank's.
    init(idsByRank: [Int64]) {
        var pairs = idsByRank.enumerated().map { Keyed(key: Self.key(of: $0.element), value: Int32($0.offset)) }
        pairs.sortByKey()
        lowHalves = pairs.map { UInt32(truncatingIfNeeded: $0.key) }
        ranks = pairs.map(\.value)
        var highHalves: [UInt32] = []
        var runStarts: [Int] = []
        for (position, pair) in pairs.enumerated() where highHalves.last != Self.highHalf(of: pair.key) {
            highHalves.append(Self.highHalf(of: pair.key))
            runStarts.append(position)
        }
        runStarts.append(pairs.count)
        self.highHalves = highHalves
        self.runStarts = runStarts
    }

    /// The number of ids.
    var count: Int { lowHalves.count }

    private static let signBit: UInt64 = 1 << 63

    /// `id` as an unsigned number in the same order.
    private static func key(of id: Int64) -> UInt64 {
        UInt64(bitPattern: id) ^ signBit
    }

    private static func highHalf(of key: UInt64) -> UInt32 {
        UInt32(key >> 32)
    }

    /// The lowest rank with `id`, or `nil` when no city has it.
    func rank(of id: Int64) -> Int? {
        let key = Self.key(of: id)
        let run = highHalves.partitioningIndex { $0 >= Self.highHalf(of: key) }
        guard run < highHalves.count, highHalves[run] == Self.highHalf(of: key) else { return nil }
        let lowHalf = UInt32(truncatingIfNeeded: key)
        let ids = lowHalves[runStarts[run]..<runStarts[run + 1]]
        let position = ids.partitioningIndex { $0 >= lowHalf }
        guard position < ids.endIndex, ids[position] == lowHalf else { return nil }
        return Int(ranks[position])
    }
}

extension CityIDTable: PrebuiltIndexPart {
    /// Whether every rank the table holds is below `count`.
    func ranksArePositions(below count: Int) -> Bool {
        ranks.arePositions(below: count)
    }

    func write(to writer: inout PrebuiltIndexWriter) {
        writer.append(lowHalves)
        writer.append(ranks)
        writer.append(highHalves)
        writer.append(runStarts)
    }

    init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError) {
        lowHalves = try reader.next()
        ranks = try reader.next()
        highHalves = try reader.next()
        runStarts = try reader.next()
        guard ranks.count == lowHalves.count, runStarts.count == highHalves.count + 1,
            runStarts.last == lowHalves.count
        else {
            throw reader.damaged("the table of ids does not hold together")
        }
    }
}
