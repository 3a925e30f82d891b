import Algorithms

/// The cities of each country and of each start of a state code or region, by the first byte of their folded
/// names, each list most important first: where a qualified prefix of a short name (`s, e`, `k, le`) finds the
/// most important of its many matches in the few lists of its qualifier's countries and start
/// (`QualifiedMatches.listedMatches(in:)`), rather than among all of the name's matches or in every place its
/// qualifier matches (`CityIndex.mostImportantOfAll`).
///
/// A city is in the lists of the first byte of each of its names (its own and its alternate names), once in its
/// country's list and once in the list of the first two bytes of its state code and of its region (one where they
/// start alike): 824,141 entries of 4 bytes in 19,282 lists in the shipped data. Built on first use. A class, so
/// that a search that reads it takes one reference.
final class CitiesByPlaceStart: Sendable {
    /// Each list's key, ascending (`Self.key(kind:nameStart:place:)`).
    private let keys: [UInt32]
    /// Where each list starts in `entries`; one more entry holds the end.
    private let starts: [Int32]
    /// The population of each list's first city, its most important.
    private let leaderPopulations: [UInt32]
    /// Each list's cities, most important first (`Importance`), list after list: a city's rank in the low 24
    /// bits, and above them the second bytes of its alternate names that start with the list's byte
    /// (`alternateFilter(ofSecondByte:)`).
    private let entries: [UInt32]
    /// Whether the lists hold the cities: not for data of `largestCount` cities or more.
    private let holdsTheCities: Bool
    /// The filter bit, of seven, that each byte sets where it is an alternate name's second
    /// (`alternateFilter(ofSecondByte:)`): the bytes, from the one most alternate names have second, each given the
    /// bit that the fewest names had so far, so that the bits are about as often set. By remainder, `a` and `h`
    /// share a bit, and so `ka` and `kh`: of the cities that the filter lets through for a name of two bytes, two in
    /// three had no alternate name that starts with it by remainder, one in three this way (counted over the
    /// shipped data in Python).
    private let filterBits: [UInt8]

    /// Where the matches of a qualified prefix are among the lists (`QualifiedMatches.listedMatches(in:)`).
    struct Matches {
        /// Every list's entries (`CitiesByPlaceStart.entries`).
        let entries: [UInt32]
        /// The lists that hold every match but those of `ownRanksElsewhere`, with cities that do not match: each
        /// a range of `entries`, with its first city's population.
        let lists: [(entries: Range<Int>, leaderPopulation: UInt32)]
        /// The bits of an entry's filter that an alternate name the matches' names start with may set
        /// (`alternateMask(ofNamesStartingWith:)`).
        let alternateMask: UInt32
        /// The ranks of the matches in none of the lists: cities whose own names start with the whole prefix,
        /// in places that the qualifier does not match.
        let ownRanksElsewhere: [Int]

        /// The number of entries of the lists.
        var entryCount: Int {
            lists.reduce(0) { $0 + $1.entries.count }
        }
    }

    /// The number of cities the lists can hold: a rank takes 24 bits of an entry.
    static let largestCount = 1 << 24

    /// How many lists a place's cities are in at most, for each byte their names start with: their country's,
    /// and those of the starts of their state code and of their region.
    private static let listsPerPlace = 3

    /// The kinds of list, the first part of a key.
    private enum Kind: UInt32 {
        /// The cities of a country, by `CountryCode.slot`.
        case country = 0
        /// The cities whose state code or region starts with two bytes (one, for a text of one byte).
        case start = 1
    }

