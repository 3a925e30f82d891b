import Algorithms

/// The typo matches at one distance as one group in the contract's order, optionally only one country's and
/// without the cities another group already shows.
struct TypoGroup {
    /// Runs of matches in ascending rank order, each with the span of ranks it came from and how many bytes
    /// of each name matched.
    private var runs: [(span: Range<Int>, matches: CityMatches, matchedByteCount: Int)] = []
    /// How many matches the runs before each run hold, and the total after the last.
    private var starts: [Int] = [0]

    /// The group of the `matches` at `distance`, keeping only those of `country` and those `isShownElsewhere`
    /// does not claim.
    init(
        _ matches: [TypoMatch],
        distance: Int,
        in index: CityIndex,
        country: CountryCode?,
        isShownElsewhere: ((Int) -> Bool)?
    ) {
        for match in matches where match.distance == distance {
            var kept = index.matches(among: match.ranks, country: country)
            if let isShownElsewhere {
                kept = CityMatches(ranks: kept.filter { !isShownElsewhere($0) }.map(Int32.init)[...])
            }
            if !kept.isEmpty {
                runs.append((match.ranks, kept, match.matchedByteCount))
                starts.append(starts.last! + kept.count)
            }
        }
    }

    /// The number of matches.
    var count: Int { starts.last! }

    /// The hits at `positions` of the group.
    func hits(_ positions: Range<Int>) -> [CityHit] {
        var hits: [CityHit] = []
        hits.reserveCapacity(positions.count)
        var run = starts.partitioningIndex { $0 > positions.lowerBound } - 1
        for position in positions {
            while position >= starts[run + 1] { run += 1 }
            let rank = runs[run].matches[position - starts[run]]
            hits.append(hit(rank: rank, run: run))
        }
        return hits
    }

    /// Every match's rank, in order.
    var ranks: some Collection<Int> { runs.lazy.flatMap(\.matches) }

    /// Whether the city at `rank` is in the group.
    func contains(rank: Int) -> Bool {
        run(of: rank) != nil
    }

    /// The hit of the city at `rank`, which must be in the group.
    func hit(rank: Int) -> CityHit {
        hit(rank: rank, run: run(of: rank)!)
    }

    private func hit(rank: Int, run: Int) -> CityHit {
        CityHit(rank: rank, matchedFoldedBytes: 0..<runs[run].matchedByteCount)
    }

    private func run(of rank: Int) -> Int? {
        let run = runs.partitioningIndex { $0.span.upperBound > rank }
        guard run < runs.count, runs[run].span.contains(rank), runs[run].matches.containsRank(rank) else {
            return nil
        }
        return run
    }
}
