/// The text after a comma of a qualified prefix, which a city matches when the text folds to a prefix of its
/// state code, its region, its country code or one of its country's English names (`CountryNames`).
struct Qualifier: Sendable {
    /// The folded text.
    let folded: [UInt8]
    /// How each country (by `CountryCode.slot`) matches by its code or one of its names, if it does.
    private let countries: [QualifierMatch?]

    /// The qualifier `text`, folded as a prefix when `isPrefix` (it may keep one trailing separator), else as a
    /// whole name.
    init(_ text: String, isPrefix: Bool) {
        folded = isPrefix ? Fold.prefixBytes(text) : Fold.nameBytes(text)
        countries = CountryNameFolds.shared.countries(startingWith: folded)
    }

    /// How the city at `rank` of `index` matches, or `nil` when it does not.
    func match(cityAt rank: Int, in index: CityIndex) -> QualifierMatch? {
        if index.foldedStates[rank].starts(with: folded) || index.foldedRegions[rank].starts(with: folded) {
            return .byName
        }
        let slot = Int(index.countrySlots[rank])
        return slot >= 0 ? countries[slot] : nil
    }
}
