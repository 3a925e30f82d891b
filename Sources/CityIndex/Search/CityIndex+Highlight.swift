extension CityIndex {
    /// The name of the city at `rank` as the data writes it.
    package func name(at rank: Int) -> String {
        cityJSON.name(at: rank)
    }

    /// The part of the name of the city at `rank` that folds to the bytes `folded` of its folded name, in
    /// UTF-16 code units of the name as the data writes it, so that JavaScript's `name.slice(start, end)` is
    /// that part: from the first character that contributes to the bytes to the last, with the combining marks
    /// that follow it.
    package func nameRange(ofFolded folded: Range<Int>, at rank: Int) -> Range<Int> {
        Fold.utf16Range(ofFolded: folded, inName: name(at: rank))
    }

    /// The alternate name that `hit` matched, as the data spells it, or `nil` when it matched the city's own name.
    public func alternateName(of hit: CityHit) -> String? {
        hit.alternateName.map(alternateNames.spelling(at:))
    }

    /// `hits` with the part of each name that its prefix matched: of the alternate name where one matched.
    func highlighting(_ hits: [CityHit]) -> [CityHit] {
        hits.map { hit in
            var hit = hit
            hit.matchedName =
                if let alternateName = alternateName(of: hit) {
                    Fold.utf16Range(ofFolded: hit.matchedFoldedBytes, inName: alternateName)
                } else {
                    nameRange(ofFolded: hit.matchedFoldedBytes, at: hit.rank)
                }
            return hit
        }
    }
}
