import Synchronization

/// A table that only some searches need, built the first time one of them asks for it: a service that never
/// gets such a search never spends the time or the memory.
final class BuiltOnFirstUse<Value: Sendable>: Sendable {
    private let build: @Sendable () -> Value
    private let built = Mutex<Value?>(nil)

    /// A table that `build` makes when first asked for.
    init(_ build: @escaping @Sendable () -> Value) {
        self.build = build
    }

    /// The table, built now on the first call; a call made while it is being built waits for it.
    var value: Value {
        built.withLock { built in
            if let built {
                return built
            }
            let value = build()
            built = value
            return value
        }
    }
}
