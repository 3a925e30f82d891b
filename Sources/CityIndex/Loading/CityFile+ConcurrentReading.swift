import ByteUtilities
import Dispatch

extension CityFile {
    /// Reads every entry of `bytes` as `read` does, but on `parts` threads at once, into a sink per stretch of the
    /// file read, returned in the file's order.
    ///
    /// Each thread starts with one of `parts` stretches, which start at guessed entry boundaries: a `{` after `}`
    /// and `,`. A thread that finishes its stretch takes the second half of what is left of the biggest one still
    /// being read, while that is at least `smallestSplit` bytes, so that the threads finish together however the
    /// cost of entries varies along the file. Each stretch but the last must end exactly where the next one starts,
    /// which proves the guesses (a name holding `},{` would not pass). When a guess fails, or any stretch finds an
    /// error, the whole file is read again in one piece, so that the result and the error reported are exactly
    /// those of `read`.
    ///
    /// - Parameter makeSink: an empty sink for a stretch of about `byteCount` bytes.
    package static func readConcurrently<Sink: CityEntrySink & Sendable>(
        _ bytes: [UInt8],
        file: String,
        parts: Int,
        smallestSplit: Int = 1 << 18,
        makeSink: @Sendable (_ byteCount: Int) -> Sink
    ) throws(CityDataError) -> [Sink] {
        let sinks = bytes.withUnsafeBufferPointer { bytes in
            let starts = [0] + guessedEntryStarts(in: bytes, parts: parts)
            let board = StretchBoard<Sink>(
                stretches: starts.indices.map { part in
                    FileStretch(start: starts[part], end: part + 1 < starts.count ? starts[part + 1] : nil)
                }
            )
            // Each thread reads its own stretches of the bytes, which no one writes.
            let shared = UnsafeTransfer(bytes)
            DispatchQueue.concurrentPerform(iterations: starts.count) { part in
                readStretches(shared.value, file: file, from: part, on: board, smallestSplit: smallestSplit, makeSink)
            }
            return board.sinksInFileOrder()
        }
        if let sinks {
            return sinks
        }
        var sink = makeSink(bytes.count)
        try read(bytes, file: file, into: &sink)
        return [sink]
    }

    /// Reads the stretch numbered `part` on `board`, then stretches split off the biggest left, until none is
    /// worth splitting: each into a sink of its own, which takes the caches of the one before.
    private static func readStretches<Sink: CityEntrySink>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        file: String,
        from part: Int,
        on board: StretchBoard<Sink>,
        smallestSplit: Int,
        _ makeSink: (_ byteCount: Int) -> Sink
    ) {
        var stretch = board.stretch(numbered: part)
        var sink = makeSink(stretch.unclaimed(in: bytes))
        while true {
            let end = read(bytes, file: file, stretch: stretch, into: &sink)
            let next = board.splitOffBiggest(smallest: smallestSplit, in: bytes) {
                guessedEntryStart(in: bytes, from: $0)
            }
            var nextSink = next.map { makeSink($0.unclaimed(in: bytes)) }
            if nextSink != nil {
                sink.handOverCaches(to: &nextSink!)
            }
            board.record(sink, ending: end, for: stretch)
            guard let next, let nextSink else { return }
            (stretch, sink) = (next, nextSink)
        }
    }

    /// Reads `stretch` of `bytes` into `sink`: how the run of its entries ended, or `nil` at an error.
    private static func read<Sink: CityEntrySink>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        file: String,
        stretch: FileStretch,
        into sink: inout Sink
    ) -> EntryReader.RunEnd? {
        var reader = EntryReader(scanner: JSONScanner(bytes: bytes), file: file)
        reader.scanner.offset = stretch.start
        do {
            if stretch.start == 0 {
                try reader.readArrayStart()
            }
            let end = try reader.readEntries(into: &sink, claimingEach: stretch.claim(entryAt:))
            if end == .arrayEnd {
                try reader.readFileEnd()
            }
            return end
        } catch {
            return nil
        }
    }

    /// One guessed entry start near each of the `parts - 1` even divisions of `bytes`, ascending.
    private static func guessedEntryStarts(in bytes: UnsafeBufferPointer<UInt8>, parts: Int) -> [Int] {
        var starts: [Int] = []
        for part in 1..<max(parts, 1) {
            let from = max(bytes.count * part / parts, (starts.last ?? 0) + 1)
            if let start = guessedEntryStart(in: bytes, from: from) {
                starts.append(start)
            }
        }
        return starts
    }

    /// The first `{` at or after `from` that follows a `,` that follows a `}`, with white space between.
    private static func guessedEntryStart(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var position = from
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "{"),
                let comma = lastNonWhitespace(in: bytes, before: position), bytes[comma] == UInt8(ascii: ","),
                let close = lastNonWhitespace(in: bytes, before: comma), bytes[close] == UInt8(ascii: "}")
            {
                return position
            }
            position += 1
        }
        return nil
    }

    private static func lastNonWhitespace(in bytes: UnsafeBufferPointer<UInt8>, before position: Int) -> Int? {
        var index = position - 1
        while index >= 0, bytes[index].isJSONWhitespace {
            index -= 1
        }
        return index >= 0 ? index : nil
    }
}
