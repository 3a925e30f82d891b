/// Where each value of the first two bytes starts among ascending sort keys (`FoldedNames.sortKey`), so that a
/// search bisects only the keys that share its prefix's first two bytes.
struct SortKeyBuckets: Sendable {
    /// For each value of a key's first two bytes, the first position whose key starts with that value or a
    /// greater one; one more entry holds the count.
    private let starts: [Int32]

    /// The buckets of `keys`, ascending.
    init(keys: [UInt64]) {
        var starts = [Int32](repeating: Int32(keys.count), count: 1 << 16 + 1)
        var position = 0
        for bucket in 0..<(1 << 16) {
            while position < keys.count && Int(keys[position] >> 48) < bucket {
                position += 1
            }
            starts[bucket] = Int32(position)
        }
        self.starts = starts
    }

    /// The positions whose keys' first two bytes are those of a key in `keys`.
    func positions(of keys: ClosedRange<UInt64>) -> Range<Int> {
        Int(starts[Int(keys.lowerBound >> 48)])..<Int(starts[Int(keys.upperBound >> 48) + 1])
    }
}

extension SortKeyBuckets: PrebuiltIndexPart {
    func write(to writer: inout PrebuiltIndexWriter) {
        writer.append(starts)
    }

    init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError) {
        starts = try reader.next()
        guard starts.count == 1 << 16 + 1 else {
            throw reader.damaged("a table of sort key buckets holds \(starts.count) buckets, not \(1 << 16 + 1)")
        }
    }
}
