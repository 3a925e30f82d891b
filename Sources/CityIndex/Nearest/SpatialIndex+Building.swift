extension SpatialIndex {
    /// The tree over `points`, the cities' positions by rank.
    ///
    /// Sorts copies of the points that carry their indices, so that the median splits read memory in order.
    ///
    /// - Complexity: O(*n* log *n*): each level of the tree finds its nodes' widest axes and medians in O(*n*).
    init(points: [UnitVector]) {
        var nodes = points.enumerated().map { Node(point: $0.element, index: Int32($0.offset)) }
        var axes = [UInt8](repeating: 0, count: points.count)
        nodes.withUnsafeMutableBufferPointer { nodes in
            axes.withUnsafeMutableBufferPointer { axes in
                Self.split(nodes[...], axes: axes)
            }
        }
        self.init(points: points, tree: nodes.map(\.index), axes: axes)
    }

    /// A point and its index in the points the tree is built over.
    private struct Node {
        var point: UnitVector
        var index: Int32
    }

    /// Splits `nodes` and then each half, down to the leaves: the median along the axis where their points
    /// spread widest goes to the middle.
    private static func split(
        _ nodes: Slice<UnsafeMutableBufferPointer<Node>>,
        axes: UnsafeMutableBufferPointer<UInt8>
    ) {
        guard nodes.count > leafSize else { return }
        let axis = widestAxis(of: nodes)
        let middle = node(of: nodes.indices)
        switch axis {
        case 0: select(middle, in: nodes) { $0.x }
        case 1: select(middle, in: nodes) { $0.y }
        default: select(middle, in: nodes) { $0.z }
        }
        axes[middle] = UInt8(axis)
        split(nodes[..<middle], axes: axes)
        split(nodes[(middle + 1)...], axes: axes)
    }

    /// The axis along which the points of `nodes` spread widest.
    private static func widestAxis(of nodes: Slice<UnsafeMutableBufferPointer<Node>>) -> Int {
        var lowest = SIMD3(repeating: Double.infinity)
        var highest = -lowest
        for node in nodes {
            let vector = SIMD3(node.point.x, node.point.y, node.point.z)
            lowest = pointwiseMin(lowest, vector)
            highest = pointwiseMax(highest, vector)
        }
        let spread = highest - lowest
        return spread.x >= spread.y && spread.x >= spread.z ? 0 : spread.y >= spread.z ? 1 : 2
    }

    /// Reorders `nodes` so that `middle` holds the node it would hold were they sorted by `coordinate`, with no
    /// greater coordinates before it and no smaller ones after: Hoare's selection, around the median of three.
    private static func select(
        _ middle: Int,
        in nodes: Slice<UnsafeMutableBufferPointer<Node>>,
        by coordinate: (UnitVector) -> Double
    ) {
        let buffer = nodes.base
        var low = nodes.startIndex
        var high = nodes.endIndex - 1
        while low < high {
            let first = coordinate(buffer[low].point)
            let centre = coordinate(buffer[low + (high - low) / 2].point)
            let last = coordinate(buffer[high].point)
            let pivot = max(min(first, centre), min(max(first, centre), last))
            var left = low
            var right = high
            while left <= right {
                while coordinate(buffer[left].point) < pivot { left += 1 }
                while coordinate(buffer[right].point) > pivot { right -= 1 }
                if left <= right {
                    buffer.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            if middle <= right {
                high = right
            } else if middle >= left {
                low = left
            } else {
                return
            }
        }
    }
}
