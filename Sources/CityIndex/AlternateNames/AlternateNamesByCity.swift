import Algorithms

/// Each city's alternate names among `AlternateNames`' positions: where a city's names are, and how much each
/// name shares with the city's name before it, so that a search with `names=all` matches each city once, by the
/// first of its names that starts with the prefix. A class, so that the matches that hold it copy one reference.
final class AlternateNamesByCity: Sendable {
    /// How many leading bytes each name shares with the nearest earlier name of the same city, or 0 for a city's
    /// first name; at most `UInt16.max`. A name that starts with a prefix is the first of its city to do so
    /// exactly when it shares fewer bytes than the prefix's with that earlier name.
    private let sharedWithEarlierOfCity: [UInt16]
    /// Where each city's names start in `positionsByCity`, by rank; one more entry holds the end.
    private let cityStarts: [Int32]
    /// Each city's names' positions, ascending, city after city.
    private let positionsByCity: [Int32]

    /// The tables of the folded `names`, in order, whose cities have the ranks `ranks`, among `cityCount` cities.
    init(names: PackedByteStrings, ranks: [Int32], cityCount: Int) {
        var latest = [Int32](repeating: -1, count: cityCount)
        var shared = [UInt16](repeating: 0, count: ranks.count)
        names.withComparator { names in
            for (position, rank) in ranks.enumerated() {
                let earlier = latest[Int(rank)]
                if earlier >= 0 {
                    shared[position] = UInt16(clamping: names.sharedPrefixLength(Int(earlier), position))
                }
                latest[Int(rank)] = Int32(position)
            }
        }
        sharedWithEarlierOfCity = shared
        (cityStarts, positionsByCity) = PositionsByGroup.of(ranks, groupCount: cityCount)
    }

    /// Whether the name at `position`, which starts with a folded prefix of `prefixLength` bytes, is the first of
    /// its city's names that does.
    ///
    /// - Complexity: O(1).
    func isFirstOfCity(at position: Int, prefixLength: Int) -> Bool {
        Int(sharedWithEarlierOfCity[position]) < prefixLength
    }

    /// The positions of the names of the city at `rank`, ascending.
    func positions(ofCityAt rank: Int) -> ArraySlice<Int32> {
        positionsByCity[Int(cityStarts[rank])..<Int(cityStarts[rank + 1])]
    }

    /// Asks the processor for where the names of the city at `rank` are, ahead of a lookup among them.
    func prefetchPositions(ofCityAt rank: Int) {
        cityStarts.prefetchElement(at: rank)
    }

    /// The position of the first name of the city at `rank` among `positions`, or `nil` when it has none there.
    ///
    /// - Complexity: O(log *m*) in the city's number of names.
    func firstPosition(ofCityAt rank: Int, in positions: Range<Int>) -> Int? {
        let names = self.positions(ofCityAt: rank)
        let first = names.partitioningIndex { Int($0) >= positions.lowerBound }
        guard first < names.endIndex, positions.contains(Int(names[first])) else { return nil }
        return Int(names[first])
    }
}
