/// The first hits by relevance (`RelevanceKey`) of those offered, up to a number, each city once: a group of a
/// page filled from lists that may offer a city more than once, by the same key each time. Kept in room its owner
/// provides, each as its key and the alternate name that matched, so that a search allocates nothing for it and
/// makes a hit only of those it keeps to the end.
struct KeptHits {
    /// A hit kept: its key (`RelevanceKey.packed`), and the position of the alternate name that matched
    /// (`AlternateNameMatches.hit(at:)`), `ownName` for the city's own name, or `alternateNameToLookUp`.
    struct Entry {
        let packedKey: UInt64
        let alternateName: Int32

        /// The `alternateName` of a hit of the city's own name.
        static let ownName: Int32 = -1
        /// The `alternateName` of a hit of an alternate name that is known to match, whose position is looked up
        /// for the hits kept to the end only (`AlternateNameMatches.position(ofCityAt:)`).
        static let alternateNameToLookUp: Int32 = -2
    }

    /// The room for the hits, as many as are kept at most; the first `count` hold them, by key.
    private let storage: UnsafeMutableBufferPointer<Entry>
    /// How many hits are kept.
    private(set) var count = 0

    /// Keeps none yet, and at most as many as `storage` holds, at least 1.
    init(storage: UnsafeMutableBufferPointer<Entry>) {
        assert(!storage.isEmpty, "hits are kept one at least")
        self.storage = storage
    }

    /// The hits kept, by key.
    var entries: UnsafeMutableBufferPointer<Entry>.SubSequence {
        storage[..<count]
    }

    /// The key that an offered hit must come before to be kept, or `nil` while fewer than the room holds are kept.
    var bound: RelevanceKey? {
        count == storage.count ? RelevanceKey(packed: storage[count - 1].packedKey) : nil
    }

    /// Keeps the hit of key `key`, matched by the alternate name at `alternateName` (as `Entry.alternateName`),
    /// when it comes among the first the room holds and its city is not kept already; the last one kept makes room
    /// for it when need be.
    ///
    /// - Complexity: O(*k*) for the *k* hits the room holds.
    mutating func offer(_ key: RelevanceKey, alternateName: Int32) {
        let packed = key.packed
        var index = count
        while index > 0 && storage[index - 1].packedKey > packed {
            index -= 1
        }
        guard index < storage.count, index == 0 || storage[index - 1].packedKey != packed else { return }
        var moved = min(count, storage.count - 1)
        while moved > index {
            storage[moved] = storage[moved - 1]
            moved -= 1
        }
        storage[index] = Entry(packedKey: packed, alternateName: alternateName)
        count = min(count + 1, storage.count)
    }
}
