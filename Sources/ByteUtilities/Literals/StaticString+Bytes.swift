extension StaticString {
    /// The literal's UTF-8 bytes, read where the compiler put them.
    @inlinable public var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
    }
}
