import Algorithms

/// The first hits by relevance (`RelevanceKey`) of those offered, up to a number, each city once: a group of a
/// page filled from lists that may offer a city more than once, by the same key each time.
struct KeptHits {
    /// The hits kept, by key.
    private(set) var hits: [(key: RelevanceKey, hit: CityHit)] = []
    /// How many hits are kept at most.
    let capacity: Int

    /// Keeps none yet, and at most `capacity`, at least 1: the room for them is taken by the first hit kept, so
    /// that a group offered none allocates nothing, and groups made as copies of one share no buffer.
    init(capacity: Int) {
        assert(capacity > 0, "hits are kept one at least")
        self.capacity = capacity
    }

    /// The key that an offered hit must come before to be kept, or `nil` while fewer than `capacity` are kept.
    var bound: RelevanceKey? {
        hits.count == capacity ? hits.last?.key : nil
    }

    /// Keeps the hit `hit` makes, of key `key`, when it comes among the first `capacity` and its city is not
    /// kept already; the last one kept makes room for it when need be.
    ///
    /// - Complexity: O(*k*) for *k* = `capacity`.
    mutating func offer(_ key: RelevanceKey, _ hit: () -> CityHit) {
        let index = hits.partitioningIndex { !($0.key < key) }
        guard index < capacity, index == hits.count || hits[index].key != key else { return }
        if hits.count == capacity {
            hits.removeLast()
        } else if hits.isEmpty {
            hits.reserveCapacity(capacity)
        }
        hits.insert((key, hit()), at: index)
    }
}
