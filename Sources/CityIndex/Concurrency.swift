import Dispatch
import Foundation

/// Splits `0..<count` into one contiguous chunk per core and runs `body` on the chunks in parallel,
/// returning the results in chunk order.
package func mapChunksConcurrently<Result: Sendable>(count: Int, _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
    let chunkCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 4096))
    let chunkSize = (count + chunkCount - 1) / chunkCount
    let results = ChunkResults<Result>(count: chunkCount)
    defer { results.free() }
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
        results.store(body((chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize)), at: chunk)
    }
    return results.all
}

/// One slot per chunk, each written by exactly one thread before any is read.
private struct ChunkResults<Result: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    func store(_ result: Result, at chunk: Int) {
        slots[chunk] = result
    }

    var all: [Result] {
        slots.map { $0! }
    }

    func free() {
        _ = slots.deinitialize()
        slots.deallocate()
    }
}
