/// A run of cities that a typed prefix matches within a typo or two: consecutive ranks whose folded names all
/// start with the same string at the same distance from the prefix.
package struct TypoMatch: Sendable, Equatable {
    /// The cities' ranks.
    package var ranks: Range<Int>
    /// The prefix distance (1 or 2).
    package var distance: Int
    /// How many bytes of each name's folded text matched (the longest name prefix at that distance).
    package var matchedByteCount: Int

    package init(ranks: Range<Int>, distance: Int, matchedByteCount: Int) {
        self.ranks = ranks
        self.distance = distance
        self.matchedByteCount = matchedByteCount
    }
}
