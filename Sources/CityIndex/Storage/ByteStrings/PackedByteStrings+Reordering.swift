import ByteUtilities

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
        at sources: some Collection<PartPosition>,
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
                for source in sources {
                    let strings = partStarts[Int(source.part)]
                    let start = Int(strings[Int(source.index)])
                    writer.write(
                        UnsafeBufferPointer(
                            start: partBytes[Int(source.part)].baseAddress! + start,
                            count: Int(strings[Int(source.index) + 1]) - start
                        )
                    )
                }
            }
            return starts
        }
        bytes.discardUnusedCapacity()
        self.init(bytes: bytes, starts: starts)
    }

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
