import Synchronization

/// A stretch of a data file that one thread reads, from an entry's start to the start of the next stretch or to
/// the array's end, whose unread rest a thread that has run out of work can take (`splitOff`).
///
/// Its reader claims each entry before reading it (`claim(entryAt:)`), and a split moves the end only past the
/// entry last claimed: both change one atomic pair, that entry's start and the end, so a split and a claim never
/// cross.
package final class FileStretch: Sendable {
    /// Where the stretch starts: 0 for the file's start, else an entry's `{`.
    package let start: Int
    /// The start of the entry last claimed (`first`) and where the stretch ends (`second`; `UInt.max` for the
    /// array's end).
    private let claimAndEnd: Atomic<WordPair>

    /// A stretch from `start` to `end`, or to the array's end.
    package init(start: Int, end: Int?) {
        self.start = start
        claimAndEnd = Atomic(WordPair(first: UInt(start), second: end.map(UInt.init) ?? UInt.max))
    }

    /// Claims the entry starting at `offset`, past the last one claimed, for the reader: `nil` when the stretch
    /// goes on there, else where the stretch ends, at or before `offset`; then the stretch is done, and no split
    /// takes anything from it.
    package func claim(entryAt offset: Int) -> Int? {
        var current = claimAndEnd.load(ordering: .relaxed)
        while true {
            let (exchanged, found) = claimAndEnd.compareExchange(
                expected: current,
                desired: WordPair(first: UInt(offset), second: current.second),
                ordering: .acquiringAndReleasing
            )
            if exchanged {
                return UInt(offset) < current.second ? nil : Int(current.second)
            }
            current = found
        }
    }

    /// Takes the second half of what is left of the stretch in `bytes`, from the first entry start that `guess`
    /// finds at or after the middle, when at least `smallest` bytes are left: the stretch taken, which ends where
    /// this one did; this one now ends where the one taken starts.
    package func splitOff(smallest: Int, in bytes: UnsafeBufferPointer<UInt8>, guess: (Int) -> Int?) -> FileStretch? {
        var current = claimAndEnd.load(ordering: .acquiring)
        while true {
            let claimed = Int(current.first)
            let end = min(current.second, UInt(bytes.count))
            guard end > current.first, Int(end) - claimed >= smallest,
                let split = guess(claimed + (Int(end) - claimed) / 2), split > claimed, split < Int(end)
            else { return nil }
            let (exchanged, found) = claimAndEnd.compareExchange(
                expected: current,
                desired: WordPair(first: current.first, second: UInt(split)),
                ordering: .acquiringAndReleasing
            )
            if exchanged {
                return FileStretch(start: split, end: current.second == UInt.max ? nil : Int(current.second))
            }
            current = found
        }
    }

    /// Where the stretch ends now, or `nil` at the array's end.
    var end: Int? {
        let end = claimAndEnd.load(ordering: .acquiring).second
        return end == UInt.max ? nil : Int(end)
    }

    /// The bytes of `bytes` left to read after the start of the entry last claimed; 0 once the stretch is done.
    package func unclaimed(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let current = claimAndEnd.load(ordering: .relaxed)
        let end = min(current.second, UInt(bytes.count))
        return end > current.first ? Int(end - current.first) : 0
    }
}
