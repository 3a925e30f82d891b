import Foundation

/// `GET /openapi.json`: the OpenAPI 3.1 document of this API, shipped in the package's resources.
enum OpenAPIDocument {
    /// The document, read once from the resource bundle.
    static let response: Response = {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json"),
            let document = try? Data(contentsOf: url)
        else {
            return .error(
                APIError(status: 404, message: "The OpenAPI document is missing from this build's resources.")
            )
        }
        return Response(status: 200, body: Array(document))
    }()
}
