extension SpatialIndex {
    /// The same tree with its points known by rank instead of by file position: `order[rank]` is the position
    /// of the point that `rank` takes.
    ///
    /// - Complexity: O(*n*); the tree keeps its shape.
    func reordered(by order: [Int32]) -> SpatialIndex {
        var ranks = [Int32](repeating: 0, count: order.count)
        for (rank, position) in order.enumerated() {
            ranks[Int(position)] = Int32(rank)
        }
        return SpatialIndex(
            points: order.map { points[Int($0)] },
            tree: tree.map { ranks[Int($0)] },
            axes: axes
        )
    }
}