    /// The lists of the cities of `places`, whose populations are `populations`, whose own names' sort keys are
    /// `sortKeys` (`FoldedNames.sortKey`) and whose alternate names' are `alternateSortKeys`, at each city's positions
    /// of `alternatesByCity`, each most important first as `ranksByImportance` orders the ranks
    /// (`Importance.ranks(populations:)`). No lists where the cities number `largestCount` or more: then a search looks
    /// for its matches another way.
    init(
        places: CityPlaces,
        populations: [UInt32],
        sortKeys: [UInt64],
        alternateSortKeys: [UInt64],
        alternatesByCity: AlternateNamesByCity,
        ranksByImportance: [Int32]
    ) {
        let cityCount = sortKeys.count
        guard cityCount < Self.largestCount else {
            (keys, starts, leaderPopulations, entries, holdsTheCities, filterBits) = ([], [0], [], [], false, [])
            return
        }
        let filterBits = Self.filterBits(alternateSortKeys: alternateSortKeys)
        let nameStarts = Self.nameStarts(
            sortKeys: sortKeys,
            alternateSortKeys: alternateSortKeys,
            alternatesByCity: alternatesByCity,
            filterBits: filterBits
        )
        // Each place's lists, by number: a country's slot, or `CountryCode.count` and up for a start.
        let startValues = Set((0..<places.count).flatMap(places.starts(ofPlace:))).sorted()
        let startNumbers = Dictionary(uniqueKeysWithValues: startValues.enumerated().map { ($1, $0) })
        let listsPerByte = CountryCode.count + startValues.count
        // Each place's lists, `listsPerPlace` a place: its country's and its starts', -1 where it has fewer.
        var placeLists = [Int32](repeating: -1, count: places.count * Self.listsPerPlace)
        for place in 0..<places.count {
            let lists =
                [Int(places.countrySlots[place])].filter { $0 >= 0 }
                + places.starts(ofPlace: place).map { CountryCode.count + startNumbers[$0]! }
            for (number, list) in lists.enumerated() {
                placeLists[place * Self.listsPerPlace + number] = Int32(list)
            }
        }
        // By name start byte and list number: each list's number of cities; then where each starts in `entries`;
        // then, as they are filled, where each list's next city goes.
        var listStarts = [Int32](repeating: 0, count: 256 * listsPerByte)
        for rank in 0..<cityCount {
            let firstList = Int(places.placeOfRank[rank]) * Self.listsPerPlace
            for nameStart in nameStarts.startsOfCity(at: rank) {
                for list in placeLists[firstList..<firstList + Self.listsPerPlace] where list >= 0 {
                    listStarts[Int(nameStart >> 8) * listsPerByte + Int(list)] += 1
                }
            }
        }
        var keys: [UInt32] = []
        var starts: [Int32] = [0]
        for kind in [Kind.country, .start] {
            let lists = kind == .country ? 0..<CountryCode.count : CountryCode.count..<listsPerByte
            for nameStart in 0..<256 {
                for list in lists {
                    let slot = nameStart * listsPerByte + list
                    let size = listStarts[slot]
                    guard size > 0 else { continue }
                    let place = kind == .country ? list : Int(startValues[list - CountryCode.count])
                    keys.append(Self.key(kind: kind, nameStart: UInt8(nameStart), place: place))
                    listStarts[slot] = starts[starts.count - 1]
                    starts.append(starts[starts.count - 1] + size)
                }
            }
        }
        var entries = [UInt32](repeating: 0, count: Int(starts[starts.count - 1]))
        for rank in ranksByImportance {
            let firstList = Int(places.placeOfRank[Int(rank)]) * Self.listsPerPlace
            for nameStart in nameStarts.startsOfCity(at: Int(rank)) {
                let entry = UInt32(rank) | UInt32(nameStart & 0xFF) << 24
                for list in placeLists[firstList..<firstList + Self.listsPerPlace] where list >= 0 {
                    let slot = Int(nameStart >> 8) * listsPerByte + Int(list)
                    entries[Int(listStarts[slot])] = entry
                    listStarts[slot] += 1
                }
            }
        }
        leaderPopulations = starts.dropLast().map { populations[Self.rank(of: entries[Int($0)])] }
        (self.keys, self.starts, self.entries, holdsTheCities, self.filterBits) = (
            keys, starts, entries, true, filterBits
        )
    }

    /// The lists that hold every city one of whose names starts with `nameStart` and whose country `qualifier`
    /// matches or whose state code or region starts with the first two bytes of `qualifier`, which is not empty
    /// (its one byte, for a qualifier of one): ranges of `entries`, each with its first city's population; `nil`
    /// when the lists do not hold the cities. A city may be in more than one of them, and they hold cities that do
    /// not match: the name and the whole qualifier are for the search to match.
    ///
    /// - Complexity: O(log *l* + *c*) for *l* lists and *c* countries with cities whose names start with
    ///   `nameStart`.
    func lists(
        ofNamesStartingWith nameStart: UInt8,
        qualifiedBy qualifier: Qualifier
    ) -> (entries: [UInt32], lists: [(entries: Range<Int>, leaderPopulation: UInt32)])? {
        guard holdsTheCities else { return nil }
        var lists: [(entries: Range<Int>, leaderPopulation: UInt32)] = []
        let countries = listIndices(
            from: Self.key(kind: .country, nameStart: nameStart, place: 0),
            through: Self.key(kind: .country, nameStart: nameStart, place: CountryCode.count - 1)
        )
        for list in countries where qualifier.match(countryAt: Int(keys[list] & 0xFFFF)) != nil {
            lists.append((Int(starts[list])..<Int(starts[list + 1]), leaderPopulations[list]))
        }
        let folded = qualifier.folded
        let start = UInt32(folded[0]) << 8 | UInt32(folded.count > 1 ? folded[1] : 0)
        let starting = listIndices(
            from: Self.key(kind: .start, nameStart: nameStart, place: Int(start)),
            through: Self.key(kind: .start, nameStart: nameStart, place: Int(folded.count > 1 ? start : start | 0xFF))
        )
        for list in starting {
            lists.append((Int(starts[list])..<Int(starts[list + 1]), leaderPopulations[list]))
        }
        return (entries, lists)
    }

