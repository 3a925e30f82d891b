/// A route's name in metrics, and a name for requests that match no route.
package enum RouteName: Int, CaseIterable, Sendable {
    /// One for each `Route`, and `unmatched` for a path that is none.
    case demoPage, health, readiness, autocomplete, nearest, city, bulkLookup, metrics, openAPI, unmatched

    /// The `route` label's value.
    var label: String {
        switch self {
        case .demoPage: "demo_page"
        case .health: "healthz"
        case .readiness: "readyz"
        case .autocomplete: "autocomplete"
        case .nearest: "nearest"
        case .city: "city"
        case .bulkLookup: "bulk_lookup"
        case .metrics: "metrics"
        case .openAPI: "openapi"
        case .unmatched: "none"
        }
    }
}
