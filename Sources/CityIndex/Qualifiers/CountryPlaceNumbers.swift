import Algorithms

/// Each place's number among the places of its country, in a few bits: what an entry of a country's list of
/// cities keeps beside the city's rank (`CitiesByPlaceStart`), so that a search with a country and a qualifier
/// that does not match the country passes over the cities of the places the qualifier does not match without
/// looking up their places (`M, Mo` in TZ: the cities of Morogoro among Tanzania's that start with `m`).
///
/// A country of more places than the bits can number gives some of them a number alike (the remainder): their
/// cities are then looked at, as before.
struct CountryPlaceNumbers: Sendable {
    /// How many bits a number takes: 0 where the entries have no room for one, and then every city is looked at.
    let bitCount: Int
    /// Each place's number, by place.
    private let numbers: [UInt8]
    /// Where each country's places start in `placesByCountry`, by `CountryCode.slot`; one more entry holds the
    /// end.
    private let countryStarts: [Int32]
    /// The places of each country, country after country.
    private let placesByCountry: [Int32]
    /// The number of cities of each place, and of each country by slot.
    private let placeCityCounts: [Int32]
    private let countryCityCounts: [Int32]
    /// Each start of one or two bytes of the folded state codes and regions of each country's places
    /// (`CityPlaces.starts(ofPlace:)`, keyed as `FoldedNames.shortStartKey(of:)`), ascending within the country,
    /// country after country, where `shortStartCountryStarts` says (by slot, one more entry for the end); with the
    /// places that start so in `shortStartPlaces`, as their numbers' mask and their cities' count: what a
    /// qualifier of one or two bytes, as most are while typed, matches, looked up rather than worked out over the
    /// country's places.
    private let shortStarts: [UInt16]
    private let shortStartCountryStarts: [Int32]
    private let shortStartPlaces: [MatchedPlaces]

    /// The places of a country that a qualifier matches: their numbers as bits of a mask, and how many cities
    /// they have.
    private struct MatchedPlaces {
        var mask: UInt64 = 0
        var cityCount: Int32 = 0

        /// Adds the place numbered `number`, of `cityCount` cities.
        mutating func add(number: UInt8, cityCount: Int32) {
            mask |= 1 << UInt64(number)
            self.cityCount += cityCount
        }
    }

    /// The numbers of the places of `places`, of `bitCount` bits (at most 6).
    init(places: CityPlaces, bitCount: Int) {
        precondition((0...6).contains(bitCount), "a number's bits make a mask of one word")
        self.bitCount = bitCount
        let (countryStarts, placesByCountry) = PositionsByGroup.of(places.countrySlots, groupCount: CountryCode.count)
        let placesOfCountry = { (slot: Int) in
            placesByCountry[Int(countryStarts[slot])..<Int(countryStarts[slot + 1])].map(Int.init)
        }
        var numbers = [UInt8](repeating: 0, count: places.count)
        for slot in 0..<CountryCode.count {
            for (number, place) in placesOfCountry(slot).enumerated() {
                numbers[place] = UInt8(number & (1 << bitCount - 1))
            }
        }
        var placeCityCounts = [Int32](repeating: 0, count: places.count)
        for place in places.placeOfRank {
            placeCityCounts[Int(place)] += 1
        }
        var countryCityCounts = [Int32](repeating: 0, count: CountryCode.count)
        for (place, count) in placeCityCounts.enumerated() where places.countrySlots[place] >= 0 {
            countryCityCounts[Int(places.countrySlots[place])] += count
        }
        var shortStarts: [UInt16] = []
        var shortStartCountryStarts: [Int32] = [0]
        var shortStartPlaces: [MatchedPlaces] = []
        for slot in 0..<CountryCode.count {
            let byStart = Self.placesByShortStart(
                of: placesOfCountry(slot),
                in: places,
                numbers: numbers,
                cityCounts: placeCityCounts
            )
            for start in byStart.keys.sorted() {
                shortStarts.append(start)
                shortStartPlaces.append(byStart[start]!)
            }
            shortStartCountryStarts.append(Int32(shortStarts.count))
        }
        (self.countryStarts, self.placesByCountry, self.numbers) = (countryStarts, placesByCountry, numbers)
        (self.placeCityCounts, self.countryCityCounts) = (placeCityCounts, countryCityCounts)
        (self.shortStarts, self.shortStartCountryStarts, self.shortStartPlaces) = (
            shortStarts, shortStartCountryStarts, shortStartPlaces
        )
    }

