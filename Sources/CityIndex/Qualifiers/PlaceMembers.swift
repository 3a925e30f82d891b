import Algorithms

/// The cities of each place (`CityPlaces`) by rank and their alternate names by position, each ascending: where a
/// qualifier that passes few of the many cities a short name matches (`k, le`) finds them from its side, in the
/// places it matches, rather than among all the name's matches (`CityIndex.mostImportantOfAll`). 4 bytes a city
/// and 4 an alternate name, built on first use. A class, so that a search that reads it takes one reference.
final class PlaceMembers: Sendable {
    /// Where each place's cities start in `ranks`; one more entry holds the end.
    private let rankStarts: [Int32]
    /// Each place's cities' ranks, ascending, place after place.
    private let ranks: [Int32]
    /// Where each place's cities' alternate names start in `alternatePositions`; one more entry holds the end.
    private let alternateStarts: [Int32]
    /// The positions of each place's cities' alternate names, ascending, place after place.
    private let alternatePositions: [Int32]

    /// The members of `places`, whose cities' alternate names have the cities' ranks `alternateRanks`
    /// (`AlternateNames.ranks`).
    init(places: CityPlaces, alternateRanks: [Int32]) {
        (rankStarts, ranks) = PositionsByGroup.of(places.placeOfRank, groupCount: places.count)
        (alternateStarts, alternatePositions) = PositionsByGroup.of(
            alternateRanks.lazy.map { places.placeOfRank[Int($0)] },
            groupCount: places.count
        )
    }

    /// The ranks of the cities of the place at `place` that are in `range`, ascending.
    ///
    /// - Complexity: O(log *m*) for the place's *m* cities.
    func ranks(ofPlace place: Int, in range: Range<Int>) -> ArraySlice<Int32> {
        Self.members(ranks, startingAt: rankStarts, ofPlace: place, in: range)
    }

    /// The positions of the alternate names of the cities of the place at `place` that are in `range`, ascending.
    ///
    /// - Complexity: O(log *m*) for the place's *m* alternate names.
    func alternatePositions(ofPlace place: Int, in range: Range<Int>) -> ArraySlice<Int32> {
        Self.members(alternatePositions, startingAt: alternateStarts, ofPlace: place, in: range)
    }

    /// The members in `range` of the place at `place`, whose members of `all` start at `starts[place]`.
    private static func members(
        _ all: [Int32],
        startingAt starts: [Int32],
        ofPlace place: Int,
        in range: Range<Int>
    ) -> ArraySlice<Int32> {
        let members = all[Int(starts[place])..<Int(starts[place + 1])]
        let first = members.partitioningIndex { Int($0) >= range.lowerBound }
        let end = members[first...].partitioningIndex { Int($0) >= range.upperBound }
        return members[first..<end]
    }
}
