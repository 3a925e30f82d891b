import ByteUtilities
import CityIndex

/// The service's routes, matched on the raw (still percent-encoded) path so that `%2F` stays inside a segment.
package enum Route: Equatable, Sendable {
    /// `GET /`: the demo page.
    case demoPage
    /// `GET /healthz`.
    case health
    /// `GET /readyz`.
    case readiness
    /// `GET /cities/{prefix}/autocomplete`, with the prefix segment still encoded.
    case autocomplete(encodedPrefix: ArraySlice<UInt8>)
    /// `GET /cities/nearest`.
    case nearest
    /// `GET /cities/{id}`, with the id's digits.
    case city(digits: ArraySlice<UInt8>)
    /// `POST /cities`.
    case bulkLookup
    /// `GET /metrics`: Prometheus text format.
    case metrics
    /// `GET /openapi.json`: this API's OpenAPI document.
    case openAPI

    /// The route for `path`, or `nil` when there is none.
    package init?(path: ArraySlice<UInt8>) {
        guard let slash = path.first else {
            self = .demoPage
            return
        }
        guard slash == UInt8(ascii: "/") else { return nil }
        let afterFirst = path.dropFirst()
        let first = afterFirst.prefix { $0 != UInt8(ascii: "/") }
        guard first.endIndex < afterFirst.endIndex else {
            guard let route = Self.topLevel(first) else { return nil }
            self = route
            return
        }
        let afterSecond = afterFirst[(first.endIndex + 1)...]
        let second = afterSecond.prefix { $0 != UInt8(ascii: "/") }
        guard first.equals("cities") else { return nil }
        guard second.endIndex < afterSecond.endIndex else {
            if second.equals("nearest") {
                self = .nearest
                return
            }
            guard !second.isEmpty, second.allSatisfy(\.isASCIIDigit) else { return nil }
            self = .city(digits: second)
            return
        }
        guard afterSecond[(second.endIndex + 1)...].equals("autocomplete") else { return nil }
        self = .autocomplete(encodedPrefix: second)
    }

    /// The route of a path with one segment, such as `/healthz`.
    private static func topLevel(_ segment: ArraySlice<UInt8>) -> Route? {
        switch segment.count {
        case 0: .demoPage
        case 6 where segment.equals("cities"): .bulkLookup
        case 6 where segment.equals("readyz"): .readiness
        case 7 where segment.equals("healthz"): .health
        case 7 where segment.equals("metrics"): .metrics
        case 12 where segment.equals("openapi.json"): .openAPI
        default: nil
        }
    }

    /// The methods the route answers, for `Allow` and CORS preflights.
    package var allowedMethods: [String] {
        switch self {
        case .bulkLookup: Self.postMethods
        default: Self.getMethods
        }
    }

    private static let getMethods = ["GET", "HEAD", "OPTIONS"]
    private static let postMethods = ["POST", "OPTIONS"]

    /// Whether answers may be cached for a while: data answers yes, probes and metrics no.
    package var isCacheable: Bool {
        switch self {
        case .health, .readiness, .metrics: false
        default: true
        }
    }

    /// The route's name in metrics.
    package var name: RouteName {
        switch self {
        case .demoPage: .demoPage
        case .health: .health
        case .readiness: .readiness
        case .autocomplete: .autocomplete
        case .nearest: .nearest
        case .city: .city
        case .bulkLookup: .bulkLookup
        case .metrics: .metrics
        case .openAPI: .openAPI
        }
    }
}
