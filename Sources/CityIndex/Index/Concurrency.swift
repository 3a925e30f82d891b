import ByteUtilities
import Dispatch
import Foundation

/// The number of cores to spread work over.
var coreCount: Int {
    ProcessInfo.processInfo.activeProcessorCount
}

/// `transform` applied to each of `inputs` at once, one thread each, results in the inputs' order.
func concurrentMap<Input: Sendable, Result: Sendable>(
    _ inputs: [Input],
    _ transform: @Sendable (Input) -> Result
) -> [Result] {
    let results = ConcurrentResults<Result>(count: inputs.count)
    defer { results.free() }
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
        results.store(transform(inputs[index]), at: index)
    }
    return results.all
}

/// `first()` and `second()` run at once on two threads.
func concurrently<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First,
    and second: @Sendable () -> Second
) -> (First, Second) {
    let (firstResult, secondResult, _) = concurrently(first, and: second, and: {})
    return (firstResult, secondResult)
}

/// `first()`, `second()` and `third()` run at once, as many at a time as there are cores; with fewer cores than
/// three, a core that finishes its task takes the next that no core has started, in that order.
func concurrently<First: Sendable, Second: Sendable, Third: Sendable>(
    _ first: @Sendable () -> First,
    and second: @Sendable () -> Second,
    and third: @Sendable () -> Third
) -> (First, Second, Third) {
    let results = ConcurrentResults<OneOfThree<First, Second, Third>>(count: 3)
    defer { results.free() }
    DispatchQueue.concurrentPerform(iterations: 3) { index in
        switch index {
        case 0: results.store(.first(first()), at: index)
        case 1: results.store(.second(second()), at: index)
        default: results.store(.third(third()), at: index)
        }
    }
    guard case .first(let firstResult) = results.all[0], case .second(let secondResult) = results.all[1],
        case .third(let thirdResult) = results.all[2]
    else {
        preconditionFailure("each slot holds its own task's result")
    }
    return (firstResult, secondResult, thirdResult)
}

/// One of three results.
private enum OneOfThree<First: Sendable, Second: Sendable, Third: Sendable>: Sendable {
    case first(First)
    case second(Second)
    case third(Third)
}

/// One slot per input, each written by exactly one thread before any is read.
private struct ConcurrentResults<Result: Sendable>: Sendable {
    /// Shared by the threads, safely: each writes only its own slot, and none is read until all are written.
    private let slots: UnsafeTransfer<UnsafeMutableBufferPointer<Result?>>

    init(count: Int) {
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        self.slots = UnsafeTransfer(slots)
    }

    func store(_ result: Result, at index: Int) {
        slots.value[index] = result
    }

    var all: [Result] {
        slots.value.map { $0! }
    }

    func free() {
        _ = slots.value.deinitialize()
        slots.value.deallocate()
    }
}
