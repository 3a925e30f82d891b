import ByteUtilities

extension PackedByteStrings {
    /// The strings at `order` in `parts` taken one after another, in that order.
    ///
    /// Copies a part's strings at a time, each with one view of that part's bytes, since the strings are mostly
    /// shorter than a call to `memcpy` is worth.
    init(reordering parts: [PackedByteStrings], by order: [Int32]) {
        let sources = PartPosition.positions(of: order, partCounts: parts.map(\.count))
        var starts = [Int32](repeating: 0, count: order.count + 1)
        starts.withUnsafeMutableBufferPointer { starts in
            for (partIndex, part) in parts.enumerated() {
                part.starts.withUnsafeBufferPointer { partStarts in
                    for (position, source) in sources.enumerated() where source.part == partIndex {
                        starts[position + 1] = partStarts[Int(source.index) + 1] - partStarts[Int(source.index)]
                    }
                }
            }
            for position in 0..<order.count {
                starts[position + 1] += starts[position]
            }
        }
        let total = Int(starts[order.count])
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            for (partIndex, part) in parts.enumerated() {
                part.bytes.withUnsafeBufferPointer { partBytes in
                    part.starts.withUnsafeBufferPointer { partStarts in
                        for (position, source) in sources.enumerated() where source.part == partIndex {
                            let start = Int(partStarts[Int(source.index)])
                            ByteWriter.copy(
                                from: partBytes.baseAddress! + start,
                                to: buffer.baseAddress! + Int(starts[position]),
                                count: Int(partStarts[Int(source.index) + 1]) - start
                            )
                        }
                    }
                }
            }
            initializedCount = total
        }
        self.init(bytes: bytes, starts: starts)
    }
}
