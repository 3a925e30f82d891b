import ByteUtilities
import Foundation
import Testing

/// The buffer each thread keeps for its next answer's body: each test runs on a thread of its own, which starts
/// with none and frees its buffer as it exits.
@Suite("A thread's kept body buffer")
struct ThreadBodyBufferTests {
    @Test("A thread's next body is written, alone, in the room of the last one it gave back")
    func nextBodyInTheSameRoom() {
        let (before, first, second) = onThreadOfItsOwn {
            let before = ThreadBodyBuffer.take().capacity
            let first = sentAndGivenBack("{\"status\":200,\"result\":[]}", capacity: 2000)
            let second = written("{}", capacity: 100)
            return (before, first, second)
        }
        #expect(before == 0)
        #expect(first == second.address)
        #expect(second.bytes.capacity >= 2000)
        #expect(second.text == "{}")
    }

    @Test("A body still held when its thread writes the next one keeps its bytes, and the next gets its own room")
    func heldBodyUnchanged() {
        let (held, next, sameRoom) = onThreadOfItsOwn {
            let held = written("{\"first\":1}", capacity: 2000)
            ThreadBodyBuffer.giveBack(held.bytes)
            let next = written("{\"second\":2}", capacity: 100)
            return (held.text, next.text, held.address == next.address)
        }
        #expect(held == "{\"first\":1}")
        #expect(next == "{\"second\":2}")
        #expect(!sameRoom)
    }

    @Test("A smaller body given back, not written in the kept buffer, leaves that buffer kept")
    func smallerBodyLeavesTheKeptOne() {
        let (first, next) = onThreadOfItsOwn {
            let first = sentAndGivenBack("{\"status\":200,\"result\":[]}", capacity: 2000)
            ThreadBodyBuffer.giveBack(Array("{\"status\":404}".utf8))
            ThreadBodyBuffer.giveBack([])
            return (first, written("{}", capacity: 100).address)
        }
        #expect(first == next)
    }

    @Test("A thread keeps nothing that another gave back, nor a buffer larger than the most it keeps")
    func keptByItsThreadUpToTheLimit() {
        let keptElsewhere = onThreadOfItsOwn {
            ThreadBodyBuffer.giveBack(written("{}", capacity: 2000).bytes)
            return onThreadOfItsOwn { ThreadBodyBuffer.take().capacity }
        }
        #expect(keptElsewhere == 0)
        let keptLarge = onThreadOfItsOwn {
            ThreadBodyBuffer.giveBack(written("{}", capacity: ThreadBodyBuffer.largestKept + 1).bytes)
            return ThreadBodyBuffer.take().capacity
        }
        #expect(keptLarge == 0)
    }
}

/// A body of `text` written with room for `capacity` bytes in the calling thread's kept buffer.
private func written(_ text: StaticString, capacity: Int) -> (bytes: [UInt8], text: String, address: Int) {
    var writer = JSONWriter(bodyCapacity: capacity)
    writer.append(raw: text)
    let bytes = writer.bytes
    let address = bytes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    return (bytes, String(decoding: bytes, as: UTF8.self), address)
}

/// Where a body of `text` was written, as `written(_:capacity:)` writes it, once it is given back and let go.
private func sentAndGivenBack(_ text: StaticString, capacity: Int) -> Int {
    let body = written(text, capacity: capacity)
    ThreadBodyBuffer.giveBack(body.bytes)
    return body.address
}

/// What `body` returns, run on a new thread, which exits when it has.
private func onThreadOfItsOwn<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    let outcome = ThreadOutcome<Result>()
    let finished = DispatchSemaphore(value: 0)
    Thread {
        outcome.result = body()
        finished.signal()
    }.start()
    finished.wait()
    return outcome.result!
}

/// What a thread's body returned, set on that thread before it signals and read after the wait.
private final class ThreadOutcome<Result: Sendable>: @unchecked Sendable {
    var result: Result?
}
