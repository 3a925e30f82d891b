extension PackedByteStrings {
    /// Calls `body` with a view of the strings that compares them without copying.
    func withComparator<Result>(_ body: (ByteStringComparator) throws -> Result) rethrows -> Result {
        try withUnsafeBuffers { bytes, starts in
            try body(ByteStringComparator(bytes: bytes, starts: starts))
        }
    }

    /// Whether the strings at `first` and `second` are alike, compared without copying.
    func stringsEqual(_ first: Int, _ second: Int) -> Bool {
        withComparator { $0.compare(first, second) == 0 }
    }

    /// Whether the string at `index` starts with `prefix`.
    func string(at index: Int, startsWith prefix: [UInt8]) -> Bool {
        prefix.withUnsafeBufferPointer { prefix in
            withComparator { $0.compare(index, toPrefix: prefix) == 0 }
        }
    }
}
