extension SpatialIndex {
    /// The `count` points nearest `target` whose ranks `isCandidate` accepts, nearest first, ties in rank order,
    /// found by walking the tree nearer half first and skipping halves too far to matter; `nil` when that looks
    /// at more than `budget` points, as it does when the candidates are few or far from `target`.
    ///
    /// - Complexity: about O(log *n* + `count` / *d*) points looked at, where *d* is the share of points near
    ///   `target` that are candidates.
    func nearest(
        to target: UnitVector,
        count: Int,
        budget: Int,
        where isCandidate: (Int) -> Bool
    ) -> [NearbyCity]? {
        var walk = Walk(target: target, best: NearestNeighbours(capacity: count), budget: budget)
        return walk.visit(0..<tree.count, of: self, where: isCandidate) ? walk.best.cities : nil
    }

    /// The `count` points nearest `target` among those whose ranks `forEachCandidate(measure)` gives `measure`,
    /// nearest first, ties in rank order, found by measuring every one.
    ///
    /// - Complexity: O(*m* log `count`) for *m* candidates.
    func nearest(
        to target: UnitVector,
        count: Int,
        measuring forEachCandidate: ((Int) -> Void) -> Void
    ) -> [NearbyCity] {
        var best = NearestNeighbours(capacity: count)
        forEachCandidate { rank in
            let squaredChord = points[rank].squaredChord(to: target)
            if best.mayKeep(squaredChord: squaredChord) {
                best.offer(Neighbour(squaredChord: squaredChord, rank: Int32(rank)))
            }
        }
        return best.cities
    }
}

/// One walk of a `SpatialIndex`'s tree: what it has found and how many more points it may look at.
private struct Walk {
    let target: UnitVector
    var best: NearestNeighbours
    var budget: Int

    /// Offers `best` the candidates of the subtree of `range`, nearer half first, skipping a half when its
    /// splitting plane is farther from `target` than everything kept; `false` once the budget is spent.
    mutating func visit(_ range: Range<Int>, of index: SpatialIndex, where isCandidate: (Int) -> Bool) -> Bool {
        guard budget >= 0 else { return false }
        guard range.count > SpatialIndex.leafSize else {
            for position in range {
                consider(position, of: index, where: isCandidate)
            }
            return budget >= 0
        }
        let middle = SpatialIndex.node(of: range)
        let axis = Int(index.axes[middle])
        let offset = target[axis] - index.points[Int(index.tree[middle])][axis]
        let before = range.lowerBound..<middle
        let after = (middle + 1)..<range.upperBound
        guard visit(offset < 0 ? before : after, of: index, where: isCandidate) else { return false }
        consider(middle, of: index, where: isCandidate)
        guard best.mayKeep(squaredChord: offset * offset) else { return budget >= 0 }
        return visit(offset < 0 ? after : before, of: index, where: isCandidate)
    }

    /// Offers `best` the point at `position` in the tree if it is a candidate near enough to be kept.
    private mutating func consider(_ position: Int, of index: SpatialIndex, where isCandidate: (Int) -> Bool) {
        budget -= 1
        let rank = Int(index.tree[position])
        let squaredChord = index.points[rank].squaredChord(to: target)
        if best.mayKeep(squaredChord: squaredChord) && isCandidate(rank) {
            best.offer(Neighbour(squaredChord: squaredChord, rank: Int32(rank)))
        }
    }
}
