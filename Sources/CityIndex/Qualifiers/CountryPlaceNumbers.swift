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

    /// The numbers of the places of `places`, of `bitCount` bits (at most 6).
    init(places: CityPlaces, bitCount: Int) {
        precondition((0...6).contains(bitCount), "a number's bits make a mask of one word")
        self.bitCount = bitCount
        (countryStarts, placesByCountry) = PositionsByGroup.of(places.countrySlots, groupCount: CountryCode.count)
        var numbers = [UInt8](repeating: 0, count: places.count)
        let valueMask = (1 << bitCount) - 1
        for slot in 0..<CountryCode.count {
            let countryPlaces = placesByCountry[Int(countryStarts[slot])..<Int(countryStarts[slot + 1])]
            for (number, place) in countryPlaces.enumerated() {
                numbers[Int(place)] = UInt8(number & valueMask)
            }
        }
        self.numbers = numbers
        var placeCityCounts = [Int32](repeating: 0, count: places.count)
        for place in places.placeOfRank {
            placeCityCounts[Int(place)] += 1
        }
        var countryCityCounts = [Int32](repeating: 0, count: CountryCode.count)
        for (place, count) in placeCityCounts.enumerated() where places.countrySlots[place] >= 0 {
            countryCityCounts[Int(places.countrySlots[place])] += count
        }
        (self.placeCityCounts, self.countryCityCounts) = (placeCityCounts, countryCityCounts)
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
    /// - Complexity: O(*p*) for the country's *p* places.
    func places(
        ofCountryAt slot: Int,
        matchedBy qualifier: Qualifier,
        in places: CityPlaces
    ) -> (mask: UInt64, cityShare: Double) {
        var mask: UInt64 = 0
        var cityCount = 0
        for place in placesByCountry[Int(countryStarts[slot])..<Int(countryStarts[slot + 1])]
        where qualifier.match(place: Int(place), in: places) != nil {
            mask |= 1 << UInt64(numbers[Int(place)])
            cityCount += Int(placeCityCounts[Int(place)])
        }
        let cityShare = Double(cityCount) / Double(max(countryCityCounts[slot], 1))
        return (bitCount > 0 ? mask : .max, cityShare)
    }
}
