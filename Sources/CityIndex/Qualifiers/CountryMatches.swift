/// How each country, by `CountryCode.slot`, matches a qualifier by its code or one of its names, if it does:
/// two sets of bits, kept inline, so that working them out for each qualifier of a query allocates nothing.
struct CountryMatches: Sendable {
    // Eleven words of 64 bits hold a bit for each of the 676 slots (`CountryCode.count`).
    private var byName = InlineArray<11, UInt64>(repeating: 0)
    private var byAlias = InlineArray<11, UInt64>(repeating: 0)

    /// How the country at `slot` matches: by name where both a name and an alias do.
    ///
    /// Read through spans, and inlined: an `InlineArray`'s subscript, or a call that takes these matches as a
    /// value, copies all their words to read one.
    @inline(__always) subscript(slot: Int) -> QualifierMatch? {
        let (word, bit) = (slot / 64, UInt64(1) << UInt64(slot % 64))
        if byName.span[word] & bit != 0 { return .byName }
        return byAlias.span[word] & bit != 0 ? .byAlias : nil
    }

    /// Records that the country at `slot` matches as `match`.
    mutating func record(_ match: QualifierMatch, slot: Int) {
        let (word, bit) = (slot / 64, UInt64(1) << UInt64(slot % 64))
        switch match {
        case .byName: byName[word] |= bit
        case .byAlias: byAlias[word] |= bit
        }
    }
}
