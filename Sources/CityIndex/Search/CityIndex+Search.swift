import Algorithms

extension CityIndex {
    /// The cities whose folded name starts with the folded `prefix`, in the contract's order, optionally only
    /// those of `country`. A prefix that folds to nothing matches every city.
    ///
    /// - Complexity: O(log *n*) to find the ranks; the matches are not copied.
    public func matches(prefix: String, country: CountryCode? = nil) -> CityMatches {
        matches(among: ranks(startingWith: Fold.prefixBytes(prefix)), country: country)
    }

    /// The cities at `ranks`, or those of them of `country`: none, without a look at the country's, for no ranks.
    func matches(among ranks: Range<Int>, country: CountryCode?) -> CityMatches {
        guard let country, !ranks.isEmpty else {
            return CityMatches(range: ranks)
        }
        let countryRanks = self.ranks(of: country)
        let lower = countryRanks.partitioningIndex { $0 >= ranks.lowerBound }
        let upper = countryRanks[lower...].partitioningIndex { $0 >= ranks.upperBound }
        return CityMatches(ranks: countryRanks[lower..<upper])
    }

    /// The ranks of the cities of `country`, ascending.
    func ranks(of country: CountryCode) -> ArraySlice<Int32> {
        countryRanks[Int(countryStarts[country.slot])..<Int(countryStarts[country.slot + 1])]
    }

    /// The ranks of the names that start with the folded bytes `prefix`.
    ///
    /// Narrows by the first two bytes, then bisects the sort keys, then, for a prefix longer than a key,
    /// compares whole names among those whose keys are the prefix's first eight bytes.
    func ranks(startingWith prefix: some RandomAccessCollection<UInt8>) -> Range<Int> {
        guard !prefix.isEmpty else {
            return 0..<count
        }
        return foldedNames.positions(startingWith: prefix, among: sortKeys, buckets: sortKeyBuckets)
    }

    /// The ranks of the names that start with the folded bytes `prefix`, looked for among the own names that
    /// `shorter` holds when they narrow the search (`NamesStarted.narrow(namesStartedBy:)`).
    func ranks(startingWith prefix: some RandomAccessCollection<UInt8>, narrowedBy shorter: NamesStarted?) -> Range<Int>
    {
        guard let shorter, shorter.narrow(namesStartedBy: prefix) else {
            return ranks(startingWith: prefix)
        }
        return foldedNames.positions(startingWith: prefix, within: shorter.ownNames, among: sortKeys)
    }
}
