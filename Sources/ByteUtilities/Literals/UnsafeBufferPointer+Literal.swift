#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Whether these are exactly the UTF-8 bytes of `literal`.
    @inlinable public func equals(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && (isEmpty || memcmp(baseAddress!, literal.utf8Start, count) == 0)
    }
}
