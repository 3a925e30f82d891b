/// The order of importance that `sort=relevance` shows: the more populous city first, ties in the contract's
/// order (by rank).
enum Importance {
    /// Each city's place in the order of importance, by rank: 0 for the most important.
    ///
    /// - Parameter populations: each city's population, by rank; 0 where it is not known.
    static func places(populations: [UInt32]) -> [Int32] {
        var keyed = populations.enumerated().map { rank, population in
            Keyed(key: UInt64(UInt32.max - population), value: Int32(rank))
        }
        keyed.sortByKey()
        var places = [Int32](repeating: 0, count: keyed.count)
        for (place, city) in keyed.enumerated() {
            places[Int(city.value)] = Int32(place)
        }
        return places
    }
}
