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
    let results = ConcurrentResults<Either<First, Second>>(count: 2)
    defer { results.free() }
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        results.store(index == 0 ? .first(first()) : .second(second()), at: index)
    }
    guard case .first(let firstResult) = results.all[0], case .second(let secondResult) = results.all[1] else {
        preconditionFailure("each slot holds its own task's result")
    }
    return (firstResult, secondResult)
}

/// One of two results.
private enum Either<First: Sendable, Second: Sendable>: Sendable {
    case first(First)
    case second(Second)
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
