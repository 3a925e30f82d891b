import ByteUtilities

extension [Keyed] {
    /// Sorts by `key`, then by `tieBreaker`, keeping items equal in both in their order: a radix sort, 8 bits a
    /// pass (256 counters stay in the nearest cache, and a pass writes to only 256 places at once), which skips
    /// the passes where every item has the same digit.
    ///
    /// The first pass splits the items by their keys' top byte; each of those buckets is then sorted by its
    /// tie-breakers and its keys' lower bytes, least significant first, while it fits in the nearer caches,
    /// rather than every pass streaming the whole array through memory.
    ///
    /// - Complexity: O(*n*) for the twelve passes, against O(*n* log *n*) comparisons.
    package mutating func sortByKey() {
        let count = self.count
        guard count > 1 else { return }
        var scratch = [Keyed](count: count, onHugePages: { _ in Keyed(key: 0, value: 0) })
        withUnsafeMutableBufferPointer { items in
            scratch.withUnsafeMutableBufferPointer { scratch in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 1 << Int(Self.digitBits)) { counts in
                    Self.sort(items, using: scratch, counts: counts)
                }
            }
        }
    }

    /// Sorts `items` by key and tie-breaker, stably, moving them through `scratch`, which has as many.
    private static func sort(
        _ items: UnsafeMutableBufferPointer<Keyed>,
        using scratch: UnsafeMutableBufferPointer<Keyed>,
        counts: UnsafeMutableBufferPointer<Int>
    ) {
        let topShift = UInt64(64 - digitBits)
        if scatter(items, into: scratch, counts: counts, digit: { ($0.key >> topShift) & digitMask }) {
            // Every item has the same top digit and none moved: they are one bucket, which ends at their count.
            _ = scratch.update(fromContentsOf: items)
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
            for shift in stride(from: UInt32(0), to: 32, by: Int(digitBits))
            where !scatter(source, into: target, counts: counts, digit: { UInt64($0.tieBreaker >> shift) & digitMask })
            {
                swap(&source, &target)
            }
            for shift in stride(from: UInt64(0), to: 64 - digitBits, by: Int(digitBits))
            where !scatter(source, into: target, counts: counts, digit: { ($0.key >> shift) & digitMask }) {
                swap(&source, &target)
            }
        }
        if source.baseAddress != sorted.baseAddress {
            _ = sorted.update(fromContentsOf: source)
        }
    }

    /// Up to this many items are sorted by insertion rather than by a pass per digit.
    private static let fewForInsertion = 64

    /// Sorts a few items by key and tie-breaker, stably.
    private static func insertionSort(_ items: UnsafeMutableBufferPointer<Keyed>) {
        for index in items.indices.dropFirst() {
            let item = items[index]
            var slot = index
            while slot > 0 && (items[slot - 1].key, items[slot - 1].tieBreaker) > (item.key, item.tieBreaker) {
                items[slot] = items[slot - 1]
                slot -= 1
            }
            items[slot] = item
        }
    }

    /// Sorts each run of items equal in key and tie-breaker, which `sortByKey()` leaves in their earlier order,
    /// by their values with `areInIncreasingOrder`.
    mutating func sortTies(by areInIncreasingOrder: (Int32, Int32) -> Bool) {
        sortTies(bySecondaryKey: { _ in 0 }, then: areInIncreasingOrder)
    }

    /// Sorts each run of items equal in key and tie-breaker by `secondaryKey` of their values, then by their
    /// values with `areInIncreasingOrder` among equal secondary keys. A run's secondary keys are read once each,
    /// into a buffer beside its values, rather than twice at every comparison from wherever they lie.
    package mutating func sortTies(
        bySecondaryKey secondaryKey: (Int32) -> UInt64,
        then areInIncreasingOrder: (Int32, Int32) -> Bool
    ) {
        var run: [(key: UInt64, value: Int32)] = []
        withUnsafeMutableBufferPointer { items in
            var start = 0
            while start < items.count {
                var end = start + 1
                while end < items.count && items[end].key == items[start].key
                    && items[end].tieBreaker == items[start].tieBreaker
                {
                    end += 1
                }
                if end - start > 1 {
                    run.removeAll(keepingCapacity: true)
                    for item in items[start..<end] {
                        run.append((secondaryKey(item.value), item.value))
                    }
                    run.sort { $0.key != $1.key ? $0.key < $1.key : areInIncreasingOrder($0.value, $1.value) }
                    for (offset, sorted) in run.enumerated() {
                        items[start + offset].value = sorted.value
                    }
                }
                start = end
            }
        }
    }

    private static let digitBits: UInt64 = 8
    private static let digitMask: UInt64 = (1 << digitBits) - 1

    /// Moves `source` into `target` in order of each item's `digit`, stably, and leaves in each digit's count
    /// where its items end; returns `true` without moving anything when every item has the same digit, whose
    /// count is then all of them.
    @inline(__always)
    private static func scatter(
        _ source: UnsafeMutableBufferPointer<Keyed>,
        into target: UnsafeMutableBufferPointer<Keyed>,
        counts: UnsafeMutableBufferPointer<Int>,
        digit: (Keyed) -> UInt64
    ) -> Bool {
        counts.update(repeating: 0)
        for item in source {
            counts[Int(digit(item))] += 1
        }
        if counts[Int(digit(source[0]))] == source.count {
            return true
        }
        var next = 0
        for digit in counts.indices {
            let digitCount = counts[digit]
            counts[digit] = next
            next += digitCount
        }
        for item in source {
            let digit = Int(digit(item))
            target[counts[digit]] = item
            counts[digit] += 1
        }
        return false
    }
}
