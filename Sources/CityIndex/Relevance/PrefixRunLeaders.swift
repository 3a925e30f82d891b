/// The most important cities of every long run of ranks that a prefix of up to eight bytes matches, worked out
/// once, so that the first page by relevance of a short prefix's hundreds or thousands of matches is a lookup
/// instead of nineteen range-minimum queries spread over the table. (The alternate names keep such lists too,
/// of their runs' most important cities, each once: `init(sortKeys:listLength:importance:eachValueOnce:)`.)
///
/// The runs are the intervals of the sort keys' longest common prefixes (Abouelhoda, Kurtz and Ohlebusch's
/// lcp-intervals, here over each name's first eight bytes): every run of ranks whose names share a prefix and
/// that no longer prefix keeps whole. A prefix of up to eight bytes matches exactly one of them or a run no
/// longer than a page, all of which the page shows. A run is looked up by its bounds, so a lookup never answers
/// for a run other than the one it was worked out for.
package struct PrefixRunLeaders: Sendable {
    /// How many of each run's most important cities are kept: the default page.
    package static let leaderCount = 10
    /// Runs of at most this many ranks, a page's worth, are not kept.
    package static let shortestRun = leaderCount

    /// Each kept run's bounds, as `key(of:)`, with where its leaders start in `leaders`.
    private let leaderStarts: UInt64Map
    /// Each kept run's leaders, `listLength` places a run, the unused ones at the end -1, run after run.
    private let leaders: [Int32]
    /// How many leaders each run keeps at most.
    private let listLength: Int

    /// The leaders of the runs of `sortKeys` (ascending, `FoldedNames.sortKey`), the most important found with
    /// `importance` over the same ranks.
    package init(sortKeys: [UInt64], importance: RangeMinimum) {
        self.init(sortKeys: sortKeys, listLength: Self.leaderCount, importance: importance, eachValueOnce: false)
    }

    /// The runs of `sortKeys`, each with its `listLength` least positions by `importance` over the same positions,
    /// least first, ties by position; with `eachValueOnce`, each value once, at its first position in the run: a
    /// city's alternate names share its place in the order of importance, so that each city comes once, by its
    /// first name there (`RunLeaderLists`).
    package init(sortKeys: [UInt64], listLength: Int, importance: RangeMinimum, eachValueOnce: Bool) {
        let runs = Self.longRuns(of: sortKeys)
        leaderStarts = UInt64Map(
            runs.enumerated().map { number, run in (Self.key(of: run), Int32(number * listLength)) }
        )
        leaders = RunLeaderLists.lists(
            of: runs,
            listLength: listLength,
            importance: importance,
            eachValueOnce: eachValueOnce
        )
        self.listLength = listLength
    }

    /// The number of runs kept.
    package var runCount: Int { leaders.count / listLength }

    /// The leaders of `run`, in the order they were given, when it is a kept run; `nil` otherwise.
    package func leaders(of run: Range<Int>) -> ArraySlice<Int32>? {
        guard run.count > Self.shortestRun, let start = leaderStarts[Self.key(of: run)].map(Int.init) else {
            return nil
        }
        return leaders[start..<(start + listLength)].prefix { $0 >= 0 }
    }

    /// Every run of more than `shortestRun` ranks whose sort keys share their first *d* bytes, for some *d* from
    /// 0 to 8, and that is the whole of the ranks that share them.
    ///
    /// One pass over the keys with a stack of the runs still open, each with its depth: where two neighbours
    /// share fewer bytes than a run's depth, that run ends there.
    static func longRuns(of sortKeys: [UInt64]) -> [Range<Int>] {
        guard !sortKeys.isEmpty else { return [] }
        var runs: [Range<Int>] = []
        var open: [(depth: Int, start: Int)] = [(0, 0)]
        for end in 1...sortKeys.count {
            let depth = end < sortKeys.count ? sharedNameBytes(sortKeys[end - 1], sortKeys[end]) : 0
            var start = end - 1
            while depth < open[open.count - 1].depth {
                let run = open.removeLast()
                if end - run.start > shortestRun {
                    runs.append(run.start..<end)
                }
                start = run.start
            }
            if depth > open[open.count - 1].depth {
                open.append((depth, start))
            }
        }
        // The run of every rank, which the empty prefix matches, unless the ranks all share a byte: then the
        // widest run just found, the last, is already all of them.
        if sortKeys.count > shortestRun, runs.last != 0..<sortKeys.count {
            runs.append(0..<sortKeys.count)
        }
        return runs
    }

    /// How many leading bytes of their names two ascending sort keys share: not the zeros that pad a name shorter
    /// than eight bytes (no folded name holds a 0 byte), which no prefix can match. Equal short names share
    /// their length, so that they make no run of their own apart from the names they begin.
    static func sharedNameBytes(_ left: UInt64, _ right: UInt64) -> Int {
        min((left ^ right).leadingZeroBitCount / 8, (UInt64.bitWidth - left.trailingZeroBitCount + 7) / 8)
    }

    /// A run's bounds as one number, never 0 for a kept run, whose end is past 0.
    private static func key(of run: Range<Int>) -> UInt64 {
        UInt64(run.lowerBound) << 32 | UInt64(run.upperBound)
    }
}
