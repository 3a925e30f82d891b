/// How each country, by `CountryCode.slot`, matches a qualifier by its code or one of its names, if it does:
/// two sets of bits in one array, which a search reads in place for each candidate city.
struct CountryMatches: Sendable {
    /// Eleven words of 64 bits hold a bit for each of the 676 slots (`CountryCode.count`).
    private static let wordCount = 11
    /// The bits of the countries that match by name, then those that match by an alias.
    ///
    /// An array rather than words kept inline: reading one of those copies all of them wherever the qualifier is
    /// not itself in a variable, as it is not in an array of them, and the copy cost more than the search's one
    /// allocation.
    private var words = Self.noWords

    /// The words of no country, copied by each qualifier: `Array(repeating:count:)` looks up the array's type
    /// for every array it makes, which cost more than the search's every other use of the qualifier's countries.
    private static let noWords = [UInt64](repeating: 0, count: 2 * wordCount)

    /// How the country at `slot` matches: by name where both a name and an alias do.
    @inline(__always) subscript(slot: Int) -> QualifierMatch? {
        let (word, bit) = (slot / 64, UInt64(1) << UInt64(slot % 64))
        if words[word] & bit != 0 { return .byName }
        return words[Self.wordCount + word] & bit != 0 ? .byAlias : nil
    }

    /// Calls `body` with the slot of each country that matches, ascending.
    func forEachSlot(_ body: (Int) -> Void) {
        for word in 0..<Self.wordCount {
            var bits = words[word] | words[Self.wordCount + word]
            while bits != 0 {
                body(word * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }

    /// Records that the country at `slot` matches as `match`.
    mutating func record(_ match: QualifierMatch, slot: Int) {
        let (word, bit) = (slot / 64, UInt64(1) << UInt64(slot % 64))
        switch match {
        case .byName: words[word] |= bit
        case .byAlias: words[Self.wordCount + word] |= bit
        }
    }
}
