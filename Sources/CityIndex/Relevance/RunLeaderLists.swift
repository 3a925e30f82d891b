/// The lists of `PrefixRunLeaders`: each run's least positions by importance, worked out from the lists of the
/// runs inside it, in one pass over the runs, inner before outer, as `PrefixRunLeaders.longRuns` gives them.
///
/// A run's least *k* are among the least *k* of each run directly inside it and the positions that no such run
/// holds: a position that *k* others beat inside a smaller run has *k* others beating it in the larger one too. So
/// each run looks only at those candidates, and every position is read once, by the smallest run that holds it,
/// where asking the range-minimum table for each run's *k* least went through the table once a run. The
/// candidates are kept in a list of the *k* least so far, which most of them do not enter.
enum RunLeaderLists {
    /// Each run's `listLength` least positions by `importance`'s keys (value, then position), least first, the
    /// unused places -1, run after run in the order of `runs`. With `eachValueOnce`, a value counts once, at its
    /// first position in the run: equal values are one city's names, which share its place in the order of
    /// importance.
    ///
    /// - Parameter runs: lcp-intervals, each after every run inside it (`PrefixRunLeaders.longRuns`).
    static func lists(
        of runs: [Range<Int>],
        listLength: Int,
        importance: RangeMinimum,
        eachValueOnce: Bool
    ) -> [Int32] {
        var leaders: [Int32] = []
        leaders.reserveCapacity(runs.count * listLength)
        // The runs worked out and not yet inside a longer one, left to right, with where their keys start in
        // `openKeys`.
        var open: [(run: Range<Int>, keysStart: Int)] = []
        var openKeys: [UInt64] = []
        var least = LeastKeys(capacity: listLength, eachValueOnce: eachValueOnce)
        for run in runs {
            var firstInside = open.count
            while firstInside > 0 && open[firstInside - 1].run.lowerBound >= run.lowerBound {
                firstInside -= 1
            }
            let keysStart = firstInside < open.count ? open[firstInside].keysStart : openKeys.count
            least.removeAll()
            for key in openKeys[keysStart...] {
                least.offer(key)
            }
            var position = run.lowerBound
            for inside in open[firstInside...] {
                for outside in position..<inside.run.lowerBound {
                    least.offer(importance.key(at: outside))
                }
                position = inside.run.upperBound
            }
            for outside in position..<run.upperBound {
                least.offer(importance.key(at: outside))
            }
            open.removeSubrange(firstInside...)
            openKeys.removeSubrange(keysStart...)
            openKeys.append(contentsOf: least.keys)
            leaders.append(contentsOf: least.keys.lazy.map { Int32(RangeMinimum.position(ofKey: $0)) })
            leaders.append(contentsOf: repeatElement(-1, count: listLength - least.keys.count))
            open.append((run, keysStart))
        }
        return leaders
    }
}

/// The least keys offered, at most `capacity`, ascending; with `eachValueOnce`, each value (a key's high half)
/// once, by its least key. A key that cannot enter costs one comparison once the list is full.
private struct LeastKeys {
    /// The keys kept, in the first `count` places.
    private var storage: [UInt64]
    private var count = 0
    let eachValueOnce: Bool

    init(capacity: Int, eachValueOnce: Bool) {
        storage = Array(repeating: 0, count: capacity)
        self.eachValueOnce = eachValueOnce
    }

    /// The keys kept, ascending.
    var keys: ArraySlice<UInt64> { storage[..<count] }

    mutating func removeAll() {
        count = 0
    }

    /// Keeps `key` if it is among the least offered so far.
    mutating func offer(_ key: UInt64) {
        let capacity = storage.count
        if count == capacity, key >= storage[capacity - 1] {
            return
        }
        var index = count
        while index > 0 && storage[index - 1] > key {
            index -= 1
        }
        if eachValueOnce {
            // The value's key kept so far, if any, is beside where this one goes: before it when it is less.
            if index > 0 && storage[index - 1] >> 32 == key >> 32 {
                return
            }
            if index < count && storage[index] >> 32 == key >> 32 {
                storage[index] = key
                return
            }
        }
        var moved = min(count, capacity - 1)
        while moved > index {
            storage[moved] = storage[moved - 1]
            moved -= 1
        }
        storage[index] = key
        count = min(count + 1, capacity)
    }
}
