extension RangeMinimum {
    /// The positions in `range` of its `count` least values, least first, ties by position; all of its
    /// positions when it holds fewer.
    ///
    /// O(*k* log *k*) for *k* positions, however long the range (`LeastFirst`).
    package func leastPositions(in range: Range<Int>, count: Int) -> [Int] {
        let wanted = min(count, range.count)
        guard wanted > 0 else { return [] }
        var positions: [Int] = []
        positions.reserveCapacity(wanted)
        withUnsafeTemporaryAllocation(of: PendingRange.self, capacity: LeastFirst.storageCount(taking: wanted)) {
            var leastFirst = LeastFirst(self, range: range, storage: $0)
            while positions.count < wanted, let position = leastFirst.next(in: self) {
                positions.append(position)
            }
        }
        return positions
    }

    /// The positions of a range of a table, its least value first, then the next least, and so on, ties by
    /// position, each found as it is asked for. The table is passed to each step rather than kept: a copy of it
    /// takes a reference to each of its arrays, and a search takes few positions.
    ///
    /// The least of the range comes first, then the least of the two ranges either side of it, and so on, the
    /// ranges waiting in a heap by the key of their least value: Hsu and Ottaviano's top-*k* completion over a
    /// range-minimum table. O(log *k*) for the *k*-th position, however long the range.
    struct LeastFirst {
        private var pending: MinimumHeap<PendingRange>

        /// The positions of `range` of `table`, with a heap in `storage`, which holds as many ranges as
        /// `storageCount(taking:)` says for the number of positions that will be asked for.
        init(_ table: RangeMinimum, range: Range<Int>, storage: UnsafeMutableBufferPointer<PendingRange>) {
            pending = MinimumHeap(storage: storage)
            if !range.isEmpty {
                pending.push(table.pending(range))
            }
        }

        /// How many ranges the storage of one that gives `count` positions holds: each position takes one range
        /// and puts back at most two.
        static func storageCount(taking count: Int) -> Int {
            count + 1
        }

        /// The position that `next(in:)` gives next, left to it; `nil` when the range has no more.
        var upcoming: Int? {
            pending.least.map { RangeMinimum.position(ofKey: $0.heapKey) }
        }

        /// The position of the next least value, or `nil` when the range has no more: `table` is the table this
        /// was made for.
        mutating func next(in table: RangeMinimum) -> Int? {
            guard let next = pending.popLeast() else { return nil }
            let least = RangeMinimum.position(ofKey: next.heapKey)
            if next.lower < least {
                pending.push(table.pending(next.lower..<least))
            }
            if least + 1 < next.upper {
                pending.push(table.pending((least + 1)..<next.upper))
            }
            return least
        }
    }

    /// `range`, which is not empty, waiting with the key of its least value.
    private func pending(_ range: Range<Int>) -> PendingRange {
        PendingRange(leastKey: leastKey(in: range), range: range)
    }
}

/// A range still to search, with the key of its least value.
struct PendingRange: HeapOrdered {
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
