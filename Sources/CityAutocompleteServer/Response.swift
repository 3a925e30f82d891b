/// One HTTP response as the routes build it.
public struct Response: Sendable {
    /// One header line.
    public struct Header: Sendable, Equatable {
        /// The header's name, such as `Content-Type`.
        public var name: String
        /// The header's value, sent as it is.
        public var value: String
    }

    /// The status code.
    public var status: Int
    /// The headers, in the order they are sent.
    public var headers: [Header]
    /// The body, sent whole; `HEAD` requests get the headers only.
    public var body: [UInt8]

    /// A response with `status`, `headers` in the order given, and `body`.
    public init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.headers.reserveCapacity(Self.usualHeaderCount)
        self.body = body
    }

    /// Room for the headers every answer carries, so that adding them allocates once.
    private static let usualHeaderCount = 8

    /// Appends a header line.
    public mutating func addHeader(_ name: String, _ value: String) {
        headers.append(Header(name: name, value: value))
    }

    /// A JSON answer: `{"status":N,"error":"message"}`.
    static func error(_ error: APIError) -> Response {
        var body = JSONWriter()
        body.append(raw: "{\"status\":")
        body.append(integer: Int64(error.status))
        body.append(raw: ",\"error\":")
        body.append(string: error.message)
        body.append(raw: "}")
        var response = Response(status: error.status, body: body.bytes)
        for header in error.headers {
            response.addHeader(header.name, header.value)
        }
        return response
    }
}
