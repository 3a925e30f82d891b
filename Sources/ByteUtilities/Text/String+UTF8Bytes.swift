extension String {
    /// Calls `body` with the string's UTF-8 bytes, read where they are: unlike `withUTF8(_:)`, which is mutating and
    /// so is called on a copy, it takes no copy of the string, whose storage, where it is not held inline (more
    /// than 15 bytes, or made with room to grow), a copy counts up and down, two atomic operations. A string
    /// bridged from elsewhere, whose bytes are not stored as UTF-8, is read from a copy.
    @inlinable public func withUTF8Bytes<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = self
        return try copy.withUTF8(body)
    }
}
