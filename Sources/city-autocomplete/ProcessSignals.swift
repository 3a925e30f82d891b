#if canImport(Glibc)
import Glibc
#endif

/// The signals the service acts on, taken synchronously with `sigwait` on the main thread.
///
/// No signal handler runs at all: the signals are blocked in every thread (threads inherit the mask of the
/// thread that starts them, so block before starting any) and `wait()` takes them one at a time.
enum ProcessSignals {
    /// What a signal asks the service to do.
    enum Request {
        /// `SIGTERM` or `SIGINT`: finish the requests in flight and exit.
        case terminate
        /// `SIGHUP`: reload the data.
        case reload
    }

    private static var handled: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            sigaddset(&set, signal)
        }
        return set
    }

    /// Blocks the handled signals in the calling thread and every thread it starts from now on.
    static func blockForWaiting() {
        var set = handled
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Waits for the next handled signal.
    static func wait() -> Request {
        var set = handled
        var signal: Int32 = 0
        while sigwait(&set, &signal) != 0 {}
        return signal == SIGHUP ? .reload : .terminate
    }
}
