/// A binary heap, arranged from its elements at once, that gives back its least element first.
struct MinimumHeap<Element: Comparable> {
    private var elements: [Element]

    /// A heap of `elements`, arranged in O(*n*).
    init(heapifying elements: [Element]) {
        self.elements = elements
        for parent in stride(from: elements.count / 2 - 1, through: 0, by: -1) {
            siftDown(from: parent)
        }
    }

    /// Removes and returns the least element; `nil` when the heap is empty.
    mutating func popMinimum() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let least = elements.removeLast()
        siftDown(from: 0)
        return least
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < elements.count else { return }
            let right = left + 1
            let child = right < elements.count && elements[right] < elements[left] ? right : left
            guard elements[child] < elements[parent] else { return }
            elements.swapAt(child, parent)
            parent = child
        }
    }
}
