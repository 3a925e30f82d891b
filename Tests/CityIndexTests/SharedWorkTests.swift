import CityIndex
import Dispatch
import Synchronization
import Testing

/// The load's two cores share the alternate names' last step: every piece must run exactly once, whoever takes
/// it, and a helper must never wait on a task that is not running.
@Suite("Sharing a task's pieces")
struct SharedWorkTests {
    @Test("A helper whose posting task has not started returns at once, and the task then runs every piece")
    func helperBeforeStart() {
        let work = SharedWork()
        work.help()
        let runs = Mutex([Int](repeating: 0, count: 8))
        work.start()
        work.run((0..<8).map { piece in { @Sendable in runs.withLock { $0[piece] += 1 } } })
        work.finish()
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 8))
    }

    @Test("With a helper waiting for the pieces, each piece runs once and both tasks return", arguments: 0..<20)
    func helperWaits(round: Int) {
        let work = SharedWork()
        let runs = Mutex([Int](repeating: 0, count: 64))
        work.start()
        let helped = DispatchGroup()
        DispatchQueue.global().async(group: helped) { work.help() }
        // The posting task works a little before it posts, as the sort does before its last step.
        var busy = UInt64(round)
        for step in 0..<(round * 10_000) {
            busy = busy &* 6_364_136_223_846_793_005 &+ UInt64(step)
        }
        let pieces = (0..<64).map { piece in { @Sendable in runs.withLock { $0[piece] += 1 } } }
        work.run(pieces)
        work.finish()
        helped.wait()
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 64), "after \(busy) steps")
    }

    @Test("A helper that comes after the task finished finds nothing to run")
    func helperAfterFinish() {
        let work = SharedWork()
        let runs = Mutex(0)
        work.start()
        work.run([{ @Sendable in runs.withLock { $0 += 1 } }])
        work.finish()
        work.help()
        #expect(runs.withLock { $0 } == 1)
    }
}
