/// A value handed to other threads that the compiler cannot prove safe to share, with the reason it is
/// safe written where it is made: a C handle that is thread-safe by its own documentation, a pointer set
/// once before any thread sees it, memory each thread writes its own stretch of.
///
/// The one place the package says `@unchecked Sendable`, as hummingbird's `UnsafeTransfer` is for it.
public struct UnsafeTransfer<Value>: @unchecked Sendable {
    /// The value handed over.
    public let value: Value

    /// Hands `value` over; the caller vouches that sharing it is safe.
    @inlinable public init(_ value: Value) {
        self.value = value
    }
}
