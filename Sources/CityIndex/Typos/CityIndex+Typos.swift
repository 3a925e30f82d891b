extension CityIndex {
    /// The typo matches of `prefix` (unfolded; folded here with Fold.prefixBytes), as disjoint runs in ascending
    /// rank order, covering exactly the cities whose prefix distance is 1…(max allowed for the prefix's length),
    /// none at distance 0.
    ///
    /// A name's prefix distance is the smallest optimal-string-alignment distance (insertions, deletions,
    /// substitutions and transpositions of adjacent characters, no substring edited twice) between the folded
    /// prefix and a prefix of the folded name, counted in Unicode scalars. Its matched part is the longest name
    /// prefix at that distance.
    ///
    /// - Complexity: walks only the part of the name trie within the allowed distance of the prefix, never
    ///   every name.
    package func typoMatches(prefix: String) -> [TypoMatch] {
        typoMatches(folded: Fold.prefixBytes(prefix))
    }

    /// The typo matches of the folded prefix `bytes`, as `typoMatches(prefix:)` gives them.
    func typoMatches(folded bytes: [UInt8]) -> [TypoMatch] {
        let (scalars, starts) = PackedScalars.scalars(of: bytes)
        let maxDistance = Self.allowedTypos(forPrefixLength: scalars.count)
        guard maxDistance > 0 else {
            return []
        }
        let paddedQuery = OSABand.padding(forMaxDistance: maxDistance) + scalars
        let nodes = withNameTrie { trie in
            paddedQuery.withUnsafeBufferPointer { paddedQuery in
                bytes.withUnsafeBufferPointer { bytes in
                    var search = TypoSearch(
                        trie: trie,
                        band: OSABand(paddedQuery: paddedQuery, maxDistance: maxDistance),
                        queryBytes: bytes,
                        queryStarts: starts
                    )
                    search.walk()
                    return search.found
                }
            }
        }
        return TypoMatch.runs(resolving: nodes)
    }

    /// How many typos a folded prefix of `length` characters may have: none under 4, one up to 7, two from 8.
    static func allowedTypos(forPrefixLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case ..<8: 1
        default: 2
        }
    }
}
