import Synchronization

/// A table that only some searches need, built the first time one of them asks for it: a service that never
/// gets such a search never spends the time or the memory. What the table is built from is let go once it is.
final class BuiltOnFirstUse<Value: Sendable>: Sendable {
    private enum State {
        case waiting(build: (@Sendable () -> Value)?)
        case built(Value)
    }

    private let state: Mutex<State>

    /// A table that `build` makes when first asked for.
    init(_ build: @escaping @Sendable () -> Value) {
        state = Mutex(.waiting(build: build))
    }

    /// A table built from what only its first user has at hand (`value(building:)`).
    init() {
        state = Mutex(.waiting(build: nil))
    }

    /// The table, built now on the first call; a call made while it is being built waits for it.
    var value: Value {
        value { preconditionFailure("a table made with init() is asked for with value(building:)") }
    }

    /// The table, built now with `build` (or the build it was made with) on the first call; a call made while
    /// it is being built waits for it.
    func value(building build: () -> Value) -> Value {
        state.withLock { state in
            switch state {
            case .built(let value):
                return value
            case .waiting(let storedBuild):
                let value = storedBuild?() ?? build()
                state = .built(value)
                return value
            }
        }
    }
}
