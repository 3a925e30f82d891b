import Logging
import Synchronization

/// What libmicrohttpd's callbacks share: the handler, the ready responses, the count of requests in flight, and
/// the draining flag.
final class CallbackState: Sendable {
    /// Answers each request that no ready response answers.
    let handler: HTTPServer.Handler
    /// Answers kept ready to be queued again; `nil` when turned off.
    let readyResponses: ReadyResponses?
    /// Counts a request answered from `readyResponses`, which the handler never sees.
    let recordReadyResponse: HTTPServer.ReadyResponseRecorder
    /// Where libmicrohttpd's messages go, at debug level.
    let logger: Logger
    /// Requests between their first handler call and their completion.
    let requestsInFlight = Atomic<Int>(0)
    /// Requests started since the server started, to tell when a drain has gone quiet.
    let requestsStarted = Atomic<Int>(0)
    /// Set at shutdown: answers then close their connection.
    let isDraining = Atomic<Bool>(false)
    private let lastMessage = Mutex<String?>(nil)

    /// The shared state of a server that answers with `handler`.
    init(
        handler: @escaping HTTPServer.Handler,
        readyResponses: ReadyResponses?,
        recordReadyResponse: @escaping HTTPServer.ReadyResponseRecorder,
        logger: Logger
    ) {
        self.handler = handler
        self.readyResponses = readyResponses
        self.recordReadyResponse = recordReadyResponse
        self.logger = logger
    }

    /// The last message libmicrohttpd logged, to explain a failed start.
    var lastLibraryMessage: String? {
        lastMessage.withLock { $0 }
    }

    /// Logs a message from libmicrohttpd at debug level (most are clients closing connections) and keeps it
    /// to explain a failed start.
    func logLibraryMessage(_ message: String) {
        let trimmed = message.trimming(" \n")
        lastMessage.withLock { $0 = trimmed }
        logger.debug("libmicrohttpd: \(trimmed)")
    }
}
