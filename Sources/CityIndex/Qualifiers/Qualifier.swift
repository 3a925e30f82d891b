/// The text after a comma of a qualified prefix, which a city matches when the text folds to a prefix of its
/// state code, its region, its country code or one of its country's English names (`CountryNames`).
struct Qualifier: Sendable {
    /// What a qualifier is matched against, by rank: each city's folded state code and region, and its
    /// country's slot. Only these of the index, so that matches that keep them hold three references, not a copy
    /// of the index.
    struct Fields: Sendable {
        let foldedStates: PackedByteStrings
        let foldedRegions: PackedByteStrings
        let countrySlots: [Int16]
    }

    /// The folded text.
    let folded: [UInt8]
    /// How each country matches by its code or one of its names, if it does.
    private let countries: CountryMatches

    /// The qualifier whose text folds to `folded`: as a prefix for the last (it may keep one trailing
    /// separator), else as a whole name (`QualifiedPrefix`); its countries are those of `countryNames` it starts.
    init(folded: [UInt8], among countryNames: CountryNameFolds) {
        self.folded = folded
        countries = countryNames.countries(startingWith: folded)
    }

    /// How the city at `rank` matches, or `nil` when it does not.
    func match(cityAt rank: Int, in fields: Fields) -> QualifierMatch? {
        let slot = Int(fields.countrySlots[rank])
        let byCountry = slot >= 0 ? countries[slot] : nil
        if byCountry == .byName
            || fields.foldedStates.string(at: rank, startsWith: folded)
            || fields.foldedRegions.string(at: rank, startsWith: folded)
        {
            return .byName
        }
        return byCountry
    }
}

extension CityIndex {
    /// What qualifiers are matched against.
    var qualifierFields: Qualifier.Fields {
        Qualifier.Fields(foldedStates: foldedStates, foldedRegions: foldedRegions, countrySlots: countrySlots)
    }
}
