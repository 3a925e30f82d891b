import Algorithms

extension CityIndex {
    /// The cities whose folded name starts with the folded `prefix`, in the contract's order, optionally only
    /// those of `country`. A prefix that folds to nothing matches every city.
    ///
    /// - Complexity: O(log *n*) to find the ranks; the matches are not copied.
    public func matches(prefix: String, country: CountryCode? = nil) -> CityMatches {
        let ranks = ranks(startingWith: Fold.prefixBytes(prefix))
        guard let country else {
            return CityMatches(range: ranks)
        }
        let countryRanks = countryRanks[Int(countryStarts[country.slot])..<Int(countryStarts[country.slot + 1])]
        let lower = countryRanks.partitioningIndex { $0 >= ranks.lowerBound }
        let upper = countryRanks[lower...].partitioningIndex { $0 >= ranks.upperBound }
        return CityMatches(countryRanks: countryRanks[lower..<upper])
    }

    /// The ranks of the names that start with the folded bytes `prefix`.
    ///
    /// Narrows by the first two bytes, then bisects the sort keys, then, for a prefix longer than a key,
    /// compares whole names among those whose keys are the prefix's first eight bytes.
    func ranks(startingWith prefix: [UInt8]) -> Range<Int> {
        guard !prefix.isEmpty else {
            return 0..<count
        }
        let lowestKey = FoldedNames.sortKey(of: prefix[...])
        let highestKey = prefix.count >= 8 ? lowestKey : lowestKey | (UInt64.max >> (8 * prefix.count))
        let bucketRange = Int(sortKeyBuckets[Int(lowestKey >> 48)])..<Int(sortKeyBuckets[Int(highestKey >> 48) + 1])
        let keys = sortKeys[bucketRange]
        let lower = keys.partitioningIndex { $0 >= lowestKey }
        let upper = keys[lower...].partitioningIndex { $0 > highestKey }
        guard prefix.count > 8 else {
            return lower..<upper
        }
        return foldedNames.withComparator { names in
            prefix.withUnsafeBufferPointer { prefix in
                let range = lower..<upper
                let first = range.partitioningIndex { names.compare($0, toPrefix: prefix) >= 0 }
                let end = range[first...].partitioningIndex { names.compare($0, toPrefix: prefix) > 0 }
                return first..<end
            }
        }
    }
}
