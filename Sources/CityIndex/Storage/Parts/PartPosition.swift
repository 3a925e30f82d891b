import ByteUtilities

/// Where an element of columns collected in parts (one part per stretch of the file read) is: its part, and
/// its place in that part. The index's order numbers the elements of all the parts one after another.
struct PartPosition {
    var part: Int32
    var index: Int32

    /// The positions of the elements at `order`, numbered across parts of `partCounts` elements each.
    static func positions(of order: [Int32], partCounts: [Int]) -> [PartPosition] {
        let numbering = PartNumbering(partCounts: partCounts)
        return [PartPosition](count: order.count, onHugePages: { numbering.position(of: Int(order[$0])) })
    }
}
