/// One HTTP request as the routes see it: raw bytes from the wire, nothing decoded yet.
public struct Request: Sendable {
    /// The method token as sent: `GET`, `POST`, …
    public var method: String
    /// The request target as sent, path and query, still percent-encoded.
    public var target: [UInt8]
    /// The `If-None-Match` header, if any.
    public var ifNoneMatch: String?
    /// The `Access-Control-Request-Headers` header of a CORS preflight, if any.
    public var accessControlRequestHeaders: String?
    /// The body, at most `Request.maximumBodySize` bytes.
    public var body: [UInt8]
    /// Whether the client sent (or announced) more than `Request.maximumBodySize` bytes of body.
    public var bodyIsTooLarge: Bool

    /// The largest body the service reads: 64 KiB.
    public static let maximumBodySize = 64 * 1024

    public init(
        method: String, target: some StringProtocol, ifNoneMatch: String? = nil,
        accessControlRequestHeaders: String? = nil, body: [UInt8] = [], bodyIsTooLarge: Bool = false
    ) {
        self.init(
            method: method, target: Array(target.utf8), ifNoneMatch: ifNoneMatch,
            accessControlRequestHeaders: accessControlRequestHeaders, body: body, bodyIsTooLarge: bodyIsTooLarge)
    }

    public init(
        method: String, target: [UInt8], ifNoneMatch: String? = nil,
        accessControlRequestHeaders: String? = nil, body: [UInt8] = [], bodyIsTooLarge: Bool = false
    ) {
        self.method = method
        self.target = target
        self.ifNoneMatch = ifNoneMatch
        self.accessControlRequestHeaders = accessControlRequestHeaders
        self.body = body
        self.bodyIsTooLarge = bodyIsTooLarge
    }

    /// The path part of the target: up to `?` or `#`.
    var path: ArraySlice<UInt8> {
        let end = target.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? target.endIndex
        return target[..<end]
    }

    /// The query part of the target: after `?`, up to `#`.
    var query: ArraySlice<UInt8> {
        guard let question = target.firstIndex(of: UInt8(ascii: "?")) else { return [] }
        let end = target[question...].firstIndex(of: UInt8(ascii: "#")) ?? target.endIndex
        return target[(question + 1)..<end]
    }
}
