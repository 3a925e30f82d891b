import ByteUtilities
import Dispatch

extension CityFile {
    /// Reads every entry of `bytes` as `read` does, but in `parts` pieces at once, one sink each, returned in
    /// the file's order.
    ///
    /// The pieces start at guessed entry boundaries: a `{` after `}` and `,`. Each piece but the last must end
    /// exactly where the next one starts, which proves the guess (a name holding `},{` would not pass). When a
    /// guess fails, or any piece finds an error, the whole file is read again in one piece, so that the
    /// result and the error reported are exactly those of `read`.
    package static func readConcurrently<Sink: CityEntrySink & Sendable>(
        _ bytes: [UInt8],
        file: String,
        parts: Int,
        makeSink: @Sendable (_ part: Int) -> Sink
    ) throws(CityDataError) -> [Sink] {
        let starts = [0] + guessedEntryStarts(in: bytes, parts: parts)
        let outcomes = concurrentMap(Array(starts.indices)) { part in
            readPart(
                bytes,
                file: file,
                from: starts[part],
                to: part + 1 < starts.count ? starts[part + 1] : nil,
                into: makeSink(part)
            )
        }
        if outcomes.allSatisfy({ $0 != nil }) {
            return outcomes.map { $0! }
        }
        var sink = makeSink(0)
        try read(bytes, file: file, into: &sink)
        return [sink]
    }

    /// Reads the piece of `bytes` from `start` (0 for the file's start, else an entry's `{`) to the entry
    /// starting at `end` (or the file's end); `nil` when the piece does not end there or holds an error.
    private static func readPart<Sink: CityEntrySink>(
        _ bytes: [UInt8],
        file: String,
        from start: Int,
        to end: Int?,
        into sink: consuming Sink
    ) -> Sink? {
        var sink = sink
        return bytes.withUnsafeBufferPointer { bytes in
            var reader = EntryReader(scanner: JSONScanner(bytes: bytes), file: file)
            reader.scanner.offset = start
            do {
                if start == 0 {
                    try reader.readArrayStart()
                }
                switch try reader.readEntries(into: &sink, stoppingAt: end) {
                case .boundary where end != nil:
                    return sink
                case .arrayEnd where end == nil:
                    try reader.readFileEnd()
                    return sink
                default:
                    return nil
                }
            } catch {
                return nil
            }
        }
    }

    /// One guessed entry start near each of the `parts - 1` even divisions of `bytes`, ascending.
    private static func guessedEntryStarts(in bytes: [UInt8], parts: Int) -> [Int] {
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
    private static func guessedEntryStart(in bytes: [UInt8], from: Int) -> Int? {
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

    private static func lastNonWhitespace(in bytes: [UInt8], before position: Int) -> Int? {
        var index = position - 1
        while index >= 0, bytes[index].isJSONWhitespace {
            index -= 1
        }
        return index >= 0 ? index : nil
    }
}
