extension CityIndex {
    /// The cities with a later word that starts with the folded `prefix` but whose whole name does not, in
    /// order of the names' text from that word on, then in the contract's order; optionally only those of
    /// `country`. A prefix that folds to nothing has no word matches: every name starts with it.
    ///
    /// - Complexity: O(log *n*) to find them; each match costs O(*m*) in its name's length as it is read.
    package func wordMatches(prefix: String, country: CountryCode? = nil) -> WordMatches {
        wordMatches(folded: Fold.prefixBytes(prefix), country: country)
    }

    /// The word matches of the folded prefix `folded`, as `wordMatches(prefix:country:)` gives them, without
    /// the cities that `isShownAbove` says an earlier group of the search shows.
    func wordMatches(
        folded: [UInt8],
        country: CountryCode?,
        isShownAbove: (@Sendable (Int) -> Bool)? = nil
    ) -> WordMatches {
        let wholeNameMatches = ranks(startingWith: folded)
        let words = wordIndex.value
        return WordMatches(
            index: self,
            words: words,
            prefix: folded,
            entries: folded.isEmpty ? 0..<0 : words.entries(startingWith: folded, names: foldedNames),
            wholeNameMatches: wholeNameMatches,
            countryMatches: matches(among: 0..<count, country: country),
            isShownAbove: isShownAbove
        )
    }
}
