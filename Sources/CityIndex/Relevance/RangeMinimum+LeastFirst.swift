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
            var pending = MinimumHeap(storage: storage)
            pending.push(self.pending(range))
            while positions.count < wanted, let next = pending.popLeast() {
                let least = Self.position(ofKey: next.heapKey)
                positions.append(least)
                if next.lower < least {
                    pending.push(self.pending(next.lower..<least))
                }
                if least + 1 < next.upper {
                    pending.push(self.pending((least + 1)..<next.upper))
                }
            }
        }
        return positions
    }

    /// `range`, which is not empty, waiting with the key of its least value.
    private func pending(_ range: Range<Int>) -> PendingRange {
        PendingRange(leastKey: leastKey(in: range), range: range)
    }
}

/// A range still to search, with the key of its least value.
private struct PendingRange: HeapOrdered {
    /// The key (`RangeMinimum.key(at:)`) of the range's least value, which orders the heap.
    var heapKey: UInt64
    var bounds: UInt64

    init(leastKey: UInt64, range: Range<Int>) {
        heapKey = leastKey
        bounds = UInt64(range.lowerBound) << 32 | UInt64(range.upperBound)
    }

    var lower: Int { Int(bounds >> 32) }
    var upper: Int { Int(UInt32(truncatingIfNeeded: bounds)) }
}
