/// The cities that a folded prefix matches by an alternate name and not by their own name, each once, by the
/// first of its names in the alternate names' order that the prefix matches; optionally only one country's.
struct AlternateNameMatches: Sendable {
    /// The rank of each alternate name's city (`AlternateNames.ranks`), the only one of the names' tables these
    /// matches read: held alone, so that a copy of the matches takes one reference for the names, not one for each
    /// of their tables.
    let ranks: [Int32]
    /// Each city's alternate names.
    let byCity: AlternateNamesByCity
    /// How many times these matches' populations count less than own-name matches' by relevance
    /// (`CityIndex.alternateNameDiscount(characterCount:)`).
    let discount: UInt64
    /// The positions of the alternate names that start with the prefix.
    private(set) var positions: Range<Int>
    /// The folded prefix's length in bytes.
    let prefixLength: Int
    /// The ranks of the cities whose own names start with the prefix, which are not among these matches.
    let ownNameMatches: Range<Int>
    /// Only the cities of this country, or of every country when `nil`.
    let country: CountryCode?
    /// Each city's `CountryCode.slot`, by rank.
    let countrySlots: [Int16]

    /// The same search matching no alternate name: its own-name matches alone.
    var none: AlternateNameMatches {
        var none = self
        none.positions = positions.lowerBound..<positions.lowerBound
        return none
    }

    /// Whether the name at `position`, one of `positions`, is the one a city is matched by.
    ///
    /// - Complexity: O(1).
    func isMatch(at position: Int) -> Bool {
        let rank = Int(ranks[position])
        return byCity.isFirstOfCity(at: position, prefixLength: prefixLength) && isCandidate(rank)
    }

    /// The position of the name that the city at `rank` is matched by, or `nil` when it is not among these
    /// matches.
    ///
    /// - Complexity: O(log *m*) in the city's number of alternate names.
    func position(ofCityAt rank: Int) -> Int? {
        guard isCandidate(rank) else { return nil }
        return byCity.firstPosition(ofCityAt: rank, in: positions)
    }

    /// Every match's name position, in the alternate names' order.
    var matchPositions: some Sequence<Int> {
        positions.lazy.filter(isMatch(at:))
    }

    /// The hit of the city matched by the name at `position`.
    func hit(at position: Int) -> CityHit {
        var hit = CityHit(rank: Int(ranks[position]), matchedFoldedBytes: 0..<prefixLength)
        hit.alternateName = position
        return hit
    }

    /// Whether the city at `rank` is of the search's country and not matched by its own name.
    private func isCandidate(_ rank: Int) -> Bool {
        guard !ownNameMatches.contains(rank) else { return false }
        guard let country else { return true }
        return Int(countrySlots[rank]) == country.slot
    }
}
