extension PackedByteStrings {
    /// Calls `body` with a view of the strings that compares them without copying.
    func withComparator<Result>(_ body: (ByteStringComparator) throws -> Result) rethrows -> Result {
        try withUnsafeBuffers { bytes, starts in
            try body(ByteStringComparator(bytes: bytes, starts: starts))
        }
    }
}
