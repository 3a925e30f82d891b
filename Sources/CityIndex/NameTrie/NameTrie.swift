import Algorithms
import ByteUtilities

/// The sorted folded names seen as a trie: a node is a string with the ranks of the names that start with it,
/// consecutive because the names are sorted, and its children are the distinct characters that follow it in those
/// names. The nodes that many names pass through are listed with their children (`NameTrieChildLists`); the others are
/// found by searching the names. Valid only inside `CityIndex.withNameTrie`.
struct NameTrie {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int32>
    /// The names' first eight bytes, as `CityIndex.sortKeys`: read instead of the names where they reach.
    let sortKeys: UnsafeBufferPointer<UInt64>
    /// The words of the names' `NameKeyFilter`.
    let keyFilter: UnsafeBufferPointer<UInt64>
    /// Where each listed node's children start in `children`, as `NameTrieChildLists.firstChild`.
    let firstChild: UnsafeBufferPointer<Int32>
    /// The listed nodes' children, as `NameTrieChildLists.children`.
    let children: UnsafeBufferPointer<NameTrieChildLists.Child>

    /// The root: the empty string, which every name starts with; node 0 of the lists.
    var root: Node {
        Node(ranks: 0..<(starts.count - 1), byteCount: 0, key: 0, listedNode: 0)
    }

    /// The children of the listed node `listed`.
    private func children(ofListed listed: Int32) -> Slice<UnsafeBufferPointer<NameTrieChildLists.Child>> {
        children[Int(firstChild[Int(listed)])..<Int(firstChild[Int(listed) + 1])]
    }

    /// Calls `body` with each child of `node` and its character, in ascending order of character: from the
    /// node's list when it is listed, else found run after run in the names.
    func forEachChild(of node: Node, _ body: (Node, UInt32) -> Void) {
        if node.listedNode != NameTrieChildLists.unlisted {
            for child in children(ofListed: node.listedNode) {
                body(node.child(child), child.scalar)
            }
            return
        }
        var start = node.ranks.partitioningIndex { continues($0, after: node.byteCount) }
        while start < node.ranks.upperBound {
            let character = scalar(ofName: start, at: node.byteCount)
            let end = endOfRun(from: start, upTo: node.ranks.upperBound, at: node.byteCount, continuingWith: character)
            body(node.child(character, ranks: start..<end), character)
            start = end
        }
    }

    /// Whether some name goes on past `node`'s string.
    func hasChildren(_ node: Node) -> Bool {
        if node.following != .max {
            return node.following != 0
        }
        if node.listedNode != NameTrieChildLists.unlisted {
            return firstChild[Int(node.listedNode)] < firstChild[Int(node.listedNode) + 1]
        }
        guard let last = node.ranks.last else { return false }
        return continues(last, after: node.byteCount)
    }

    /// The node below `node` whose string goes on with `continuation`; it has no names when no name goes on so.
    /// Steps through listed nodes' lists, then searches the names for the rest.
    ///
    /// - Complexity: O(log *c*) for each listed node passed, with *c* its children, then as
    ///   `ranks(below:continuingWith:)`.
    func descendant(of node: Node, along continuation: Continuation) -> Node {
        var node = node
        var consumed = (count: 0, byteCount: 0)
        for scalar in continuation.scalars {
            guard node.listedNode != NameTrieChildLists.unlisted else { break }
            let list = children(ofListed: node.listedNode)
            let index = list.partitioningIndex { $0.scalar >= scalar }
            guard index < list.endIndex, list[index].scalar == scalar else { return node.withoutNames }
            node = node.child(list[index])
            consumed.count += 1
            consumed.byteCount += PackedScalars.length(of: scalar)
        }
        guard consumed.count < continuation.scalars.count else { return node }
        let rest = continuation.dropping(consumed.count, byteCount: consumed.byteCount)
        return Node(
            ranks: ranks(below: node, continuingWith: rest),
            byteCount: node.byteCount + rest.bytes.count,
            key: key(of: node, followedBy: rest),
            listedNode: NameTrieChildLists.unlisted
        )
    }

    /// The `count` bytes (1 to 4) of the name at `rank` from byte `offset`, packed big-endian, with a 0 byte
    /// for each past the name's end; no folded text holds a 0 byte, so these order as the names do.
    @inline(__always)  // The walk's innermost read: a call would cost more than the read.
    private func bytes(ofName rank: Int, at offset: Int, count: Int) -> UInt32 {
        if offset + count <= 8 {
            return UInt32(truncatingIfNeeded: BigEndianBytes.bytes(of: sortKeys[rank], fromByte: offset, count: count))
        }
        let end = Int(starts[rank + 1])
        let start = min(Int(starts[rank]) + offset, end)
        let available = bytes[start..<min(start + count, end)]
        return UInt32(truncatingIfNeeded: BigEndianBytes.value(of: available) << UInt64(8 * (count - available.count)))
    }

    /// Whether the name at `rank` goes on past its first `offset` bytes.
    private func continues(_ rank: Int, after offset: Int) -> Bool {
        bytes(ofName: rank, at: offset, count: 1) != 0
    }

