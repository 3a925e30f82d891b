import Algorithms

/// The sorted folded names seen as a trie, without building one: a node is a string with the ranks of the names
/// that start with it, consecutive because the names are sorted, and its children are the distinct characters
/// that follow it in those names. Valid only inside `CityIndex.withNameTrie`.
struct NameTrie {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int32>
    /// The names' first eight bytes, as `CityIndex.sortKeys`: read instead of the names where they reach.
    let sortKeys: UnsafeBufferPointer<UInt64>

    /// The `count` bytes (1 to 4) of the name at `rank` from byte `offset`, packed big-endian, with a 0 byte
    /// for each past the name's end; no folded text holds a 0 byte, so these order as the names do.
    func bytes(ofName rank: Int, at offset: Int, count: Int) -> UInt32 {
        if offset + count <= 8 {
            return UInt32(truncatingIfNeeded: (sortKeys[rank] << (8 * offset)) >> (64 - 8 * count))
        }
        let start = Int(starts[rank]) + offset
        let end = Int(starts[rank + 1])
        var packed: UInt32 = 0
        for position in start..<(start + count) {
            packed = packed << 8 | (position < end ? UInt32(bytes[position]) : 0)
        }
        return packed
    }

    /// Whether the name at `rank` goes on past its first `offset` bytes.
    func continues(_ rank: Int, after offset: Int) -> Bool {
        bytes(ofName: rank, at: offset, count: 1) != 0
    }

    /// The packed scalar that starts at byte `offset` of the name at `rank`, which must go on past it.
    func scalar(ofName rank: Int, at offset: Int) -> UInt32 {
        let lead = UInt8(bytes(ofName: rank, at: offset, count: 1))
        return bytes(ofName: rank, at: offset, count: PackedScalars.length(ofSequenceStartingWith: lead))
    }

    /// The ranks among `ranks`, whose names share their first `offset` bytes, whose next scalar is `scalar`.
    ///
    /// - Complexity: O(log `ranks.count`).
    func ranks(in ranks: Range<Int>, at offset: Int, continuingWith scalar: UInt32) -> Range<Int> {
        let count = PackedScalars.length(of: scalar)
        let lower = ranks.partitioningIndex { bytes(ofName: $0, at: offset, count: count) >= scalar }
        let upper = ranks[lower...].partitioningIndex { bytes(ofName: $0, at: offset, count: count) > scalar }
        return lower..<upper
    }

    /// The end of the run of ranks from `start`, up to `end`, whose names share their first `offset` bytes and
    /// continue with `scalar`, as the name at `start` does.
    ///
    /// - Complexity: O(log *r*) for a run of *r* ranks: gallops, then bisects.
    func endOfRun(from start: Int, upTo end: Int, at offset: Int, continuingWith scalar: UInt32) -> Int {
        let count = PackedScalars.length(of: scalar)
        var step = 1
        while start + step < end && bytes(ofName: start + step, at: offset, count: count) == scalar {
            step *= 2
        }
        let candidates = (start + step / 2 + 1)..<min(start + step, end)
        return candidates.partitioningIndex { bytes(ofName: $0, at: offset, count: count) != scalar }
    }
}

extension CityIndex {
    /// Calls `body` with the index's names as a trie.
    func withNameTrie<Result>(_ body: (NameTrie) throws -> Result) rethrows -> Result {
        try foldedNames.table.withUnsafeBuffers { bytes, starts in
            try sortKeys.withUnsafeBufferPointer { sortKeys in
                try body(NameTrie(bytes: bytes, starts: starts, sortKeys: sortKeys))
            }
        }
    }
}
