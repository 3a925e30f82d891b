import ByteUtilities

extension [Keyed] {
    /// Sorts by `key`, keeping equal keys in their order: a least-significant-digit radix sort, 8 bits a pass
    /// (256 counters stay in the nearest cache, and a pass writes to only 256 places at once), which skips the
    /// passes where every key has the same digit.
    ///
    /// - Complexity: O(*n*) for the eight passes, against O(*n* log *n*) comparisons.
    mutating func sortByKey() {
        let count = self.count
        guard count > 1 else { return }
        var scratch = [Keyed](count: count, onHugePages: { _ in Keyed(key: 0, value: 0) })
        var counts = [Int](repeating: 0, count: 1 << Self.digitBits)
        for shift in stride(from: UInt64(0), to: 64, by: Self.digitBits) {
            let isSorted = withUnsafeMutableBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        Self.scatter(source, into: target, byDigitAt: shift, counts: counts)
                    }
                }
            }
            if !isSorted {
                swap(&self, &scratch)
            }
        }
    }

    /// Sorts each run of equal keys, which `sortByKey()` leaves in their earlier order, by their tie-breakers,
    /// then by their values with `areInIncreasingOrder` among equal tie-breakers.
    mutating func sortTies(by areInIncreasingOrder: (Int32, Int32) -> Bool) {
        var start = 0
        while start < count {
            var end = start + 1
            while end < count && self[end].key == self[start].key {
                end += 1
            }
            if end - start > 1 {
                self[start..<end].sort { left, right in
                    left.tieBreaker != right.tieBreaker
                        ? left.tieBreaker < right.tieBreaker : areInIncreasingOrder(left.value, right.value)
                }
            }
            start = end
        }
    }

    private static let digitBits = 8
    private static let digitMask: UInt64 = (1 << digitBits) - 1

    /// Moves `source` into `target` in order of the digit at `shift`, stably; returns `true` without
    /// moving anything when every key has the same digit there.
    private static func scatter(
        _ source: UnsafeMutableBufferPointer<Keyed>,
        into target: UnsafeMutableBufferPointer<Keyed>,
        byDigitAt shift: UInt64,
        counts: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        counts.update(repeating: 0)
        for item in source {
            counts[Int((item.key >> shift) & digitMask)] += 1
        }
        if counts[Int((source[0].key >> shift) & digitMask)] == source.count {
            return true
        }
        var next = 0
        for digit in counts.indices {
            let digitCount = counts[digit]
            counts[digit] = next
            next += digitCount
        }
        for item in source {
            let digit = Int((item.key >> shift) & digitMask)
            target[counts[digit]] = item
            counts[digit] += 1
        }
        return false
    }
}
