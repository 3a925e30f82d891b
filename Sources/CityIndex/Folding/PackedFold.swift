import ByteUtilities

/// A fold of at most eight bytes, packed into one number the way a sort key packs a name's first eight
/// (`FoldedNames.sortKey(of:)`): what most typed prefixes fold to, held without an array
/// (`Fold.packedPrefix(of:)`).
struct PackedFold: RandomAccessCollection, Sendable {
    /// The most bytes a packed fold holds.
    static let capacity = 8

    /// The bytes, the first the highest, zeros after the last.
    let key: UInt64
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "PackedFold: a byte of the fold")
        return UInt8(truncatingIfNeeded: BigEndianBytes.bytes(of: key, fromByte: position, count: 1))
    }
}
