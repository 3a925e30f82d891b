/// The first page by relevance with `names=all` (`CityIndex.mostImportantOfAll`) of every long run of the own and
/// the alternate names together that a prefix of up to eight bytes matches, for each of the two discounts, worked
/// out once: what makes such a page a lookup, as `PrefixRunLeaders` does for the own names alone.
///
/// The runs are the lcp-intervals of the own and alternate names' sort keys merged: a prefix matches one such run
/// exactly, which is its own names' run and its alternate names' run side by side, so that the run is looked up
/// by the sum of their bounds and checked against the own names' bounds kept with its page. A class, so that
/// taking it from `CityIndex.allNamePages` copies one reference, not its six tables.
final class AllNameRunLeaders: Sendable {
    /// Each run's page for a prefix that counts alternate-name matches with `shortPrefixDiscount`, and with the
    /// other discount: each list the own names' bounds, then the hits, an own-name hit as its rank and an
    /// alternate-name hit as its position after `ownCount`.
    private let shortPrefixPages: PrefixRunLeaders
    private let longPrefixPages: PrefixRunLeaders
    /// The discount of prefixes of fewer than six characters.
    private let shortPrefixDiscount: UInt64
    /// The number of cities: where the alternate names' positions start in a page's list.
    private let ownCount: Int32

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
        let ownCount = Int32(own.count)
        let pages = { (discount: UInt64) in
            PrefixRunLeaders(sortKeys: keys, listLength: 2 + PrefixRunLeaders.leaderCount) { run in
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
                return [Int32(owns.lowerBound), Int32(owns.upperBound)]
                    + hits.map { hit in hit.alternateName.map { ownCount + Int32($0) } ?? Int32(hit.rank) }
            }
        }
        shortPrefixDiscount = CityIndex.alternateNameDiscount(characterCount: 0)
        shortPrefixPages = pages(shortPrefixDiscount)
        longPrefixPages = pages(CityIndex.alternateNameDiscount(characterCount: .max))
        self.ownCount = ownCount
    }

    /// The first `count` hits by relevance of the cities matched by their own names at `own` or by `alternates`
    /// (of every country), whose prefix is `prefixLength` bytes long, when a run's page holds them; `nil`
    /// otherwise.
    func hits(own: Range<Int>, alternates: AlternateNameMatches, prefixLength: Int, count: Int) -> [CityHit]? {
        guard count <= PrefixRunLeaders.leaderCount, alternates.country == nil else { return nil }
        let pages = alternates.discount == shortPrefixDiscount ? shortPrefixPages : longPrefixPages
        let run =
            (own.lowerBound + alternates.positions.lowerBound)..<(own.upperBound + alternates.positions.upperBound)
        guard let page = pages.leaders(of: run), page.count >= 2,
            page[page.startIndex] == own.lowerBound, page[page.startIndex + 1] == own.upperBound
        else {
            return nil
        }
        return page.dropFirst(2).prefix(count).map { entry in
            entry < ownCount
                ? CityHit(rank: Int(entry), matchedFoldedBytes: 0..<prefixLength)
                : alternates.hit(at: Int(entry - ownCount))
        }
    }
}
