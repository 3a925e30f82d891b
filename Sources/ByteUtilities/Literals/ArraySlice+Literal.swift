extension ArraySlice<UInt8> {
    /// Whether these are exactly the UTF-8 bytes of `literal`.
    @inlinable public func equals(_ literal: StaticString) -> Bool {
        withUnsafeBufferPointer { $0.equals(literal) }
    }
}
