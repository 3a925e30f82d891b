/// The order of importance that `sort=relevance` shows: the more populous city first, ties in the contract's
/// order (by rank).
enum Importance {
    /// The ranks in the order of importance, the most important first.
    ///
    /// - Parameter populations: each city's population, by rank; 0 where it is not known.
    static func ranks(populations: [UInt32]) -> [Int32] {
        // Sorted by population alone: the sort keeps ties in rank order.
        var keyed = populations.enumerated().map { rank, population in
            Keyed(key: UInt64(UInt32.max - population), value: Int32(rank))
        }
        keyed.sortByKey()
        return keyed.map(\.value)
    }

    /// Each city's place in the order of importance, by rank: 0 for the most important.
    ///
    /// - Parameter populations: each city's population, by rank; 0 where it is not known.
    static func places(populations: [UInt32]) -> [Int32] {
        let ranks = ranks(populations: populations)
        var places = [Int32](repeating: 0, count: ranks.count)
        for (place, rank) in ranks.enumerated() {
            places[Int(rank)] = Int32(place)
        }
        return places
    }
}
