import ByteUtilities

extension NameTrie {
    /// A node of the trie: a string, with the ranks of the names that start with it.
    struct Node {
        /// The ranks of the names that start with the string.
        var ranks: Range<Int>
        /// The string's length in bytes.
        var byteCount: Int
        /// The string's first eight bytes, packed as sort keys are (`FoldedNames.sortKey`).
        var key: UInt64
        /// The node's number in `NameTrieChildLists`, or `NameTrieChildLists.unlisted`.
        var listedNode: Int32
        /// The characters that may follow the string in its names, as `NameTrieChildLists.bit(of:)` bits: every
        /// one that does, and others too where not known (every bit); none when no name goes on.
        var following = UInt32.max
        /// The characters that may come second after the string in its names, as bits too.
        var followingSecond = UInt32.max

        /// The node of the string that goes on from this one with `scalar`, whose names are at `ranks`.
        func child(_ scalar: UInt32, ranks: Range<Int>, listedNode: Int32 = NameTrieChildLists.unlisted) -> Node {
            let length = PackedScalars.length(of: scalar)
            let end = byteCount + length
            var key = key
            if byteCount < 8 {
                key |= BigEndianBytes.placing(UInt64(scalar), count: length, atByte: byteCount)
            }
            return Node(ranks: ranks, byteCount: end, key: key, listedNode: listedNode)
        }

        /// The node of a listed child.
        func child(_ listedChild: NameTrieChildLists.Child) -> Node {
            var node = child(listedChild.scalar, ranks: listedChild.ranks, listedNode: listedChild.node)
            node.following = listedChild.following
            node.followingSecond = listedChild.followingSecond
            return node
        }

        /// A node that no name starts with.
        var withoutNames: Node {
            Node(
                ranks: ranks.lowerBound..<ranks.lowerBound,
                byteCount: byteCount,
                key: key,
                listedNode: NameTrieChildLists.unlisted
            )
        }
    }
}
