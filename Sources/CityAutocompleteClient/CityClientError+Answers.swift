import Foundation
import HTTPTypes
import OpenAPIRuntime

extension CityClientError {
    /// The largest error body read from an answer the document does not describe.
    private static let maximumUndocumentedBody = 64 * 1024

    /// The error the service sent, `{"status":N,"error":"..."}`.
    static func refusal(_ error: Components.Schemas._Error) -> CityClientError {
        .service(status: error.status, message: error.error)
    }

    /// A `304 Not Modified`, which the service sends only to a request with `If-None-Match`, and the client sends none.
    static let notModified = CityClientError.unexpectedAnswer(
        status: 304,
        reason: "Not Modified, to a request without If-None-Match."
    )

    /// An answer with a status the route does not document: the service's error when its body is one (such as the
    /// `404` of a server URL with a path the service does not have), otherwise an unexpected answer.
    static func undocumented(status: Int, _ payload: UndocumentedPayload) async -> CityClientError {
        if let body = payload.body,
            let bytes = try? await Data(collecting: body, upTo: maximumUndocumentedBody),
            let error = try? JSONDecoder().decode(Components.Schemas._Error.self, from: bytes)
        {
            return .refusal(error)
        }
        return .unexpectedAnswer(status: status, reason: "its status is not one the route answers.")
    }

    /// What the generated client threw: cancellation when the calling task is cancelled, the answer's status when
    /// one came but did not decode, otherwise the transport's error.
    init(_ error: any Error) {
        if Task.isCancelled || error is CancellationError {
            self = .cancelled
            return
        }
        guard let clientError = error as? ClientError else {
            self = .transport(underlying: error)
            return
        }
        if clientError.underlyingError is CancellationError {
            self = .cancelled
        } else if let response = clientError.response {
            self = .unexpectedAnswer(
                status: response.status.code,
                reason: String(describing: clientError.underlyingError)
            )
        } else {
            self = .transport(underlying: clientError.underlyingError)
        }
    }
}
