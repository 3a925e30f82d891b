#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension StaticString {
    /// The literal's UTF-8 bytes, read where the compiler put them.
    @inlinable public var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: utf8Start, count: utf8CodeUnitCount)
    }
}

extension ArraySlice<UInt8> {
    /// Whether these are exactly the UTF-8 bytes of `literal`.
    @inlinable public func equals(_ literal: StaticString) -> Bool {
        withUnsafeBufferPointer { $0.equals(literal) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these are exactly the UTF-8 bytes of `literal`.
    @inlinable public func equals(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && (isEmpty || memcmp(baseAddress!, literal.utf8Start, count) == 0)
    }
}

extension [UInt8] {
    /// Appends the UTF-8 bytes of `literal`.
    @inlinable public mutating func append(literal: StaticString) {
        append(contentsOf: literal.bytes)
    }
}
