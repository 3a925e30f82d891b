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
        value(building: Self.noBuild)
    }

    /// The table, built now on the first call; `nil` for a call made while another builds it, which does not
    /// wait: for a search that has another way to its answer, right after the index is served, while the index
    /// builds the tables it leaves to that moment (`CityIndex.buildDeferredTables()`).
    var valueUnlessBeingBuilt: Value? {
        state.withLockIfAvailable { Self.built(&$0, building: Self.noBuild) } ?? nil
    }

    /// The table, built now with `build` (or the build it was made with) on the first call; a call made while
    /// it is being built waits for it.
    func value(building build: () -> Value) -> Value {
        state.withLock { Self.built(&$0, building: build) }
    }

    /// The table of `state`, built now with the build it was made with, else with `build`.
    private static func built(_ state: inout State, building build: () -> Value) -> Value {
        switch state {
        case .built(let value):
            return value
        case .waiting(let storedBuild):
            let value = storedBuild?() ?? build()
            state = .built(value)
            return value
        }
    }

    /// What a table made with `init()` and asked for without a build does.
    private static func noBuild() -> Value {
        preconditionFailure("a table made with init() is asked for with value(building:)")
    }
}
