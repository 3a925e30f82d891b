import CoreMetrics
import Prometheus
import Synchronization

/// The service's metrics, recorded through swift-metrics into a Prometheus registry of this service's own:
/// requests by route and status, how long answers took, and the data being served.
///
/// Every request counter and latency timer of the routes and usual statuses is made up front and looked up by
/// number, so that recording a request takes no lock and builds no string.
final class ServiceMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let citiesLoaded: CoreMetrics.Gauge
    private let indexBuildSeconds: CoreMetrics.Gauge
    private let reloads: CoreMetrics.Counter
    private let failedReloads: CoreMetrics.Counter
    private let readyResponses: CoreMetrics.Counter
    /// By route name, then by the status's place in `usualStatuses`.
    private let requestCounters: [[CoreMetrics.Counter]]
    /// By route name.
    private let latencyTimers: [CoreMetrics.Timer]
    /// Counters for statuses outside `usualStatuses`, made on first use.
    private let otherCounters = Mutex<[String: CoreMetrics.Counter]>([:])

    /// The statuses the service answers with, registered up front for every route.
    static let usualStatuses = [200, 204, 304, 400, 404, 405, 413, 503]

    /// The latency histogram's buckets: answers take microseconds, so they start at 10 µs.
    static let latencyBuckets: [Duration] = [
        .microseconds(10), .microseconds(25), .microseconds(50), .microseconds(100), .microseconds(250),
        .microseconds(500), .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(100),
    ]

    private static let requestsLabel = "http_requests_total"
    private static let latencyLabel = "http_request_duration_seconds"

    /// Every metric at zero, in a registry of its own.
    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = [Self.latencyLabel: Self.latencyBuckets]
        self.factory = factory
        citiesLoaded = CoreMetrics.Gauge(label: "cities_loaded", factory: factory)
        indexBuildSeconds = CoreMetrics.Gauge(label: "index_build_seconds", factory: factory)
        reloads = CoreMetrics.Counter(label: "reloads_total", factory: factory)
        failedReloads = CoreMetrics.Counter(label: "reload_failures_total", factory: factory)
        readyResponses = CoreMetrics.Counter(label: "http_ready_responses_total", factory: factory)
        requestCounters = RouteName.allCases.map { route in
            Self.usualStatuses.map { status in
                CoreMetrics.Counter(
                    label: Self.requestsLabel,
                    dimensions: [("route", route.label), ("status", String(status))],
                    factory: factory
                )
            }
        }
        latencyTimers = RouteName.allCases.map { route in
            CoreMetrics.Timer(label: Self.latencyLabel, dimensions: [("route", route.label)], factory: factory)
        }
    }

    /// Counts one answer and records how long it took.
    func recordRequest(route: RouteName, status: Int, duration: Duration) {
        if let statusIndex = Self.usualStatuses.firstIndex(of: status) {
            requestCounters[route.rawValue][statusIndex].increment()
        } else {
            otherCounter(route: route, status: status).increment()
        }
        let (seconds, attoseconds) = duration.components
        latencyTimers[route.rawValue].recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// Counts a request answered with a response the server kept ready: in the requests by route and status, the
    /// latency, and `http_ready_responses_total`.
    func recordReadyResponse(route: RouteName, duration: Duration) {
        readyResponses.increment()
        recordRequest(route: route, status: 200, duration: duration)
    }

    private func otherCounter(route: RouteName, status: Int) -> CoreMetrics.Counter {
        otherCounters.withLock { counters in
            let key = "\(route.label) \(status)"
            if let counter = counters[key] {
                return counter
            }
            let counter = CoreMetrics.Counter(
                label: Self.requestsLabel,
                dimensions: [("route", route.label), ("status", String(status))],
                factory: factory
            )
            counters[key] = counter
            return counter
        }
    }

    /// Records data that is now being served.
    func recordLoad(cities: Int, buildDuration: Duration) {
        citiesLoaded.record(cities)
        indexBuildSeconds.record(Double(buildDuration / .microseconds(1)) / 1_000_000)
    }

    /// Counts a reload, successful or not.
    func recordReload(succeeded: Bool) {
        (succeeded ? reloads : failedReloads).increment()
    }

    /// Every metric in the Prometheus text format.
    func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }
}
