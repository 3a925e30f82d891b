import Algorithms

extension RandomAccessCollection where Index == Int {
    /// The index of the first element at or after `start` that belongs in the second partition, in a collection
    /// partitioned by `belongsInSecondPartition` (every element it is false for first), or `endIndex`.
    ///
    /// Gallops from `start`, probing 1, 2, 4, … elements further each time, then bisects the last step: the
    /// probes stay near `start` and are fewer the nearer the answer is, where a bisection of everything after
    /// `start` reaches across it. The runs of names that a prefix starts are mostly a few long.
    ///
    /// - Complexity: O(log *d*) for the answer *d* elements after `start`.
    package func partitioningIndex(
        gallopingFrom start: Int,
        where belongsInSecondPartition: (Element) throws -> Bool
    ) rethrows -> Int {
        var low = start
        var step = 1
        while low < endIndex {
            let probe = Swift.min(low + step - 1, endIndex - 1)
            if try belongsInSecondPartition(self[probe]) {
                return try self[low...probe].partitioningIndex(where: belongsInSecondPartition)
            }
            low = probe + 1
            step *= 2
        }
        return endIndex
    }
}
