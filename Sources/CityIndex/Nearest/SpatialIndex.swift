/// Every city's place on the Earth, by rank, and a k-d tree over them that finds the cities nearest a point.
///
/// The tree is implicit and balanced: `tree` holds every rank once, and the node of a range of its positions is
/// the range's middle position, whose point splits the range along that node's axis: the positions before it
/// hold points no greater along the axis, the positions after it points no smaller. A range of `leafSize`
/// positions or fewer is a leaf. Built once by median splits; immutable after.
struct SpatialIndex: Sendable {
    /// Each city's unit vector, by rank: the index's only copy of the coordinates.
    let points: [UnitVector]
    /// The ranks in the tree's order.
    let tree: [Int32]
    /// Each node's split axis (0 is x, 1 is y, 2 is z) at the node's position in `tree`; 0 at leaves' positions.
    let axes: [UInt8]

    /// The most positions a leaf holds: they are checked one by one.
    static let leafSize = 8

    /// The node of the positions `range` of `tree`: its middle.
    static func node(of range: Range<Int>) -> Int {
        range.lowerBound + range.count / 2
    }
}
