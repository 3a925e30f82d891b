/// The cities with a later word that starts with a folded prefix and no whole name that does, each once, in
/// order of their folded names' text from the matched word on, then in the contract's order; optionally only
/// one country's.
///
/// A city with several such words comes where its first in that order puts it.
package struct WordMatches: Sequence, Sendable {
    let index: CityIndex
    /// The index's later words.
    let words: WordIndex
    /// The folded prefix, not empty.
    let prefix: [UInt8]
    /// The word index's entries that start with `prefix`.
    let entries: Range<Int>
    /// The ranks of the names that start with `prefix` as a whole, which are not word matches.
    let wholeNameMatches: Range<Int>
    /// The cities of the search's country, or every city.
    let countryMatches: CityMatches
    /// Whether an earlier group of the search shows the city at a rank (such as the alternate-name matches of
    /// `names=all`), so that it is not a word match.
    let isShownAbove: (@Sendable (Int) -> Bool)?

    /// Where the word of the city at `rank` that this search matched starts, or `nil` when the city is not
    /// among these matches.
    ///
    /// - Complexity: O(*m*) in the name's length, plus O(log *n*) with a country.
    package func wordStart(ofCityAt rank: Int) -> Int? {
        guard !wholeNameMatches.contains(rank), countryMatches.containsRank(rank),
            isShownAbove?(rank) != true
        else { return nil }
        let name = index.foldedNames.table[rank]
        var first: Int?
        for position in name.indices.dropFirst() where name[position - 1] == UInt8(ascii: " ") {
            let word = name[position...]
            guard word.starts(with: prefix) else { continue }
            if let earlier = first, !word.lexicographicallyPrecedes(name[(name.startIndex + earlier)...]) {
                continue
            }
            first = position - name.startIndex
        }
        return first
    }

    /// Iterates the matches in order.
    package func makeIterator() -> Iterator {
        Iterator(matches: self, entry: entries.lowerBound)
    }

    /// Goes through the word index's entries, skipping cities that are not matches and the later words of
    /// those already given.
    package struct Iterator: IteratorProtocol {
        let matches: WordMatches
        var entry: Int

        /// The next match, or `nil` after the last.
        package mutating func next() -> WordMatch? {
            let words = matches.words
            while entry < matches.entries.upperBound {
                let rank = Int(words.ranks[entry])
                let wordStart = Int(words.wordStarts[entry])
                entry += 1
                if matches.wordStart(ofCityAt: rank) == wordStart {
                    return WordMatch(rank: rank, wordStart: wordStart)
                }
            }
            return nil
        }
    }
}
