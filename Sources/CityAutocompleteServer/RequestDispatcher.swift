import Logging
import Synchronization

/// What libmicrohttpd's callbacks share: the handler, the count of requests in flight, and the draining flag.
final class RequestDispatcher: Sendable {
    let handler: HTTPServer.Handler
    let logger: Logger
    /// Requests between their first handler call and their completion.
    let requestsInFlight = Atomic<Int>(0)
    /// Set at shutdown: answers then close their connection.
    let isDraining = Atomic<Bool>(false)
    private let lastMessage = Mutex<String?>(nil)

    init(handler: @escaping HTTPServer.Handler, logger: Logger) {
        self.handler = handler
        self.logger = logger
    }

    /// The last message libmicrohttpd logged, to explain a failed start.
    var lastLibraryMessage: String? {
        lastMessage.withLock { $0 }
    }

    /// Logs a message from libmicrohttpd.
    func logLibraryMessage(_ message: String) {
        let trimmed = message.trimmingCharacters(in: " \n")
        lastMessage.withLock { $0 = trimmed }
        logger.warning("libmicrohttpd: \(trimmed)")
    }
}

/// One request's state across libmicrohttpd's calls: its raw target and the body read so far.
///
/// Created when the request line arrives and released when the request completes; libmicrohttpd calls
/// back for one connection on one thread at a time, so it needs no lock.
final class RequestContext {
    let target: [UInt8]
    var hasStarted = false
    var body: [UInt8] = []
    var bodyIsTooLarge = false

    init(target: [UInt8]) {
        self.target = target
    }

    /// Keeps `count` more bytes of body, or notes that the body is over the limit and drops them.
    func appendBody(_ bytes: UnsafeRawBufferPointer) {
        if bodyIsTooLarge || body.count + bytes.count > Request.maximumBodySize {
            bodyIsTooLarge = true
            body = []
        } else {
            body.append(contentsOf: bytes)
        }
    }
}
