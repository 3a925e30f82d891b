extension RangeMinimum {
    /// The positions in `range` of its `count` least values, least first, ties by position; all of its
    /// positions when it holds fewer.
    ///
    /// The least of the range comes first, then the least of the two ranges either side of it, and so on, the
    /// ranges waiting in a heap by the key of their least value: Hsu and Ottaviano's top-*k* completion over a
    /// range-minimum table. O(*k* log *k*) for *k* positions, however long the range.
    package func leastPositions(in range: Range<Int>, count: Int) -> [Int] {
        let wanted = min(count, range.count)
        guard wanted > 0 else { return [] }
        var positions: [Int] = []
        positions.reserveCapacity(wanted)
        // Each pop takes one range and pushes at most two, so the heap never holds more than `wanted` + 1.
        withUnsafeTemporaryAllocation(of: PendingRange.self, capacity: wanted + 1) { storage in
            var pending = PendingHeap(storage: storage)
            pending.push(PendingRange(leastKey: leastKey(in: range), range: range))
            while positions.count < wanted {
                let next = pending.popLeast()
                let least = Self.position(ofKey: next.leastKey)
                positions.append(least)
                if next.lower < least {
                    pending.push(PendingRange(leastKey: leastKey(in: next.lower..<least), range: next.lower..<least))
                }
                if least + 1 < next.upper {
                    let right = (least + 1)..<next.upper
                    pending.push(PendingRange(leastKey: leastKey(in: right), range: right))
                }
            }
        }
        return positions
    }
}

/// A range still to search, with the key of its least value.
private struct PendingRange {
    var leastKey: UInt64
    var bounds: UInt64

    init(leastKey: UInt64, range: Range<Int>) {
        self.leastKey = leastKey
        bounds = UInt64(range.lowerBound) << 32 | UInt64(range.upperBound)
    }

    var lower: Int { Int(bounds >> 32) }
    var upper: Int { Int(UInt32(truncatingIfNeeded: bounds)) }
}

/// A binary heap of pending ranges by the key of their least value, in storage that holds as many as it ever
/// needs to.
private struct PendingHeap {
    let storage: UnsafeMutableBufferPointer<PendingRange>
    var count = 0

    mutating func push(_ range: PendingRange) {
        var child = count
        count += 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard range.leastKey < storage[parent].leastKey else { break }
            storage[child] = storage[parent]
            child = parent
        }
        storage[child] = range
    }

    /// Removes and returns the range with the least key; the heap is not empty.
    mutating func popLeast() -> PendingRange {
        let least = storage[0]
        count -= 1
        let moved = storage[count]
        var parent = 0
        while true {
            var child = 2 * parent + 1
            guard child < count else { break }
            if child + 1 < count && storage[child + 1].leastKey < storage[child].leastKey {
                child += 1
            }
            guard storage[child].leastKey < moved.leastKey else { break }
            storage[parent] = storage[child]
            parent = child
        }
        storage[parent] = moved
        return least
    }
}
