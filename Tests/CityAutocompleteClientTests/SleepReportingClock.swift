import Clocks

/// A `TestClock` that tells the test each time something starts to sleep on it, and the sleep's deadline.
///
/// The deadline is fixed before it is reported, and `advance(past:)` moves the time beyond it, so the sleeper wakes
/// whether it had begun to wait on the `TestClock` by then or not (a deadline already past returns at once).
final class SleepReportingClock: Clock, Sendable {
    typealias Instant = TestClock<Duration>.Instant

    /// The deadline of each sleep, as it starts.
    let sleeps: AsyncStream<Instant>
    private let report: AsyncStream<Instant>.Continuation
    private let clock = TestClock()

    init() {
        (sleeps, report) = AsyncStream.makeStream(of: Instant.self)
    }

    var now: Instant { clock.now }
    var minimumResolution: Duration { clock.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        report.yield(deadline)
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }

    /// Moves the time just past `deadline`, waking the sleepers whose deadlines it passes.
    func advance(past deadline: Instant) async {
        await clock.advance(to: deadline.advanced(by: .nanoseconds(1)))
    }
}
