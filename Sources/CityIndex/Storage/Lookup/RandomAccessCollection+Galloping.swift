import Algorithms

extension RandomAccessCollection where Index == Int {
    /// The index of the first element at or after `start` that belongs in the second partition, in a collection
    /// partitioned by `belongsInSecondPartition` (every element it is false for first), or `endIndex`.
    ///
    /// Gallops from `start`, probing 1, 2, 4, … elements on, then bisects the last step: the probes stay near
    /// `start` and are fewer the nearer the answer is, where a bisection of everything after `start` reaches
    /// across it. The runs of names that a prefix starts are mostly a few long.
    ///
    /// - Complexity: O(log *d*) for the answer *d* elements after `start`.
    package func partitioningIndex(
        gallopingFrom start: Int,
        where belongsInSecondPartition: (Element) throws -> Bool
    ) rethrows -> Int {
        guard start < endIndex, try !belongsInSecondPartition(self[start]) else { return start }
        // Every element up to `start + step / 2` is in the first partition.
        var step = 1
        while start + step < endIndex, try !belongsInSecondPartition(self[start + step]) {
            step *= 2
        }
        return try self[(start + step / 2 + 1)..<Swift.min(start + step, endIndex)]
            .partitioningIndex(where: belongsInSecondPartition)
    }
}
