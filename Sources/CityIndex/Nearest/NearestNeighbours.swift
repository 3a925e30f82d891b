/// The nearest `capacity` neighbours offered so far, in a max-heap whose root is the farthest one kept, so that
/// keeping the best of *n* offers costs O(*n* log `capacity`) rather than a sort of all *n*.
struct NearestNeighbours {
    private let capacity: Int
    private var heap: [Neighbour] = []

    /// Keeps up to `capacity` neighbours; `capacity` must be positive.
    init(capacity: Int) {
        self.capacity = capacity
        heap.reserveCapacity(capacity)
    }

    /// Whether a neighbour at `squaredChord` might be kept: there is room, or it is no farther than the farthest
    /// kept (at one distance a lower rank wins, `Neighbour.<`).
    func mayKeep(squaredChord: Double) -> Bool {
        heap.count < capacity || squaredChord <= heap[0].squaredChord + Neighbour.squaredChordTolerance
    }

    /// Keeps `neighbour` if there is room or it comes before the farthest kept, which it then replaces.
    mutating func offer(_ neighbour: Neighbour) {
        if heap.count < capacity {
            heap.append(neighbour)
            siftUp(from: heap.count - 1)
        } else if neighbour < heap[0] {
            heap[0] = neighbour
            siftDown(from: 0)
        }
    }

    /// The neighbours kept, nearest first, ties in rank order, with their distances in metres.
    var cities: [NearbyCity] {
        heap.sorted().map {
            NearbyCity(rank: Int($0.rank), distance: UnitVector.metres(squaredChord: $0.squaredChord))
        }
    }

    private mutating func siftUp(from position: Int) {
        var child = position
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent] < heap[child] else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(from position: Int) {
        var parent = position
        while 2 * parent + 1 < heap.count {
            let left = 2 * parent + 1
            let farther = left + 1 < heap.count && heap[left] < heap[left + 1] ? left + 1 : left
            guard heap[parent] < heap[farther] else { return }
            heap.swapAt(parent, farther)
            parent = farther
        }
    }
}
