import ByteUtilities
import CSystemShims

extension PackedByteStrings {
    /// The strings at `order` in `parts` taken one after another, in that order.
    init(reordering parts: [PackedByteStrings], by order: [Int32]) {
        self.init(reordering: parts, at: PartPosition.positions(of: order, partCounts: parts.map(\.count)))
    }

    /// The strings at `sources` in `parts` taken one after another, in that order, written into the buffer of
    /// `storage` when it has room for them: memory already mapped in costs none of the page faults and zeroing
    /// that a fresh buffer's does. The pages of the buffer left over go back to the system.
    ///
    /// Copies each string through views of its part's bytes taken once for all, since the strings are mostly
    /// shorter than a call to `memcpy` is worth.
    init(
        reordering parts: [PackedByteStrings],
        at sources: some RandomAccessCollection<PartPosition>,
        reusing storage: consuming [UInt8] = []
    ) {
        var bytes = storage
        let starts = Self.withUnsafeBuffers(of: parts[...]) { partBytes, partStarts in
            var starts = [Int32](repeating: 0, count: sources.count + 1)
            starts.withUnsafeMutableBufferPointer { starts in
                for (position, source) in sources.enumerated() {
                    let strings = partStarts[Int(source.part)]
                    starts[position + 1] =
                        starts[position] + strings[Int(source.index) + 1] - strings[Int(source.index)]
                }
            }
            let total = Int(starts[sources.count])
            bytes.removeAll(keepingCapacity: true)
            if bytes.capacity < total {
                bytes = []
                bytes.reserveCapacityOnHugePages(total)
            }
            bytes.write(atMost: total) { writer in
                let count = sources.count
                func source(_ position: Int) -> PartPosition {
                    sources[sources.index(sources.startIndex, offsetBy: position)]
                }
                for position in 0..<count {
                    // A string's start and its bytes lie anywhere in its part: their loads are asked for a few
                    // strings ahead, the start first, so that both have arrived when the string is copied.
                    if position + Self.startsAhead < count {
                        let later = source(position + Self.startsAhead)
                        CSystemShims_prefetch(partStarts[Int(later.part)].baseAddress! + Int(later.index))
                    }
                    if position + Self.bytesAhead < count {
                        let later = source(position + Self.bytesAhead)
                        let start = Int(partStarts[Int(later.part)][Int(later.index)])
                        CSystemShims_prefetch(partBytes[Int(later.part)].baseAddress! + start)
                    }
                    let current = source(position)
                    let strings = partStarts[Int(current.part)]
                    let start = Int(strings[Int(current.index)])
                    writer.write(
                        UnsafeBufferPointer(
                            start: partBytes[Int(current.part)].baseAddress! + start,
                            count: Int(strings[Int(current.index) + 1]) - start
                        )
                    )
                }
            }
            return starts
        }
        bytes.discardUnusedCapacity()
        self.init(bytes: bytes, starts: starts)
    }

    /// How many strings ahead of the one copied the loads of a string's start and of its bytes are asked for.
    private static let startsAhead = 16
    private static let bytesAhead = 8

    /// Calls `body` with views of the bytes and the starts of each of `parts`, in order.
    private static func withUnsafeBuffers<Result>(
        of parts: ArraySlice<PackedByteStrings>,
        _ body: ([UnsafeBufferPointer<UInt8>], [UnsafeBufferPointer<Int32>]) -> Result
    ) -> Result {
        guard let first = parts.first else { return body([], []) }
        return first.withUnsafeBuffers { bytes, starts in
            withUnsafeBuffers(of: parts.dropFirst()) { laterBytes, laterStarts in
                body([bytes] + laterBytes, [starts] + laterStarts)
            }
        }
    }
}
