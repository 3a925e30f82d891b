import ByteUtilities
import CSystemShims

extension PackedByteStrings {
    /// The strings at `order` in `parts` taken one after another, in that order; with `work`, copied in pieces
    /// that a thread helping with it may take a share of.
    init(reordering parts: [PackedByteStrings], by order: [Int32], sharing work: SharedWork? = nil) {
        self.init(
            reordering: parts,
            at: PartPosition.positions(of: order, partCounts: parts.map(\.count)),
            sharing: work
        )
    }

    /// The strings at `sources` in `parts` taken one after another, in that order, written into the buffer of
    /// `storage` when it has room for them: memory already mapped in costs none of the page faults and zeroing
    /// that a fresh buffer's does. The pages of the buffer left over go back to the system. With `work`, the
    /// strings are copied in pieces that a thread helping with it may take a share of.
    ///
    /// Copies each string through views of its part's bytes taken once for all, since the strings are mostly
    /// shorter than a call to `memcpy` is worth.
    init(
        reordering parts: [PackedByteStrings],
        at sources: some RandomAccessCollection<PartPosition>,
        reusing storage: consuming [UInt8] = [],
        sharing work: SharedWork? = nil
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
            bytes.append(atMost: total) { destination in
                guard let work, sources.count >= Self.worthSharing else {
                    Self.copy(0..<sources.count, of: sources, from: partBytes, starts: partStarts, to: destination)
                    return total
                }
                // Each piece reads the parts and writes its own stretch of the room, which no other touches.
                let copy = UnsafeTransfer { (positions: Range<Int>, destination: UnsafeMutablePointer<UInt8>) in
                    Self.copy(positions, of: sources, from: partBytes, starts: partStarts, to: destination)
                }
                let pieces = stride(from: 0, to: sources.count, by: Self.pieceSize).map { first in
                    let positions = first..<Swift.min(first + Self.pieceSize, sources.count)
                    let pieceDestination = UnsafeTransfer(destination + Int(starts[first]))
                    return { @Sendable in copy.value(positions, pieceDestination.value) }
                }
                work.run(pieces)
                return total
            }
            return starts
        }
        bytes.discardUnusedCapacity()
        self.init(bytes: bytes, starts: starts)
    }

    /// Fewer strings than this are copied in one piece even when the work could be shared.
    private static let worthSharing = 1 << 16
    /// How many strings one shared piece copies.
    private static let pieceSize = 1 << 16

    /// Copies the strings at `positions` of `sources` one after another to `destination`.
    private static func copy(
        _ positions: Range<Int>,
        of sources: some RandomAccessCollection<PartPosition>,
        from partBytes: [UnsafeBufferPointer<UInt8>],
        starts partStarts: [UnsafeBufferPointer<Int32>],
        to destination: UnsafeMutablePointer<UInt8>
    ) {
        func source(_ position: Int) -> PartPosition {
            sources[sources.index(sources.startIndex, offsetBy: position)]
        }
        var written = 0
        for position in positions {
            // A string's start and its bytes lie anywhere in its part: their loads are asked for a few strings
            // ahead, the start first, so that both have arrived when the string is copied.
            if position + startsAhead < positions.upperBound {
                let later = source(position + startsAhead)
                CSystemShims_prefetch(partStarts[Int(later.part)].baseAddress! + Int(later.index))
            }
            if position + bytesAhead < positions.upperBound {
                let later = source(position + bytesAhead)
                let start = Int(partStarts[Int(later.part)][Int(later.index)])
                CSystemShims_prefetch(partBytes[Int(later.part)].baseAddress! + start)
            }
            let current = source(position)
            let strings = partStarts[Int(current.part)]
            let start = Int(strings[Int(current.index)])
            let count = Int(strings[Int(current.index) + 1]) - start
            ByteWriter.copy(
                from: partBytes[Int(current.part)].baseAddress! + start,
                to: destination + written,
                count: count
            )
            written += count
        }
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
