/// What a `MinimumHeap` orders its elements by: a number, least first.
protocol HeapOrdered {
    var heapKey: UInt64 { get }
}

extension UInt64: HeapOrdered {
    var heapKey: UInt64 { self }
}

/// A binary heap in storage its owner provides, which gives back the element with the least key first.
struct MinimumHeap<Element: HeapOrdered> {
    private var storage: UnsafeMutableBufferPointer<Element>
    private var count: Int

    /// An empty heap in `storage`, which holds as many elements as the heap will ever hold at once.
    init(storage: UnsafeMutableBufferPointer<Element>) {
        self.storage = storage
        count = 0
    }

    /// A heap of the elements in `storage`, arranged in place in O(*n*).
    init(heapifying storage: UnsafeMutableBufferPointer<Element>) {
        self.storage = storage
        count = storage.count
        for parent in stride(from: count / 2 - 1, through: 0, by: -1) {
            siftDown(storage[parent], from: parent)
        }
    }

    /// Adds `element`; the storage has room for it.
    mutating func push(_ element: Element) {
        assert(count < storage.count, "a heap holds no more than its storage")
        var child = count
        count += 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard element.heapKey < storage[parent].heapKey else { break }
            storage[child] = storage[parent]
            child = parent
        }
        storage[child] = element
    }

    /// Whether the storage holds no more elements.
    var isFull: Bool {
        count == storage.count
    }

    /// Moves the elements to `larger`, which holds at least as many as the storage, and goes on in it; its owner
    /// deallocates it as it does the storage.
    mutating func move(to larger: UnsafeMutableBufferPointer<Element>) {
        precondition(larger.count >= count, "the new storage holds every element")
        _ = larger.initialize(fromContentsOf: storage[..<count])
        storage = larger
    }

    /// The element with the least key, left in the heap; `nil` when the heap is empty.
    var least: Element? {
        count > 0 ? storage[0] : nil
    }

    /// Removes and returns the element with the least key; `nil` when the heap is empty.
    mutating func popLeast() -> Element? {
        guard count > 0 else { return nil }
        let least = storage[0]
        count -= 1
        if count > 0 {
            siftDown(storage[count], from: 0)
        }
        return least
    }

    /// Puts `element` at `start` or below it, moving up the lesser children on the way.
    private func siftDown(_ element: Element, from start: Int) {
        var parent = start
        while true {
            var child = 2 * parent + 1
            guard child < count else { break }
            if child + 1 < count && storage[child + 1].heapKey < storage[child].heapKey {
                child += 1
            }
            guard storage[child].heapKey < element.heapKey else { break }
            storage[parent] = storage[child]
            parent = child
        }
        storage[parent] = element
    }
}
