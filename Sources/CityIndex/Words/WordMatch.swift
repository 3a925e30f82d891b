/// A city whose name has a later word that starts with a search's prefix, and where that word starts.
package struct WordMatch: Sendable, Equatable {
    /// The city's rank.
    package var rank: Int
    /// Where the matching word starts in the city's folded name, in bytes.
    package var wordStart: Int

    /// A match of the city at `rank` at the word starting at byte `wordStart` of its folded name.
    package init(rank: Int, wordStart: Int) {
        self.rank = rank
        self.wordStart = wordStart
    }
}