    /// The places among `countryPlaces` of `places` that each start of one or two bytes of their state codes and
    /// regions matches (`shortStarts`), numbered by `numbers`, of `cityCounts` cities each.
    private static func placesByShortStart(
        of countryPlaces: [Int],
        in places: CityPlaces,
        numbers: [UInt8],
        cityCounts: [Int32]
    ) -> [UInt16: MatchedPlaces] {
        var byStart: [UInt16: MatchedPlaces] = [:]
        for place in countryPlaces {
            let starts = places.starts(ofPlace: place)
            // Each start once: a place's state code and region may begin alike.
            for start in Set(starts.map { $0 & 0xFF00 } + starts.filter { $0 & 0xFF != 0 }) {
                byStart[start, default: MatchedPlaces()].add(number: numbers[place], cityCount: cityCounts[place])
            }
        }
        return byStart
    }

    /// The number of the place at `place`.
    func number(ofPlace place: Int) -> UInt32 {
        UInt32(numbers[place])
    }

    /// The places of the country at `slot` (`CountryCode.slot`) whose state code or region `qualifier` matches,
    /// among `places`: their numbers as bits of a mask, every bit where the numbers take none, and the share of
    /// the country's cities that are theirs. A city of the country whose place's bit is not set is not matched
    /// by the qualifier, unless the country is.
    ///
    /// - Complexity: O(log *s*) for a qualifier of one or two bytes and the country's *s* starts of them; else
    ///   O(*p*) for the country's *p* places.
    func places(
        ofCountryAt slot: Int,
        matchedBy qualifier: Qualifier,
        in places: CityPlaces
    ) -> (mask: UInt64, cityShare: Double) {
        var matched = MatchedPlaces()
        let folded = qualifier.folded
        if (1...2).contains(folded.count) {
            matched = matchedPlaces(ofCountryAt: slot, startingLike: folded) ?? MatchedPlaces()
        } else {
            for place in placesByCountry[Int(countryStarts[slot])..<Int(countryStarts[slot + 1])].map(Int.init)
            where qualifier.match(place: place, in: places) != nil {
                matched.add(number: numbers[place], cityCount: placeCityCounts[place])
            }
        }
        let cityShare = Double(matched.cityCount) / Double(max(countryCityCounts[slot], 1))
        return (bitCount > 0 ? matched.mask : .max, cityShare)
    }

    /// Whether a place of the country at `slot` (`CountryCode.slot`) has a state code or region that starts with
    /// the first one or two bytes of `folded`, which is not empty: when none does, a qualifier folded so matches
    /// none of the country's places.
    ///
    /// - Complexity: O(log *s*) for the country's *s* starts of one or two bytes.
    func hasPlace(ofCountryAt slot: Int, startingLike folded: [UInt8]) -> Bool {
        matchedPlaces(ofCountryAt: slot, startingLike: folded) != nil
    }

    /// The places of the country at `slot` whose state code or region starts with the first one or two bytes of
    /// `folded`, `nil` for none.
    private func matchedPlaces(ofCountryAt slot: Int, startingLike folded: [UInt8]) -> MatchedPlaces? {
        let start = FoldedNames.shortStartKey(of: folded)
        let starts = shortStarts[Int(shortStartCountryStarts[slot])..<Int(shortStartCountryStarts[slot + 1])]
        let position = starts.partitioningIndex { $0 >= start }
        return position < starts.endIndex && starts[position] == start ? shortStartPlaces[position] : nil
    }
}
