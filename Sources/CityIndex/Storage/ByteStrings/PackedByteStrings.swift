import ByteUtilities

/// Byte strings stored back to back in one buffer, with where each ends: one allocation for many small strings.
struct PackedByteStrings: Sendable {
    /// Every string's bytes, one after another; a string is written by appending here, then `endString()`.
    var bytes: [UInt8] = []
    /// Where each string starts in `bytes`, with one more entry for the end of the last.
    private(set) var starts: [Int32] = [0]

    /// A table of `bytes` with the strings starting at `starts`.
    init(bytes: [UInt8], starts: [Int32]) {
        self.bytes = bytes
        self.starts = starts
    }

    /// An empty table with room for `count` strings of `bytesEach` bytes on average.
    init(reservingCapacity count: Int, bytesEach: Int) {
        bytes.reserveCapacityOnHugePages(count * bytesEach)
        starts.reserveCapacity(count + 1)
    }

    /// The tables of `parts`, end to end.
    init(concatenating parts: [PackedByteStrings]) {
        bytes.reserveCapacityOnHugePages(parts.reduce(0) { $0 + $1.bytes.count })
        starts.reserveCapacity(parts.reduce(1) { $0 + $1.count })
        for part in parts {
            let offset = Int32(bytes.count)
            bytes.append(contentsOf: part.bytes)
            starts.append(contentsOf: part.starts.dropFirst().lazy.map { $0 + offset })
        }
    }

    /// The number of strings.
    var count: Int { starts.count - 1 }

    /// The bytes of the string at `index`.
    subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[index])..<Int(starts[index + 1])]
    }

    /// The bytes of the strings at `indices`, end to end.
    subscript(indices: Range<Int>) -> ArraySlice<UInt8> {
        bytes[Int(starts[indices.lowerBound])..<Int(starts[indices.upperBound])]
    }

    /// Ends the string whose bytes were appended to `bytes` since the last one ended.
    mutating func endString() {
        starts.append(Int32(bytes.count))
    }

    /// Appends one string.
    mutating func append(_ string: some Collection<UInt8>) {
        bytes.append(contentsOf: string)
        endString()
    }

    /// Calls `body` with a view of the bytes of the string at `index`. Inlined, so that `body` joins its caller's
    /// code (`PartedByteStrings.withString(at:_:)`).
    @inline(__always) func withString<Result>(
        at index: Int,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try body(UnsafeBufferPointer(rebasing: bytes[Int(starts[index])..<Int(starts[index + 1])]))
        }
    }

    /// Asks the processor for where the string at `index` lies, ahead of a read of its bytes.
    func prefetchBounds(at index: Int) {
        starts.prefetchElement(at: index)
    }

    /// Asks the processor for the bytes of the string at `index`: the cache lines of its first and last.
    func prefetchString(at index: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            let start = Int(starts[index])
            let end = Int(starts[index + 1])
            guard end > start else { return }
            prefetch(bytes.baseAddress! + start)
            prefetch(bytes.baseAddress! + end - 1)
        }
    }

    /// Replaces the string at `index` with `string`, moving the strings after it.
    ///
    /// - Complexity: O(*m*) in the bytes from `index` on: for the last few strings.
    mutating func replace(at index: Int, with string: some Collection<UInt8>) {
        let range = Int(starts[index])..<Int(starts[index + 1])
        bytes.replaceSubrange(range, with: string)
        let shift = Int32(string.count - range.count)
        for later in (index + 1)..<starts.count {
            starts[later] += shift
        }
    }

    /// The strings at `order`, in that order.
    func reordered(by order: [Int32]) -> PackedByteStrings {
        PackedByteStrings(reordering: [self], at: order.lazy.map { PartPosition(part: 0, index: $0) })
    }

    /// Calls `body` with unsafe views of the bytes and the starts, for comparisons in tight loops.
    func withUnsafeBuffers<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>) throws -> Result
    ) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try starts.withUnsafeBufferPointer { starts in try body(bytes, starts) }
        }
    }
}

extension PackedByteStrings: PrebuiltIndexPart {
    func write(to writer: inout PrebuiltIndexWriter) {
        writer.append(bytes)
        writer.append(starts)
    }

    init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError) {
        let bytes: [UInt8] = try reader.next()
        let starts: [Int32] = try reader.next()
        guard starts.first == 0, starts.last == Int32(clamping: bytes.count) else {
            throw reader.damaged("a table of strings does not end where its bytes do")
        }
        self.init(bytes: bytes, starts: starts)
    }
}
