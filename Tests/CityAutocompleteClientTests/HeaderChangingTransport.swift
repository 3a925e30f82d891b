import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

/// A transport over URLSession that changes the answers' headers as a proxy or CDN might: its own `Cache-Control`,
/// and none of the service's CORS, `ETag` or `X-Content-Type-Options` headers.
struct HeaderChangingTransport: ClientTransport {
    private let base = URLSessionTransport()

    func send(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var (response, responseBody) = try await base.send(
            request,
            body: body,
            baseURL: baseURL,
            operationID: operationID
        )
        response.headerFields[.cacheControl] = "private, no-cache"
        for name: HTTPField.Name in [
            .accessControlAllowOrigin, .accessControlExposeHeaders, .eTag, .init("X-Content-Type-Options")!,
        ] {
            response.headerFields[name] = nil
        }
        return (response, responseBody)
    }
}
