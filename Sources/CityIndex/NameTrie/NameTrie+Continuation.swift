extension NameTrie {
    /// A string to look up below a node: its characters, their UTF-8 bytes, and its first eight bytes packed as
    /// sort keys are, so that the key of a node's string followed by it takes a shift.
    struct Continuation {
        /// The characters, packed (`PackedScalars`).
        var scalars: UnsafeBufferPointer<UInt32>
        /// The characters' UTF-8 bytes.
        var bytes: UnsafeBufferPointer<UInt8>
        /// The first eight bytes, packed big-endian, with a 0 byte for each past the end.
        var key: UInt64
        /// The first character's `NameTrieChildLists.bit(of:)`, and the second's; none when there is no such character.
        var firstBit: UInt32
        var secondBit: UInt32

        /// The continuation of the characters `scalars`, whose UTF-8 bytes are `bytes`.
        init(scalars: UnsafeBufferPointer<UInt32>, bytes: UnsafeBufferPointer<UInt8>) {
            self.scalars = scalars
            self.bytes = bytes
            key = FoldedNames.sortKey(of: bytes)
            firstBit = scalars.first.map(NameTrieChildLists.bit(of:)) ?? 0
            secondBit = scalars.dropFirst().first.map(NameTrieChildLists.bit(of:)) ?? 0
        }

        /// The continuation without its first `count` characters, which take `byteCount` bytes.
        func dropping(_ count: Int, byteCount: Int) -> Continuation {
            Continuation(
                scalars: UnsafeBufferPointer(rebasing: scalars[count...]),
                bytes: UnsafeBufferPointer(rebasing: bytes[byteCount...])
            )
        }
    }
}
