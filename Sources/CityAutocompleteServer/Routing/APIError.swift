/// A client's mistake or the service's state, answered as `{"status":N,"error":"…"}`.
package struct APIError: Error {
    /// The HTTP status: `400`, `404`, `405`, `411`, `413` or `503`.
    package var status: Int
    /// A sentence a person can act on.
    package var message: String
    /// Headers the answer carries besides the usual ones, such as `Allow` or `Retry-After`.
    package var headers: [Response.Header] = []

    /// A `400`: the client's request is wrong, as `message` says.
    package static func badRequest(_ message: String) -> APIError {
        APIError(status: 400, message: message)
    }

    /// A `404`: no such route or city, as `message` says.
    static func notFound(_ message: String) -> APIError {
        APIError(status: 404, message: message)
    }

    /// A `413`: a `Content-Length` over `Request.maximumBodySize`, refused before the body is read.
    package static let bodyTooLarge = APIError(
        status: 413,
        message: "The body is over \(Request.maximumBodySize / 1024) KiB; send at most 100 ids in one request."
    )

    /// A `411`: a body sent in chunks, which is refused unread, since libmicrohttpd 0.9.75 answers a chunk-size
    /// line past its 32 KiB buffer with a `500` of its own.
    package static let lengthRequired = APIError(
        status: 411,
        message:
            "Send the body with a Content-Length, not in chunks (Transfer-Encoding: chunked); at most 64 KiB."
    )

    /// The answer of every data route, and of `/readyz`, while the first load is still running.
    static let stillLoading = APIError(
        status: 503,
        message: "The city index is still loading; try again in a moment.",
        headers: [.init(name: "Retry-After", value: "1")]
    )

    /// A client's text for an error message: quoted, and cut short at 32 Unicode scalars (not characters: one
    /// character can carry any number of combining marks).
    static func shown(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.count > 32 else { return "\"\(text)\"" }
        var start = String.UnicodeScalarView()
        start.append(contentsOf: text.unicodeScalars.prefix(32))
        return "\"\(String(start))…\""
    }

    /// A name the client chose (a method, a query parameter) for an error message: as it is when short, else
    /// `shown`.
    static func shownName(_ name: some StringProtocol) -> String {
        name.unicodeScalars.count > 32 ? shown(name) : String(name)
    }
}