    /// The bits of an entry's filter that the alternate names starting with `name`, whose first byte is the
    /// list's, may set: all of them for a name of one byte.
    func alternateMask(ofNamesStartingWith name: [UInt8]) -> UInt32 {
        name.count > 1 ? alternateFilter(ofSecondByte: name[1]) : 0xFF
    }

    /// Whether the city of `entry` may have an alternate name that sets one of the filter bits of `mask`
    /// (`alternateMask(ofNamesStartingWith:)`): `false` only when it has none.
    @inline(__always) static func mayHaveAlternateName(_ entry: UInt32, setting mask: UInt32) -> Bool {
        entry >> 24 & mask != 0
    }

    /// The rank of the city of `entry`.
    @inline(__always) static func rank(of entry: UInt32) -> Int {
        Int(entry & 0xFF_FFFF)
    }

    /// The bit an entry sets for an alternate name whose second byte is `secondByte` (0 for a name of one byte):
    /// one bit for the one-byte names, seven for the rest (`filterBits`).
    private func alternateFilter(ofSecondByte secondByte: UInt8) -> UInt32 {
        Self.alternateFilter(ofSecondByte: secondByte, filterBits: filterBits)
    }

    /// The bit an entry sets for an alternate name whose second byte is `secondByte`, by `filterBits`.
    private static func alternateFilter(ofSecondByte secondByte: UInt8, filterBits: [UInt8]) -> UInt32 {
        secondByte == 0 ? 0x80 : 1 << UInt32(filterBits[Int(secondByte)])
    }

    /// The filter bit of each second byte of the alternate names whose sort keys are `alternateSortKeys`
    /// (`filterBits`).
    private static func filterBits(alternateSortKeys: [UInt64]) -> [UInt8] {
        var counts = [Int](repeating: 0, count: 256)
        for key in alternateSortKeys {
            counts[Int(key >> 48 & 0xFF)] += 1
        }
        var bits = [UInt8](repeating: 0, count: 256)
        var namesOfBit = [Int](repeating: 0, count: 7)
        for byte in (1..<256).sorted(by: { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }) {
            let bit = namesOfBit.indices.min { namesOfBit[$0] < namesOfBit[$1] }!
            bits[byte] = UInt8(bit)
            namesOfBit[bit] += counts[byte]
        }
        return bits
    }

    /// The key of the list of `kind` of the cities whose names start with `nameStart`, of the country or start
    /// `place`: ordered by kind, then name start, then place.
    private static func key(kind: Kind, nameStart: UInt8, place: Int) -> UInt32 {
        kind.rawValue << 24 | UInt32(nameStart) << 16 | UInt32(place)
    }

    /// The positions in `keys` of the lists from key `first` through key `last`.
    private func listIndices(from first: UInt32, through last: UInt32) -> Range<Int> {
        keys.partitioningIndex { $0 >= first }..<keys.partitioningIndex { $0 > last }
    }

    /// Each city's name starts: the first byte of each of its names, each once, in the high byte, and the
    /// `alternateFilter(ofSecondByte:)` bits of its alternate names that start with it in the low byte.
    private struct NameStarts {
        /// Where each city's name starts begin in `values`, by rank; one more entry holds the end.
        let cityStarts: [Int32]
        let values: [UInt16]

        /// The name starts of the city at `rank`.
        func startsOfCity(at rank: Int) -> ArraySlice<UInt16> {
            values[Int(cityStarts[rank])..<Int(cityStarts[rank + 1])]
        }
    }

    /// The name starts of the cities whose own names' sort keys are `sortKeys`, by rank, and whose alternate names'
    /// sort keys are `alternateSortKeys`, at each city's positions of `alternatesByCity`, with the filter bits
    /// `filterBits`.
    private static func nameStarts(
        sortKeys: [UInt64],
        alternateSortKeys: [UInt64],
        alternatesByCity: AlternateNamesByCity,
        filterBits: [UInt8]
    ) -> NameStarts {
        var cityStarts: [Int32] = [0]
        cityStarts.reserveCapacity(sortKeys.count + 1)
        var values: [UInt16] = []
        values.reserveCapacity(sortKeys.count * 2)
        for rank in sortKeys.indices {
            let first = values.count
            values.append(UInt16(sortKeys[rank] >> 56) << 8)
            for position in alternatesByCity.positions(ofCityAt: rank) {
                let key = alternateSortKeys[Int(position)]
                let start = UInt16(key >> 56) << 8
                let filter = UInt16(
                    alternateFilter(ofSecondByte: UInt8(truncatingIfNeeded: key >> 48), filterBits: filterBits)
                )
                if let known = values[first...].firstIndex(where: { $0 & 0xFF00 == start }) {
                    values[known] |= filter
                } else {
                    values.append(start | filter)
                }
            }
            cityStarts.append(Int32(values.count))
        }
        return NameStarts(cityStarts: cityStarts, values: values)
    }
}
