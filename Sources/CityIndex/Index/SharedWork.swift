import Dispatch
import Synchronization

/// Work that one task of a load splits into pieces late in its run, and that another task running beside it
/// takes a share of once its own is done: the cores finish together instead of one waiting on the other.
///
/// The posting task calls `start()` as it begins, `run(_:)` with its pieces, and `finish()` as it ends. The
/// helping task calls `help()` when it is done: while the posting task runs and has posted nothing yet, it waits
/// for the pieces; when that task has not started (both may run on one thread, one after the other) or has
/// finished, it returns at once. So no task ever waits on one that is not running.
package final class SharedWork: Sendable {
    private enum Stage {
        case notStarted
        case started
        case posted(pieces: [@Sendable () -> Void], next: Int)
        case finished
    }

    private let stage = Mutex(Stage.notStarted)
    /// Every piece taken and not yet run to its end.
    private let running = DispatchGroup()
    /// Signalled when pieces are posted and when the posting task finishes.
    private let postedOrFinished = DispatchSemaphore(value: 0)

    /// Work that nothing has been posted to yet.
    package init() {}

    /// Says that the posting task is running.
    package func start() {
        stage.withLock { $0 = .started }
    }

    /// Runs `pieces`, some of them perhaps on a helping thread; returns once every one has run.
    package func run(_ pieces: [@Sendable () -> Void]) {
        stage.withLock { $0 = .posted(pieces: pieces, next: 0) }
        postedOrFinished.signal()
        runPieces()
        running.wait()
    }

    /// Says that the posting task posts nothing more.
    package func finish() {
        stage.withLock { $0 = .finished }
        postedOrFinished.signal()
    }

    /// Runs the posted pieces that no one has taken, after waiting for them while the posting task runs.
    package func help() {
        let postingTaskRuns = stage.withLock { stage in
            if case .started = stage { true } else { false }
        }
        if postingTaskRuns {
            postedOrFinished.wait()
        }
        runPieces()
    }

    private func runPieces() {
        while let piece = takePiece() {
            piece()
            running.leave()
        }
    }

    /// The next piece no one has taken, counted as running before it is handed out; `nil` when there is none.
    private func takePiece() -> (@Sendable () -> Void)? {
        stage.withLock { stage in
            guard case .posted(let pieces, let next) = stage, next < pieces.count else { return nil }
            stage = .posted(pieces: pieces, next: next + 1)
            running.enter()
            return pieces[next]
        }
    }
}
