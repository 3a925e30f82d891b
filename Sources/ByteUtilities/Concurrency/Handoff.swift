import Synchronization

/// A value kept for whichever thread takes it first, which then holds it alone: the file's bytes, read by the
/// fingerprint and by the index at once, handed to the one table that reuses their buffer once both are done.
public final class Handoff<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    /// Keeps `value` until one caller takes it.
    public init(_ value: consuming sending Value) {
        self.value = Mutex(value)
    }

    /// The value, for the first caller; `nil` for any later one.
    public func take() -> Value? {
        value.withLock { $0.take() }
    }
}
