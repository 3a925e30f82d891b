/// One request's state across libmicrohttpd's calls: its raw target and the body read so far.
///
/// Created when the request line arrives and released when the request completes; libmicrohttpd calls
/// back for one connection on one thread at a time, so it needs no lock.
final class RequestContext {
    /// The raw request target, exactly as the request line has it.
    let target: [UInt8]
    /// Whether the handler has been called for the request: it then counts as in flight.
    var hasStarted = false
    /// The body read so far: at most `Request.maximumBodySize` bytes, since only a body whose `Content-Length`
    /// is within it is read (a longer one, and one sent in chunks, are refused unread).
    var body: [UInt8] = []
    /// Why the request is refused before its body is read, if it is (`Request.refusal`).
    var refusal: APIError?
    /// Whether the request is answered on the handler's first call, before its body is read: libmicrohttpd then
    /// closes the connection after the answer, which says so with `Connection: close`.
    var closesAfterAnswer = false

    /// The state of a request for `target`, before any of it is handled.
    init(target: [UInt8]) {
        self.target = target
    }

    /// Keeps `bytes` as more of the body.
    func appendBody(_ bytes: UnsafeRawBufferPointer) {
        body.append(contentsOf: bytes)
    }
}
