/// A value to sort by a 64-bit key.
struct Keyed: Sendable {
    var key: UInt64
    var value: Int32
}

extension Array<Keyed> {
    /// Sorts by `key`, keeping equal keys in their order: a least-significant-digit radix sort, 16 bits a pass,
    /// which skips the passes where every key has the same digit.
    ///
    /// - Complexity: O(*n*) for the four passes, against O(*n* log *n*) comparisons.
    mutating func sortByKey() {
        let count = self.count
        guard count > 1 else { return }
        var scratch = [Keyed](repeating: Keyed(key: 0, value: 0), count: count)
        var counts = [Int](repeating: 0, count: 1 << 16)
        for shift: UInt64 in [0, 16, 32, 48] {
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

    /// Moves `source` into `target` in order of the 16-bit digit at `shift`, stably; returns `true` without
    /// moving anything when every key has the same digit there.
    private static func scatter(
        _ source: UnsafeMutableBufferPointer<Keyed>,
        into target: UnsafeMutableBufferPointer<Keyed>,
        byDigitAt shift: UInt64,
        counts: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        counts.update(repeating: 0)
        for item in source {
            counts[Int((item.key >> shift) & 0xFFFF)] += 1
        }
        if counts[Int((source[0].key >> shift) & 0xFFFF)] == source.count {
            return true
        }
        var next = 0
        for digit in counts.indices {
            let digitCount = counts[digit]
            counts[digit] = next
            next += digitCount
        }
        for item in source {
            let digit = Int((item.key >> shift) & 0xFFFF)
            target[counts[digit]] = item
            counts[digit] += 1
        }
        return false
    }
}
