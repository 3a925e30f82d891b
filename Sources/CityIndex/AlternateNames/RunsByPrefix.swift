/// The long runs of ascending sort keys (`PrefixRunLeaders.longRuns`), each found by every prefix of up to eight
/// bytes that matches its names and no others: one probe of a hash table, where finding a run by bisecting the
/// names costs a cache miss a step.
///
/// A prefix matches exactly the names of a run when it starts the bytes that all of them share and is longer than
/// what the run's first name shares with the name before it, and its last name with the name after it. No folded
/// name holds a 0 byte, so such a prefix is its sort key (`FoldedNames.sortKey`), which is never 0.
struct RunsByPrefix: Sendable {
    /// Each such prefix's sort key, with its run's number.
    private let runs: UInt64Map

    /// The `runs` of `keys`, numbered in their order.
    init(sortKeys keys: [UInt64], runs: [Range<Int>]) {
        var prefixes: [(key: UInt64, value: Int32)] = []
        for (number, run) in runs.enumerated() {
            let shared = PrefixRunLeaders.sharedNameBytes(keys[run.lowerBound], keys[run.upperBound - 1])
            let sharedOutside = max(
                run.lowerBound > 0
                    ? PrefixRunLeaders.sharedNameBytes(keys[run.lowerBound - 1], keys[run.lowerBound]) : 0,
                run.upperBound < keys.count
                    ? PrefixRunLeaders.sharedNameBytes(keys[run.upperBound - 1], keys[run.upperBound]) : 0
            )
            for length in stride(from: sharedOutside + 1, through: shared, by: 1) {
                prefixes.append((keys[run.lowerBound] & ~(UInt64.max >> (8 * length)), Int32(number)))
            }
        }
        self.runs = UInt64Map(prefixes)
    }

    /// The number of the run whose names are exactly those that start with the folded `prefix`, or `nil` when
    /// there is none: a prefix of no byte or of more than eight, or one whose names are no long run.
    func run(startingWith prefix: [UInt8]) -> Int? {
        guard (1...8).contains(prefix.count) else { return nil }
        return runs[FoldedNames.sortKey(of: prefix)].map(Int.init)
    }
}
