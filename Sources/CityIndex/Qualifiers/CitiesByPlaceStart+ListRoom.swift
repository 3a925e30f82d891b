extension CitiesByPlaceStart {
    /// How a search finds where its matches are among the lists, once they are built, putting the lists it finds in
    /// the room it is given: `nil` when the lists do not hold them or are not looked in.
    typealias MatchesLookup = (BuiltOnFirstUse<CitiesByPlaceStart>, inout ListRoom) -> Matches?

    /// Where a search puts the lists of its matches (`Matches.lists`) as it finds them: room on the stack of the
    /// search that merges them, moved to memory of its own only when the lists outgrow it. Of the benchmark's short
    /// qualified prefixes, half find 4 lists and one in twenty more than `reservedLists`: an array of them cost an
    /// allocation each search, 1 to 2% of it (docs/performance.md, "Three allocations fewer a search").
    ///
    /// The lists it gives (`lists(_:)`) are read where they lie: they are good until the room is appended to
    /// again or goes, which the search's merge never outlives.
    struct ListRoom: ~Copyable {
        /// The lists, then room for more.
        private var storage: UnsafeMutableBufferPointer<Matches.Listed>
        /// Whether `storage` is memory of the room's own, to be freed with it, rather than the search's stack.
        private var ownsStorage = false
        /// The number of lists appended.
        private(set) var count = 0

        /// A room of the lists that `storage`, taken from the stack, holds.
        init(_ storage: UnsafeMutableBufferPointer<Matches.Listed>) {
            self.storage = storage
        }

        deinit {
            if ownsStorage {
                storage.deallocate()
            }
        }

        /// Appends `list`, moving the lists to memory twice as large when the room is full.
        mutating func append(_ list: Matches.Listed) {
            if count == storage.count {
                let larger = UnsafeMutableBufferPointer<Matches.Listed>.allocate(capacity: max(2 * storage.count, 4))
                larger.baseAddress!.initialize(from: storage.baseAddress!, count: count)
                if ownsStorage {
                    storage.deallocate()
                }
                (storage, ownsStorage) = (larger, true)
            }
            storage.initializeElement(at: count, to: list)
            count += 1
        }

        /// The lists appended as the `range` of them, in order.
        func lists(_ range: Range<Int>) -> UnsafeBufferPointer<Matches.Listed> {
            precondition(range.upperBound <= count, "lists that were appended")
            return UnsafeBufferPointer(rebasing: storage[range])
        }
    }
}
