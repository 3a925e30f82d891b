/// Byte strings collected in parts, numbered across the parts one after another (`PartNumbering`): read where
/// they are rather than copied into one table.
struct PartedByteStrings: Sendable {
    let parts: [PackedByteStrings]
    let numbering: PartNumbering

    init(_ parts: [PackedByteStrings]) {
        self.parts = parts
        numbering = PartNumbering(partCounts: parts.map(\.count))
    }

    /// The number of strings.
    var count: Int { numbering.count }

    /// The bytes of the string numbered `index`.
    subscript(index: Int) -> ArraySlice<UInt8> {
        let position = numbering.position(of: index)
        return parts[Int(position.part)][Int(position.index)]
    }

    /// Asks the processor for the bytes of the string numbered `index`.
    func prefetchString(at index: Int) {
        let position = numbering.position(of: index)
        parts[Int(position.part)].prefetchString(at: Int(position.index))
    }

    /// Calls `body` with a view of the bytes of the string numbered `index`.
    ///
    /// Inlined, as the part's `withString(at:_:)` is, so that `body` joins its caller's code: called through its
    /// context, it kept both of the part's tables retained around each call (docs/performance.md, "Fewer counts and
    /// a shorter discount").
    @inline(__always) func withString<Result>(
        at index: Int,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        let position = numbering.position(of: index)
        return try parts[Int(position.part)].withString(at: Int(position.index), body)
    }
}
