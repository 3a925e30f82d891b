import ByteUtilities

extension PackedByteStrings {
    /// The strings at `order` in `parts` taken one after another, in that order.
    init(reordering parts: [PackedByteStrings], by order: [Int32]) {
        self.init(reordering: parts, at: PartPosition.positions(of: order, partCounts: parts.map(\.count)))
    }

    /// The strings at `sources` in `parts` taken one after another, in that order.
    ///
    /// Copies each string through views of its part's bytes taken once for all, since the strings are mostly
    /// shorter than a call to `memcpy` is worth.
    init(reordering parts: [PackedByteStrings], at sources: some Collection<PartPosition>) {
        let (bytes, starts) = Self.withUnsafeBuffers(of: parts[...]) { partBytes, partStarts in
            var starts = [Int32](repeating: 0, count: sources.count + 1)
            starts.withUnsafeMutableBufferPointer { starts in
                for (position, source) in sources.enumerated() {
                    let strings = partStarts[Int(source.part)]
                    starts[position + 1] =
                        starts[position] + strings[Int(source.index) + 1] - strings[Int(source.index)]
                }
            }
            let total = Int(starts[sources.count])
            let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initializedCount in
                HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
                for (position, source) in sources.enumerated() {
                    let strings = partStarts[Int(source.part)]
                    let start = Int(strings[Int(source.index)])
                    ByteWriter.copy(
                        from: partBytes[Int(source.part)].baseAddress! + start,
                        to: buffer.baseAddress! + Int(starts[position]),
                        count: Int(strings[Int(source.index) + 1]) - start
                    )
                }
                initializedCount = total
            }
            return (bytes, starts)
        }
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
