/// Byte strings stored back to back in one buffer, with where each ends: one allocation for many small strings.
package struct PackedByteStrings: Sendable {
    /// Every string's bytes, one after another.
    package private(set) var bytes: [UInt8] = []
    /// Where each string starts in `bytes`, with one more entry for the end of the last.
    private var starts: [Int32] = [0]

    /// An empty table with room for `count` strings of `bytesEach` bytes on average.
    package init(reservingCapacity count: Int, bytesEach: Int) {
        bytes.reserveCapacity(count * bytesEach)
        starts.reserveCapacity(count + 1)
    }

    /// The tables of `parts`, end to end.
    package init(concatenating parts: [PackedByteStrings]) {
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.bytes.count })
        starts.reserveCapacity(parts.reduce(1) { $0 + $1.count })
        for part in parts {
            let offset = Int32(bytes.count)
            bytes.append(contentsOf: part.bytes)
            starts.append(contentsOf: part.starts.dropFirst().lazy.map { $0 + offset })
        }
    }

    /// The number of strings.
    package var count: Int { starts.count - 1 }

    /// The bytes of the string at `index`.
    package subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[index])..<Int(starts[index + 1])]
    }

    /// Appends one string, written by `write` at the end of the buffer.
    package mutating func append(writing write: (inout [UInt8]) -> Void) {
        write(&bytes)
        starts.append(Int32(bytes.count))
    }

    /// The strings at `order`, in that order.
    package func reordered(by order: [Int32]) -> PackedByteStrings {
        var reordered = PackedByteStrings(reservingCapacity: order.count, bytesEach: 0)
        reordered.bytes.reserveCapacity(bytes.count)
        for index in order {
            reordered.append { $0.append(contentsOf: self[Int(index)]) }
        }
        return reordered
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
