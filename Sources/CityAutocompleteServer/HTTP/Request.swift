/// One HTTP request as the routes see it: raw bytes from the wire, nothing decoded yet.
package struct Request: Sendable {
    /// The method token as sent: `GET`, `POST`, …
    package var method: String
    /// The request target as sent, path and query, still percent-encoded.
    package var target: [UInt8]
    /// The `If-None-Match` header, if any.
    package var ifNoneMatch: String?
    /// The `Access-Control-Request-Headers` header of a CORS preflight, if any.
    package var accessControlRequestHeaders: String?
    /// The body, at most `Request.maximumBodySize` bytes.
    package var body: [UInt8]
    /// Why the request is refused before its body is read, whatever its route: framing that two parsers could
    /// read two ways (`FramingCheck`), a body in chunks, or a `Content-Length` over `Request.maximumBodySize`.
    package var refusal: APIError?

    /// The largest body the service reads: 64 KiB.
    package static let maximumBodySize = 64 * 1024

    /// A request for `target` given as text, such as `/cities/sao%20p/autocomplete?limit=3`.
    package init(
        method: String,
        target: some StringProtocol,
        ifNoneMatch: String? = nil,
        accessControlRequestHeaders: String? = nil,
        body: [UInt8] = [],
        refusal: APIError? = nil
    ) {
        self.init(
            method: method,
            target: Array(target.utf8),
            ifNoneMatch: ifNoneMatch,
            accessControlRequestHeaders: accessControlRequestHeaders,
            body: body,
            refusal: refusal
        )
    }

    /// A request for `target` given as the bytes of the request line.
    package init(
        method: String,
        target: [UInt8],
        ifNoneMatch: String? = nil,
        accessControlRequestHeaders: String? = nil,
        body: [UInt8] = [],
        refusal: APIError? = nil
    ) {
        self.method = method
        self.target = target
        self.ifNoneMatch = ifNoneMatch
        self.accessControlRequestHeaders = accessControlRequestHeaders
        self.body = body
        self.refusal = refusal
    }

    /// The path part of the target: up to `?` or `#`, without the scheme and host of an absolute-form
    /// target such as `http://localhost:8080/cities/ams/autocomplete` (RFC 9112, section 3.2.2).
    package var path: ArraySlice<UInt8> {
        let end = target.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? target.endIndex
        return target[originFormStart..<end]
    }

    /// Where the origin-form part of the target starts: 0, or the first `/` after an absolute form's host.
    private var originFormStart: Int {
        let lowercased = target.prefix(8).map { $0 | 0x20 }
        let schemeLength: Int
        if lowercased.starts(with: "http://".utf8) {
            schemeLength = 7
        } else if lowercased.starts(with: "https://".utf8) {
            schemeLength = 8
        } else {
            return 0
        }
        let pathStart = target[schemeLength...].firstIndex {
            $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
        }
        return pathStart ?? target.endIndex
    }

    /// The query part of the target: after `?`, up to `#`.
    package var query: ArraySlice<UInt8> {
        guard let question = target.firstIndex(of: UInt8(ascii: "?")) else { return [] }
        let end = target[question...].firstIndex(of: UInt8(ascii: "#")) ?? target.endIndex
        return target[(question + 1)..<end]
    }
}
