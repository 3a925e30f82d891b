import CityIndex

/// The service's routes, matched on the raw (still percent-encoded) path so that `%2F` stays inside a segment.
enum Route: Equatable {
    /// `GET /`: the demo page.
    case demoPage
    /// `GET /healthz`.
    case health
    /// `GET /readyz`.
    case readiness
    /// `GET /cities/{prefix}/autocomplete`, with the prefix segment still encoded.
    case autocomplete(encodedPrefix: ArraySlice<UInt8>)
    /// `GET /cities/{id}`, with the id's digits.
    case city(digits: ArraySlice<UInt8>)
    /// `POST /cities`.
    case bulkLookup
    /// `GET /metrics`: Prometheus text format.
    case metrics
    /// `GET /openapi.json`: this API's OpenAPI document.
    case openAPI

    /// The route for `path`, or `nil` when there is none.
    init?(path: ArraySlice<UInt8>) {
        if path.isEmpty {
            self = .demoPage
            return
        }
        let segments = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard segments.count >= 2, segments[0].isEmpty else { return nil }
        switch (segments.count, String(decoding: segments[1], as: UTF8.self)) {
        case (2, ""): self = .demoPage
        case (2, "healthz"): self = .health
        case (2, "readyz"): self = .readiness
        case (2, "metrics"): self = .metrics
        case (2, "openapi.json"): self = .openAPI
        case (2, "cities"): self = .bulkLookup
        case (3, "cities") where !segments[2].isEmpty && segments[2].allSatisfy(\.isASCIIDigit):
            self = .city(digits: segments[2])
        case (4, "cities") where segments[3].elementsEqual("autocomplete".utf8):
            self = .autocomplete(encodedPrefix: segments[2])
        default: return nil
        }
    }

    /// The methods the route answers, for `Allow` and CORS preflights.
    var allowedMethods: [String] {
        switch self {
        case .bulkLookup: Self.postMethods
        default: Self.getMethods
        }
    }

    private static let getMethods = ["GET", "HEAD", "OPTIONS"]
    private static let postMethods = ["POST", "OPTIONS"]

    /// Whether answers may be cached for a while: data answers yes, probes and metrics no.
    var isCacheable: Bool {
        switch self {
        case .health, .readiness, .metrics: false
        default: true
        }
    }

    /// Every route's name in metrics, and the name of requests that match no route.
    static let names = [
        "demo_page", "healthz", "readyz", "autocomplete", "city", "bulk_lookup", "metrics", "openapi", unmatchedName,
    ]
    static let unmatchedName = "none"

    /// The route's name in metrics.
    var name: String {
        switch self {
        case .demoPage: "demo_page"
        case .health: "healthz"
        case .readiness: "readyz"
        case .autocomplete: "autocomplete"
        case .city: "city"
        case .bulkLookup: "bulk_lookup"
        case .metrics: "metrics"
        case .openAPI: "openapi"
        }
    }
}
