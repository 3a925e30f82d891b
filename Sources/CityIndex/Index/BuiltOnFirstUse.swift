import Synchronization

/// A table that only some searches need, built the first time one of them asks for it: a service that never
/// gets such a search never spends the time or the memory. What the table is built from is let go once it is.
final class BuiltOnFirstUse<Value: Sendable>: Sendable {
    private enum State {
        case waiting(build: @Sendable () -> Value)
        case built(Value)
    }

    private let state: Mutex<State>

    /// A table that `build` makes when first asked for.
    init(_ build: @escaping @Sendable () -> Value) {
        state = Mutex(.waiting(build: build))
    }

    /// The table, built now on the first call; a call made while it is being built waits for it.
    var value: Value {
        state.withLock { state in
            switch state {
            case .built(let value):
                return value
            case .waiting(let build):
                let value = build()
                state = .built(value)
                return value
            }
        }
    }
}
