/// The first page by relevance with `names=all` (`CityIndex.mostImportantOfAll`) of every long run of the own and
/// the alternate names together that a prefix of up to eight bytes matches, for each of the two discounts, worked
/// out once and found by the prefix itself: what makes such a page one lookup, without a bisection of either table
/// of names, as `PrefixRunLeaders` makes it a lookup for the own names alone.
///
/// The runs are the lcp-intervals of the own and alternate names' sort keys merged (`PrefixRunLeaders.longRuns`),
/// found by the prefixes that match their names and no others (`RunsByPrefix`). A class, so that taking it from
/// `CityIndex.allNamePages` copies one reference, not its tables.
final class AllNameRunLeaders: Sendable {
    /// The run that a prefix matches, by the prefix.
    private let runs: RunsByPrefix
    /// Each run's page for a prefix that counts alternate-name matches with `shortPrefixDiscount`, and with the
    /// other discount: `PrefixRunLeaders.leaderCount` hits a run, each as two numbers, the city's rank and the
    /// position of the alternate name that matched it (-1 for its own name); a rank of -1 where a page has fewer.
    private let shortPrefixPages: [Int32]
    private let longPrefixPages: [Int32]
    /// The discount of prefixes of fewer than six characters.
    private let shortPrefixDiscount: UInt64

    /// The pages of `index`'s runs.
    init(index: CityIndex) {
        let own = index.sortKeys
        let alternate = index.alternateNames.sortKeys
        var keys: [UInt64] = []
        keys.reserveCapacity(own.count + alternate.count)
        // How many own names come before each position of the merged keys.
        var ownBefore: [Int32] = [0]
        ownBefore.reserveCapacity(own.count + alternate.count + 1)
        var (ownNext, alternateNext) = (0, 0)
        while ownNext < own.count || alternateNext < alternate.count {
            if alternateNext == alternate.count || (ownNext < own.count && own[ownNext] <= alternate[alternateNext]) {
                keys.append(own[ownNext])
                ownNext += 1
            } else {
                keys.append(alternate[alternateNext])
                alternateNext += 1
            }
            ownBefore.append(Int32(ownNext))
        }
        let runs = PrefixRunLeaders.longRuns(of: keys)
        let pages = { @Sendable [keys, ownBefore] (discount: UInt64) in
            var pages: [Int32] = []
            pages.reserveCapacity(runs.count * Self.pageLength)
            for run in runs {
                let owns = Int(ownBefore[run.lowerBound])..<Int(ownBefore[run.upperBound])
                let alternates = (run.lowerBound - owns.lowerBound)..<(run.upperBound - owns.upperBound)
                // Every prefix that matches the run shares this many bytes with all of its names, and a name's
                // earlier name of the same city is in the run exactly when it shares at least as many.
                let depth = PrefixRunLeaders.sharedNameBytes(keys[run.lowerBound], keys[run.upperBound - 1])
                let hits = index.mostImportantOfAll(
                    own: CityMatches(range: owns),
                    prefixLength: depth,
                    alternates: index.alternateNameMatches(
                        positions: alternates,
                        prefixLength: depth,
                        ownNameMatches: owns,
                        discount: discount
                    ),
                    count: PrefixRunLeaders.leaderCount
                )
                for hit in hits {
                    pages += [Int32(hit.rank), hit.alternateName.map(Int32.init) ?? -1]
                }
                pages += repeatElement(-1, count: Self.pageLength - 2 * hits.count)
            }
            return pages
        }
        self.runs = RunsByPrefix(sortKeys: keys, runs: runs)
        let shortPrefixDiscount = CityIndex.alternateNameDiscount(characterCount: 0)
        self.shortPrefixDiscount = shortPrefixDiscount
        // The first search by relevance with `names=all` waits for these: the two discounts' pages on two cores.
        (shortPrefixPages, longPrefixPages) = concurrently {
            pages(shortPrefixDiscount)
        } and: {
            pages(CityIndex.alternateNameDiscount(characterCount: .max))
        }
    }

    /// How many numbers a run's page takes.
    private static let pageLength = 2 * PrefixRunLeaders.leaderCount

    /// The first `count` hits by relevance, with `discount`, of the cities of every country that the folded
    /// `prefix` matches by any name, when a run's page holds them; `nil` otherwise.
    func hits(startingWith prefix: [UInt8], discount: UInt64, count: Int) -> [CityHit]? {
        guard count <= PrefixRunLeaders.leaderCount, let run = runs.run(startingWith: prefix) else { return nil }
        let pages = discount == shortPrefixDiscount ? shortPrefixPages : longPrefixPages
        var hits: [CityHit] = []
        hits.reserveCapacity(count)
        var entry = run * Self.pageLength
        while hits.count < count && pages[entry] >= 0 {
            var hit = CityHit(rank: Int(pages[entry]), matchedFoldedBytes: 0..<prefix.count)
            if pages[entry + 1] >= 0 {
                hit.alternateName = Int(pages[entry + 1])
            }
            hits.append(hit)
            entry += 2
        }
        return hits
    }
}
