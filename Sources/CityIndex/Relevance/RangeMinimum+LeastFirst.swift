extension RangeMinimum {
    /// A range still to search, by the position of its least value.
    private struct Pending: Comparable {
        var value: Int32
        var least: Int32
        var lower: Int32
        var upper: Int32

        static func < (left: Pending, right: Pending) -> Bool {
            (left.value, left.least) < (right.value, right.least)
        }
    }

    /// The positions in `range` of its `count` least values, least first, ties by position; all of its
    /// positions when it holds fewer.
    ///
    /// The least of the range comes first, then the least of the two ranges either side of it, and so on, the
    /// ranges waiting in a heap by their least value: Hsu and Ottaviano's top-*k* completion over a
    /// range-minimum table. O(*k* log *k*) for *k* positions, however long the range.
    package func leastPositions(in range: Range<Int>, count: Int) -> [Int] {
        var positions: [Int] = []
        guard !range.isEmpty, count > 0 else { return positions }
        positions.reserveCapacity(min(count, range.count))
        var pending = MinimumHeap<Pending>(capacity: min(count, range.count) + 1)
        pending.push(self.pending(range))
        while positions.count < count, let next = pending.popMinimum() {
            let least = Int(next.least)
            positions.append(least)
            if Int(next.lower) < least {
                pending.push(self.pending(Int(next.lower)..<least))
            }
            if least + 1 < Int(next.upper) {
                pending.push(self.pending((least + 1)..<Int(next.upper)))
            }
        }
        return positions
    }

    private func pending(_ range: Range<Int>) -> Pending {
        let least = leastPosition(in: range)
        return Pending(
            value: values[least],
            least: Int32(least),
            lower: Int32(range.lowerBound),
            upper: Int32(range.upperBound)
        )
    }
}
