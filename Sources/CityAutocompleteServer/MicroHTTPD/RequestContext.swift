/// One request's state across libmicrohttpd's calls: its raw target and the body read so far.
///
/// Created when the request line arrives and released when the request completes; libmicrohttpd calls
/// back for one connection on one thread at a time, so it needs no lock.
final class RequestContext {
    /// The raw request target, exactly as the request line has it.
    let target: [UInt8]
    /// Whether the handler has been called for the request: it then counts as in flight.
    var hasStarted = false
    /// The body read so far, at most `Request.maximumBodySize` bytes.
    var body: [UInt8] = []
    /// Whether the body is, or is announced to be, over `Request.maximumBodySize`.
    var bodyIsTooLarge = false
    /// Whether the request is answered on the handler's first call, before its body is read: libmicrohttpd then
    /// closes the connection after the answer, which says so with `Connection: close`.
    var closesAfterAnswer = false
    /// All the body bytes received, kept or not.
    private(set) var receivedBodySize = 0

    /// The state of a request for `target`, before any of it is handled.
    init(target: [UInt8]) {
        self.target = target
    }

    /// Whether so much body has arrived that the connection should be closed rather than read on.
    var bodyIsPastDiscardLimit: Bool {
        receivedBodySize > Request.maximumDiscardedBodySize
    }

    /// Keeps `bytes` as more of the body, or notes that the body is over the limit and drops them.
    func appendBody(_ bytes: UnsafeRawBufferPointer) {
        receivedBodySize += bytes.count
        if bodyIsTooLarge || body.count + bytes.count > Request.maximumBodySize {
            bodyIsTooLarge = true
            body = []
        } else {
            body.append(contentsOf: bytes)
        }
    }
}
