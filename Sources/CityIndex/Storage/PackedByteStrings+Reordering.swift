import ByteUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension PackedByteStrings {
    /// The strings at `order` in `parts` taken one after another, in that order, copied by `threads` threads
    /// at once, each into its own stretch of the result.
    init(reordering parts: [PackedByteStrings], by order: [Int32], threads: Int) {
        let sources = PartPosition.positions(of: order, partCounts: parts.map(\.count))
        var starts = [Int32](repeating: 0, count: order.count + 1)
        for (position, source) in sources.enumerated() {
            let strings = parts[Int(source.part)].starts
            starts[position + 1] = starts[position] + strings[Int(source.index) + 1] - strings[Int(source.index)]
        }
        let targetStarts = starts
        let total = Int(starts[order.count])
        let chunkSize = (order.count + threads - 1) / max(threads, 1)
        let chunks = stride(from: 0, to: order.count, by: max(chunkSize, 1)).map {
            $0..<min($0 + chunkSize, order.count)
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            // Each chunk writes its own stretch of the bytes.
            let target = UnsafeTransfer(buffer.baseAddress)
            _ = concurrentMap(chunks) { chunk in
                for position in chunk {
                    let source = sources[position]
                    let part = parts[Int(source.part)]
                    let start = Int(part.starts[Int(source.index)])
                    let count = Int(part.starts[Int(source.index) + 1]) - start
                    part.bytes.withUnsafeBufferPointer { bytes in
                        _ = memcpy(target.value! + Int(targetStarts[position]), bytes.baseAddress! + start, count)
                    }
                }
            }
            initializedCount = total
        }
        self.init(bytes: bytes, starts: starts)
    }
}
