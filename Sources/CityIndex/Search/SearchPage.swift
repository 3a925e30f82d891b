/// A page being filled from groups of matches taken one after another: skips the first `offset` matches of
/// all the groups together, then keeps up to `limit`.
struct SearchPage {
    private(set) var hits: [CityHit] = []
    private var toSkip: Int
    private let limit: Int

    /// An empty page: the room for its hits is taken by the first group it keeps hits of, unless it takes that
    /// group's array whole (`take(whole:)`).
    init(offset: Int, limit: Int) {
        toSkip = offset
        self.limit = limit
    }

    /// Whether the page holds `limit` hits, so later groups are not needed.
    var isFull: Bool { hits.count >= limit }

    /// How many matches of the next group the page reaches: those it skips and those it keeps; `Int.max` when
    /// that is more than an `Int` holds (an offset near `Int.max`).
    var reach: Int {
        let (reach, overflows) = toSkip.addingReportingOverflow(limit - hits.count)
        return overflows ? .max : reach
    }

    /// The positions among `count` matches that a page skipping the first `skipping` and keeping at most
    /// `keeping` shows.
    static func window(count: Int, skipping: Int, keeping: Int) -> Range<Int> {
        let first = min(skipping, count)
        return first..<(first + min(keeping, count - first))
    }

    /// Takes a group of `count` matches whose hits at any positions `hits(positions)` gives.
    mutating func take(count: Int, hits: (Range<Int>) -> [CityHit]) {
        guard !isFull else { return }
        let positions = Self.window(count: count, skipping: toSkip, keeping: limit - self.hits.count)
        toSkip -= positions.lowerBound
        if !positions.isEmpty {
            reserveRoom()
            self.hits += hits(positions)
        }
    }

    /// Takes a group of matches given as an array, in order: as the page's hits, without a copy, when it is the
    /// first group the page keeps from and all of it fits. Consumed, so that a group moved in is kept without a count
    /// up and down (two atomic operations).
    mutating func take(whole group: consuming [CityHit]) {
        guard hits.isEmpty, toSkip == 0, group.count <= limit else {
            take(group)
            return
        }
        hits = group
    }

    /// Takes a group of matches given one at a time, in order.
    mutating func take(_ group: some Sequence<CityHit>) {
        guard !isFull else { return }
        for hit in group {
            if toSkip > 0 {
                toSkip -= 1
                continue
            }
            reserveRoom()
            hits.append(hit)
            if isFull { return }
        }
    }

    /// Makes room for the whole page at its first hit, so that taking the rest never grows the array.
    private mutating func reserveRoom() {
        if hits.isEmpty {
            hits.reserveCapacity(limit)
        }
    }
}