    /// The packed scalar that starts at byte `offset` of the name at `rank`, which must go on past it.
    private func scalar(ofName rank: Int, at offset: Int) -> UInt32 {
        let lead = UInt8(bytes(ofName: rank, at: offset, count: 1))
        return bytes(ofName: rank, at: offset, count: UTF8Text.sequenceLength(lead: lead))
    }

    /// The ranks of the names below `node` that go on with `continuation`.
    ///
    /// Bisects the sort keys for the bytes among the first eight, then compares the names for the rest. The end
    /// is found by galloping from the start, since most such runs are short.
    ///
    /// - Complexity: O(log `node.ranks.count`) comparisons.
    private func ranks(below node: Node, continuingWith continuation: Continuation) -> Range<Int> {
        var ranks = node.ranks
        guard let first = ranks.first else { return ranks }
        let offset = node.byteCount
        let end = offset + continuation.bytes.count
        if offset < 8 {
            let keyed = min(end, 8)
            let lowest = key(of: node, followedBy: continuation)
            let highest = keyed == 8 ? lowest : lowest | (UInt64.max >> (8 * keyed))
            guard sortKeys[first] <= highest, sortKeys[ranks.upperBound - 1] >= lowest else { return first..<first }
            let lower = firstRank(in: ranks) { $0 >= lowest }
            guard lower < ranks.upperBound, sortKeys[lower] <= highest else { return lower..<lower }
            ranks = lower..<endOfRun(from: lower, upTo: ranks.upperBound) { sortKeys[$0] <= highest }
        }
        guard end > 8 else { return ranks }
        let from = max(offset, 8)
        let rest = UnsafeBufferPointer(rebasing: continuation.bytes[(from - offset)...])
        let lower = ranks.partitioningIndex { compare($0, at: from, to: rest) >= 0 }
        guard lower < ranks.upperBound, compare(lower, at: from, to: rest) == 0 else { return lower..<lower }
        return lower..<endOfRun(from: lower, upTo: ranks.upperBound) { compare($0, at: from, to: rest) == 0 }
    }

    /// The first rank in `ranks` whose sort key satisfies `isAtOrAfter`, which is false for every rank before some
    /// point and true from there on: a bisection without branches, which mispredicts none of its steps.
    ///
    /// - Complexity: O(log `ranks.count`).
    private func firstRank(in ranks: Range<Int>, where isAtOrAfter: (UInt64) -> Bool) -> Int {
        guard !ranks.isEmpty else { return ranks.lowerBound }
        var base = ranks.lowerBound
        var count = ranks.count
        while count > 1 {
            let half = count / 2
            base = isAtOrAfter(sortKeys[base + half - 1]) ? base : base + half
            count -= half
        }
        return isAtOrAfter(sortKeys[base]) ? base : base + 1
    }

    /// Orders the bytes of the name at `rank` from `offset` on against `pattern`, treating every name that goes
    /// on with `pattern` as equal to it: negative when the name sorts before all such names, positive when after.
    private func compare(_ rank: Int, at offset: Int, to pattern: UnsafeBufferPointer<UInt8>) -> Int {
        ByteStringComparator(bytes: bytes, starts: starts).compare(rank, from: offset, toPrefix: pattern)
    }

    /// The end of the run of ranks from `start`, up to `end`, whose names share their first `offset` bytes and
    /// continue with `scalar`, as the name at `start` does.
    private func endOfRun(from start: Int, upTo end: Int, at offset: Int, continuingWith scalar: UInt32) -> Int {
        let count = PackedScalars.length(of: scalar)
        return endOfRun(from: start, upTo: end) { bytes(ofName: $0, at: offset, count: count) == scalar }
    }

    /// The first rank after `start` and up to `end` where `belongs` is false, given that it holds at `start` and
    /// then for a run of ranks, and never after it.
    ///
    /// - Complexity: O(log *r*) for a run of *r* ranks: gallops, then bisects.
    private func endOfRun(from start: Int, upTo end: Int, while belongs: (Int) -> Bool) -> Int {
        (start..<end).partitioningIndex(gallopingFrom: start + 1) { !belongs($0) }
    }
}

extension CityIndex {
    /// Calls `body` with the index's names as a trie.
    func withNameTrie<Result>(_ body: (NameTrie) throws -> Result) rethrows -> Result {
        try foldedNames.table.withUnsafeBuffers { bytes, starts in
            try sortKeys.withUnsafeBufferPointer { sortKeys in
                try nameKeys.value.words.withUnsafeBufferPointer { keyFilter in
                    let nodes = trieChildLists.value
                    return try nodes.firstChild.withUnsafeBufferPointer { firstChild in
                        try nodes.children.withUnsafeBufferPointer { children in
                            try body(
                                NameTrie(
                                    bytes: bytes,
                                    starts: starts,
                                    sortKeys: sortKeys,
                                    keyFilter: keyFilter,
                                    firstChild: firstChild,
                                    children: children
                                )
                            )
                        }
                    }
                }
            }
        }
    }
}
