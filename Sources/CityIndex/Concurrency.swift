import Dispatch
import Foundation

/// The number of cores to spread work over.
package var coreCount: Int {
    ProcessInfo.processInfo.activeProcessorCount
}

/// `transform` applied to each of `inputs` at once, one thread each, results in the inputs' order.
package func concurrentMap<Input: Sendable, Result: Sendable>(
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

/// One slot per input, each written by exactly one thread before any is read.
private struct ConcurrentResults<Result: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    func store(_ result: Result, at index: Int) {
        slots[index] = result
    }

    var all: [Result] {
        slots.map { $0! }
    }

    func free() {
        _ = slots.deinitialize()
        slots.deallocate()
    }
}
