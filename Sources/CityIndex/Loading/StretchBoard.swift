import Synchronization

/// The stretches of a file that threads read at once, and what each read: a thread that runs out of work splits
/// off the rest of the biggest stretch left (`splitOffBiggest`).
final class StretchBoard<Sink: Sendable>: Sendable {
    private let state: Mutex<State>

    private struct State {
        var stretches: [FileStretch]
        /// What each stretch read, by its place in `stretches`, once its thread is done with it.
        var readings: [(sink: Sink, end: EntryReader.RunEnd?)?]
    }

    /// A board of `stretches`, each numbered by its place, none read yet.
    init(stretches: [FileStretch]) {
        state = Mutex(State(stretches: stretches, readings: Array(repeating: nil, count: stretches.count)))
    }

    /// The stretch numbered `number`.
    func stretch(numbered number: Int) -> FileStretch {
        state.withLock { $0.stretches[number] }
    }

    /// Splits the rest of the biggest stretch in `bytes` that can be split, with at least `smallest` bytes left, at
    /// the entry start that `guess` finds (`FileStretch.splitOff`): the stretch split off, now on the board.
    func splitOffBiggest(
        smallest: Int,
        in bytes: UnsafeBufferPointer<UInt8>,
        guess: (Int) -> Int?
    ) -> FileStretch? {
        state.withLock { state in
            let biggestFirst = state.stretches.map { ($0, $0.unclaimed(in: bytes)) }
                .filter { $0.1 >= smallest }
                .sorted { $0.1 > $1.1 }
            for (stretch, _) in biggestFirst {
                if let split = stretch.splitOff(smallest: smallest, in: bytes, guess: guess) {
                    state.stretches.append(split)
                    state.readings.append(nil)
                    return split
                }
            }
            return nil
        }
    }

    /// Records what `stretch` read into `sink`, and how its run of entries ended (`nil` at an error).
    func record(_ sink: sending Sink, ending end: EntryReader.RunEnd?, for stretch: FileStretch) {
        state.withLock { state in
            let number = state.stretches.firstIndex { $0 === stretch }!
            state.readings[number] = (sink, end)
        }
    }

    /// The sinks of the stretches in the file's order, when they read the whole file in one chain: the first
    /// from the file's start, each ending exactly where the next starts, the last at the array's end; else `nil`.
    func sinksInFileOrder() -> [Sink]? {
        state.withLock { state in
            let byStart = zip(state.stretches, state.readings).sorted { $0.0.start < $1.0.start }
            guard byStart.first?.0.start == 0 else { return nil }
            var sinks: [Sink] = []
            for (index, (stretch, reading)) in byStart.enumerated() {
                let next = index + 1 < byStart.count ? byStart[index + 1].0.start : nil
                guard let reading, stretch.end == next, reading.end == (next == nil ? .arrayEnd : .boundary) else {
                    return nil
                }
                sinks.append(reading.sink)
            }
            return sinks
        }
    }
}
