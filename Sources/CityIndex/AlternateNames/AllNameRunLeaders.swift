import Synchronization

/// The first page by relevance with `names=all` (`CityIndex.mostImportantOfAll`) of each long run of the own and
/// the alternate names together that a prefix of up to eight bytes matches, for each of the two discounts, found by
/// the prefix itself: what makes such a page one lookup, without a bisection of either table of names, as
/// `PrefixRunLeaders` makes it a lookup for the own names alone.
///
/// The runs are the lcp-intervals of the own and alternate names' sort keys merged (`PrefixRunLeaders.longRuns`),
/// found by the prefixes that match their names and no others (`RunsByPrefix`). A run's page is worked out the
/// first time a search asks for it and kept: working out every run's page at once made the first such search on
/// a fresh index wait a quarter of a second, and kept pages for runs no one types. A class, so that taking it from
/// `CityIndex.allNamePages` copies one reference, not its tables.
final class AllNameRunLeaders: Sendable {
    /// The run that a prefix matches, by the prefix.
    private let runs: RunsByPrefix
    /// Each run's own and alternate names, by run.
    private let plans: [RunPlan]
    /// The pages worked out so far.
    private let pages: Mutex<KeptPages>

    /// What a run holds: the ranks of the own names and the positions of the alternate names that its prefixes
    /// match, and how many bytes those prefixes share with all of them.
    private struct RunPlan {
        var ownStart: Int32
        var ownEnd: Int32
        var alternateStart: Int32
        var alternateEnd: Int32
        /// Every prefix that matches the run shares this many bytes with all of its names, and a name's earlier
        /// name of the same city is in the run exactly when it shares at least as many.
        var depth: Int32
    }

    /// Pages worked out, each `pageLength` numbers in `numbers`: `PrefixRunLeaders.leaderCount` hits, each as
    /// two numbers, the city's rank and the position of the alternate name that matched it (-1 for its own
    /// name); a rank of -1 where a page has fewer.
    private struct KeptPages {
        /// Where each page starts in `numbers`, by its run's number times the number of discounts, plus its
        /// discount's number (`discounts`); -1 for a page not worked out yet.
        var starts: [Int32]
        var numbers: [Int32] = []
    }

    /// The runs of `index`'s names, without their pages.
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
        plans = runs.map { run in
            let (ownStart, ownEnd) = (ownBefore[run.lowerBound], ownBefore[run.upperBound])
            return RunPlan(
                ownStart: ownStart,
                ownEnd: ownEnd,
                alternateStart: Int32(run.lowerBound) - ownStart,
                alternateEnd: Int32(run.upperBound) - ownEnd,
                depth: Int32(PrefixRunLeaders.sharedNameBytes(keys[run.lowerBound], keys[run.upperBound - 1]))
            )
        }
        self.runs = RunsByPrefix(sortKeys: keys, runs: runs)
        pages = Mutex(KeptPages(starts: Array(repeating: -1, count: Self.discounts.count * runs.count)))
    }

    /// How many numbers a run's page takes.
    private static let pageLength = 2 * PrefixRunLeaders.leaderCount

    /// The discounts of prefixes of fewer than six characters and of longer ones: a run has a first page with each.
    private static let discounts = [
        CityIndex.alternateNameDiscount(characterCount: 0), CityIndex.alternateNameDiscount(characterCount: .max),
    ]

    /// The first `count` hits by relevance, with `discount`, of the cities of every country that the folded
    /// `prefix` matches by any name in `index`, whose runs these are, when a run's page holds them; `nil`
    /// otherwise, and for a discount that is neither a short nor a long prefix's.
    func hits(startingWith prefix: [UInt8], discount: UInt64, count: Int, in index: CityIndex) -> [CityHit]? {
        guard count <= PrefixRunLeaders.leaderCount, let discountNumber = Self.discounts.firstIndex(of: discount),
            let run = runs.run(startingWith: prefix)
        else { return nil }
        let page = run * Self.discounts.count + discountNumber
        if let hits = pages.withLock({ Self.hits(onPage: page, of: $0, count: count, prefixLength: prefix.count) }) {
            return hits
        }
        let numbers = Self.page(of: plans[run], discount: discount, in: index)
        return pages.withLock { kept in
            if kept.starts[page] < 0 {
                kept.starts[page] = Int32(kept.numbers.count)
                kept.numbers += numbers
            }
            return Self.hits(onPage: page, of: kept, count: count, prefixLength: prefix.count)
        }
    }

    /// The first `count` hits of the kept page numbered `page`, for a prefix of `prefixLength` bytes, or `nil`
    /// when it is not kept yet.
    private static func hits(onPage page: Int, of kept: KeptPages, count: Int, prefixLength: Int) -> [CityHit]? {
        let start = kept.starts[page]
        guard start >= 0 else { return nil }
        var hits: [CityHit] = []
        hits.reserveCapacity(count)
        var entry = Int(start)
        while hits.count < count && kept.numbers[entry] >= 0 {
            var hit = CityHit(rank: Int(kept.numbers[entry]), matchedFoldedBytes: 0..<prefixLength)
            if kept.numbers[entry + 1] >= 0 {
                hit.alternateName = Int(kept.numbers[entry + 1])
            }
            hits.append(hit)
            entry += 2
        }
        return hits
    }

    /// The page of the run that `plan` describes, with `discount`, worked out from `index`.
    private static func page(of plan: RunPlan, discount: UInt64, in index: CityIndex) -> [Int32] {
        let owns = Int(plan.ownStart)..<Int(plan.ownEnd)
        let depth = Int(plan.depth)
        let hits = index.mostImportantOfAll(
            own: CityMatches(range: owns),
            prefixLength: depth,
            alternates: index.alternateNameMatches(
                positions: Int(plan.alternateStart)..<Int(plan.alternateEnd),
                prefixLength: depth,
                ownNameMatches: owns,
                discount: discount
            ),
            count: PrefixRunLeaders.leaderCount
        )
        var numbers: [Int32] = []
        numbers.reserveCapacity(pageLength)
        for hit in hits {
            numbers += [Int32(hit.rank), hit.alternateName.map(Int32.init) ?? -1]
        }
        numbers += repeatElement(-1, count: pageLength - numbers.count)
        return numbers
    }
}
