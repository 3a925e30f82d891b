import Algorithms

/// The nodes of the name trie (`NameTrie`) that many names pass through, each with the list of its children, so
/// that the typo search steps from such a node to its children without searching the names.
///
/// Near the root a node has many children and many names below it, and finding each child in the sorted names
/// takes a search of its own; lower down, where a node has only a few names, searching them is as quick as a list
/// would be and a list would take far more memory. A node is listed when at least `minimumRanks` names start with
/// its string; the root is node 0.
struct NameTrieChildLists: Sendable {
    /// One child of a listed node: the character that extends the node's string, the ranks of the names that
    /// start with the longer string, and the child's own node when it is listed too.
    struct Child: Sendable {
        /// The character, packed (`PackedScalars`).
        var scalar: UInt32
        var lowerRank: Int32
        var upperRank: Int32
        /// The child's node, or `NameTrieChildLists.unlisted`.
        var node: Int32
        /// The characters that follow the child's string in its names, as `NameTrieChildLists.bit(of:)` bits.
        var following: UInt32
        /// The characters that come second after the child's string in its names, as bits too.
        var followingSecond: UInt32

        var ranks: Range<Int> { Int(lowerRank)..<Int(upperRank) }
    }

    /// A character's bit in a set of characters that may hold others too: one of 32, chosen so that the
    /// letters a to z each have their own.
    static func bit(of scalar: UInt32) -> UInt32 {
        1 << ((scalar ^ scalar >> 8 ^ scalar >> 16) & 31)
    }

    /// How many names must start with a node's string for it to be listed.
    static let minimumRanks = 8
    /// The node of a string that is not listed.
    static let unlisted: Int32 = -1

    /// Where each node's children start in `children`; one more entry holds the end.
    let firstChild: [Int32]
    /// Every listed node's children, node after node, each node's in ascending order of character.
    let children: [Child]

    /// The listed nodes of the trie of `names`, which are sorted.
    init(names: PackedByteStrings) {
        var firstChild: [Int32] = []
        var children: [Child] = []
        names.withUnsafeBuffers { bytes, starts in
            var nodes = [(ranks: 0..<(starts.count - 1), byteCount: 0)]
            var next = 0
            while next < nodes.count {
                let (ranks, byteCount) = nodes[next]
                next += 1
                firstChild.append(Int32(children.count))
                var start = ranks.partitioningIndex { Int(starts[$0 + 1] - starts[$0]) > byteCount }
                while start < ranks.upperBound {
                    let character = PackedScalars.scalar(at: Int(starts[start]) + byteCount, in: bytes)
                    let length = PackedScalars.length(of: character)
                    var end = start + 1
                    while end < ranks.upperBound
                        && PackedScalars.scalar(at: Int(starts[end]) + byteCount, in: bytes) == character
                    {
                        end += 1
                    }
                    var node = Self.unlisted
                    if end - start >= Self.minimumRanks {
                        node = Int32(nodes.count)
                        nodes.append((start..<end, byteCount + length))
                    }
                    var following: UInt32 = 0
                    var followingSecond: UInt32 = 0
                    for rank in start..<end {
                        let next = Int(starts[rank]) + byteCount + length
                        let nameEnd = Int(starts[rank + 1])
                        guard next < nameEnd else { continue }
                        let nextCharacter = PackedScalars.scalar(at: next, in: bytes)
                        following |= Self.bit(of: nextCharacter)
                        let second = next + PackedScalars.length(of: nextCharacter)
                        if second < nameEnd {
                            followingSecond |= Self.bit(of: PackedScalars.scalar(at: second, in: bytes))
                        }
                    }
                    children.append(
                        Child(
                            scalar: character,
                            lowerRank: Int32(start),
                            upperRank: Int32(end),
                            node: node,
                            following: following,
                            followingSecond: followingSecond
                        )
                    )
                    start = end
                }
            }
        }
        firstChild.append(Int32(children.count))
        self.firstChild = firstChild
        self.children = children
    }
}
