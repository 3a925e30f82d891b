import Algorithms

extension CityIndex {
    /// The cities whose folded name starts with the folded `prefix`, in the contract's order, optionally only
    /// those of `country`. A prefix that folds to nothing matches every city.
    ///
    /// - Complexity: O(log *n*) comparisons to find the range; the matches are not copied.
    public func matches(prefix: String, country: CountryCode? = nil) -> CityMatches {
        let folded = Fold.prefixBytes(prefix)
        if let country {
            let positions = positionsByCountry[country] ?? []
            return CityMatches(countryPositions: positions[range(of: folded, among: positions)])
        }
        return CityMatches(range: range(of: folded, among: cities.indices))
    }

    /// The sub-range of `positions` (sorted in the contract's order) whose names start with `folded`.
    private func range<Positions: RandomAccessCollection>(
        of folded: [UInt8],
        among positions: Positions
    )
        -> Range<Positions.Index> where Positions.Element: BinaryInteger
    {
        foldedNames.withComparator { names in
            folded.withUnsafeBufferPointer { prefix in
                let lower = positions.partitioningIndex { names.compare(Int($0), toPrefix: prefix) >= 0 }
                let upper = positions[lower...].partitioningIndex { names.compare(Int($0), toPrefix: prefix) > 0 }
                return lower..<upper
            }
        }
    }
}
