import ByteUtilities

extension [Keyed] {
    /// Sorts by `key`, keeping equal keys in their order: a radix sort, 8 bits a pass (256 counters stay in the
    /// nearest cache, and a pass writes to only 256 places at once), which skips the passes where every key has
    /// the same digit.
    ///
    /// The first pass splits the items by their keys' top byte; each of those buckets is then sorted by its
    /// lower bytes, least significant first, while it fits in the nearer caches, rather than every pass
    /// streaming the whole array through memory.
    ///
    /// - Complexity: O(*n*) for the eight passes, against O(*n* log *n*) comparisons.
    package mutating func sortByKey() {
        let count = self.count
        guard count > 1 else { return }
        var scratch = [Keyed](count: count, onHugePages: { _ in Keyed(key: 0, value: 0) })
        withUnsafeMutableBufferPointer { items in
            scratch.withUnsafeMutableBufferPointer { scratch in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 1 << Self.digitBits) { counts in
                    Self.sort(items, using: scratch, counts: counts)
                }
            }
        }
    }

    /// Sorts `items` by key, stably, moving them through `scratch`, which has as many.
    private static func sort(
        _ items: UnsafeMutableBufferPointer<Keyed>,
        using scratch: UnsafeMutableBufferPointer<Keyed>,
        counts: UnsafeMutableBufferPointer<Int>
    ) {
        let topShift = UInt64(64 - digitBits)
        if scatter(items, into: scratch, byDigitAt: topShift, counts: counts) {
            _ = scratch.update(fromContentsOf: items)
            sortByLowerDigits(scratch, into: items, counts: counts)
            return
        }
        // After the scatter, each digit's count is where its bucket ends.
        let bucketEnds = [Int](counts)
        var start = 0
        for end in bucketEnds where end > start {
            sortByLowerDigits(
                UnsafeMutableBufferPointer(rebasing: scratch[start..<end]),
                into: UnsafeMutableBufferPointer(rebasing: items[start..<end]),
                counts: counts
            )
            start = end
        }
    }

    /// Sorts `items`, whose keys share their top digit, by the digits below it, stably, into `sorted`, which has
    /// as many and may be written over as the passes go: a few items by insertion, the rest a pass per digit.
    private static func sortByLowerDigits(
        _ items: UnsafeMutableBufferPointer<Keyed>,
        into sorted: UnsafeMutableBufferPointer<Keyed>,
        counts: UnsafeMutableBufferPointer<Int>
    ) {
        var (source, target) = (items, sorted)
        if items.count <= fewForInsertion {
            insertionSort(items)
        } else {
            for shift in stride(from: UInt64(0), to: UInt64(64 - digitBits), by: digitBits)
            where !scatter(source, into: target, byDigitAt: shift, counts: counts) {
                swap(&source, &target)
            }
        }
        if source.baseAddress != sorted.baseAddress {
            _ = sorted.update(fromContentsOf: source)
        }
    }

    /// Up to this many items are sorted by insertion rather than by a pass per digit.
    private static let fewForInsertion = 64

    /// Sorts a few items by key, stably.
    private static func insertionSort(_ items: UnsafeMutableBufferPointer<Keyed>) {
        for index in items.indices.dropFirst() {
            let item = items[index]
            var slot = index
            while slot > 0 && items[slot - 1].key > item.key {
                items[slot] = items[slot - 1]
                slot -= 1
            }
            items[slot] = item
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
