/// Why a request of ``CityClient`` failed.
public enum CityClientError: Error, CustomStringConvertible {
    /// The service refused the request: `status` is its HTTP status (`400` for a bad parameter, `404` for an unknown
    /// id or route, `503` while its data loads, …) and `message` the sentence it sent, which says what to change.
    case service(status: Int, message: String)
    /// An answer the service's OpenAPI document does not describe, such as a proxy's error page: `status` is its
    /// HTTP status and `reason` says what did not match.
    case unexpectedAnswer(status: Int, reason: String)
    /// The request or its answer did not get through (no connection, a timeout, a dropped connection): `underlying`
    /// is the transport's error.
    case transport(underlying: any Error)
    /// The task that made the request was cancelled before the answer came.
    case cancelled

    /// The sentence to show a person: the service's own message, or what went wrong on the way.
    public var description: String {
        switch self {
        case .service(_, let message): message
        case .unexpectedAnswer(let status, let reason):
            "The service's answer (HTTP \(status)) was not understood: \(reason)"
        case .transport(let underlying): "The service could not be reached: \(underlying)"
        case .cancelled: "The request was cancelled."
        }
    }
}
