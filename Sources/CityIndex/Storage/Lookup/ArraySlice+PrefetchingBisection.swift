import CSystemShims

extension ArraySlice where Element: Comparable & BitwiseCopyable {
    /// The index of the first of these ascending keys that is not below `key`, or `endIndex` when all are.
    ///
    /// Bisected without a branch on the comparison, and each step asks for the cache lines of both keys the next
    /// step may read, so that a bisection of keys not in the caches waits for one line at a time less often.
    ///
    /// - Complexity: O(log *n*).
    package func firstIndex(notBelow key: Element) -> Int {
        withUnsafeBufferPointer { keys in
            guard let first = keys.baseAddress, !keys.isEmpty else { return startIndex }
            var base = 0
            var length = keys.count
            while length > 1 {
                let half = length / 2
                let next = (length - half) / 2
                CSystemShims_prefetch(first + base + next)
                CSystemShims_prefetch(first + base + half + next)
                base = keys[base + half] < key ? base + half : base
                length -= half
            }
            return startIndex + base + (keys[base] < key ? 1 : 0)
        }
    }
}
