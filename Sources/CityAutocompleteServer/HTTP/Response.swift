import ByteUtilities

/// One HTTP response as the routes build it.
package struct Response: Sendable {
    /// One header line.
    package struct Header: Sendable, Equatable {
        /// The header's name, such as `Content-Type`.
        package var name: String
        /// The header's value, sent as it is.
        package var value: String
    }

    /// The status code.
    package var status: Int
    /// The headers, in the order they are sent.
    package var headers: [Header]
    /// The body, sent whole; `HEAD` requests get the headers only.
    package var body: [UInt8]
    /// Set by the router on an answer that may be sent again, byte for byte, to any `GET` or `HEAD` of the same
    /// target while the same data is served: the server then keeps it ready (`ReadyResponses`).
    package internal(set) var reuse: Reuse?

    /// What makes an answer fit to be sent again unchanged: which data it was computed from, and its route
    /// for the metrics of the requests it answers.
    package struct Reuse: Sendable, Equatable {
        /// The `ServedCities.generation` the answer was computed from.
        package let generation: UInt64
        /// The route, for the metrics.
        package let route: RouteName

        /// What makes an answer of `route`, computed from the data of `generation`, fit to be sent again.
        package init(generation: UInt64, route: RouteName) {
            self.generation = generation
            self.route = route
        }
    }

    /// A response with `status`, `headers` in the order given, and `body`.
    package init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.headers.reserveCapacity(Self.usualHeaderCount)
        self.body = body
    }

    /// Room for the headers every answer carries, so that adding them allocates once.
    private static let usualHeaderCount = 8

    /// Appends a header line.
    package mutating func addHeader(_ name: String, _ value: String) {
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
