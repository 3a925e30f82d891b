/// The text after a comma of a qualified prefix, which a city matches when the text folds to a prefix of its
/// state code, its region, its country code or one of its country's English names (`CountryNames`): those of its
/// place (`CityPlaces`).
struct Qualifier: Sendable {
    /// The folded text.
    let folded: [UInt8]
    /// The sort keys of the texts that start with it (`FoldedNames.sortKeys(startingWith:)`).
    private let sortKeys: ClosedRange<UInt64>
    /// How each country matches by its code or one of its names, if it does.
    private let countries: CountryMatches

    /// The qualifier whose text folds to `folded`: as a prefix for the last (it may keep one trailing
    /// separator), else as a whole name (`QualifiedPrefix`); its countries are those of `countryNames` it starts.
    init(folded: [UInt8], among countryNames: CountryNameFolds) {
        self.folded = folded
        sortKeys = FoldedNames.sortKeys(startingWith: folded)
        countries = countryNames.countries(startingWith: folded)
    }

    /// How the city at `rank` matches, or `nil` when it does not.
    ///
    /// Inlined, as `CountryMatches`' subscript is: it runs for every candidate city of a search.
    @inline(__always) func match(cityAt rank: Int, in places: CityPlaces) -> QualifierMatch? {
        folded.isEmpty ? .byName : match(place: Int(places.placeOfRank[rank]), in: places)
    }

    /// How the country at `slot` (`CountryCode.slot`) matches by its code or one of its names, if it does.
    @inline(__always) func match(countryAt slot: Int) -> QualifierMatch? {
        countries[slot]
    }

    /// Calls `body` with the slot (`CountryCode.slot`) of each country that matches by its code or one of its
    /// names, ascending.
    func forEachCountrySlot(_ body: (Int) -> Void) {
        countries.forEachSlot(body)
    }

    /// How the cities of the place at `place` match, or `nil` when they do not: all of them by name for an empty
    /// qualifier.
    @inline(__always) func match(place: Int, in places: CityPlaces) -> QualifierMatch? {
        guard !folded.isEmpty else { return .byName }
        let slot = Int(places.countrySlots[place])
        let byCountry = slot >= 0 ? match(countryAt: slot) : nil
        if byCountry == .byName || places.stateOrRegion(ofPlace: place, startsWith: folded, keys: sortKeys) {
            return .byName
        }
        return byCountry
    }
}
