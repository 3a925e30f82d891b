/// One request's state across libmicrohttpd's calls: its raw target and the body read so far.
///
/// Created when the request line arrives and released when the request completes; libmicrohttpd calls
/// back for one connection on one thread at a time, so it needs no lock.
final class RequestContext {
    let target: [UInt8]
    var hasStarted = false
    var body: [UInt8] = []
    var bodyIsTooLarge = false
    /// All the body bytes received, kept or not.
    private(set) var receivedBodySize = 0

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
