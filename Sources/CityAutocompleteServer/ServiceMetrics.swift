import Prometheus

/// The service's Prometheus metrics: requests by route and status, how long answers took, and the data.
final class ServiceMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let citiesLoaded: Gauge
    private let indexBuildSeconds: Gauge
    private let reloads: Counter
    private let failedReloads: Counter
    private let requestCounters: [RouteStatus: Counter]
    private let latencyHistograms: [String: DurationHistogram]

    /// A route's name and an answer's status: the labels of `http_requests_total`.
    private struct RouteStatus: Hashable {
        var route: String
        var status: Int
    }

    /// The statuses the service answers with, registered up front for every route.
    static let usualStatuses = [200, 204, 304, 400, 404, 405, 413, 503]

    /// The histogram's buckets: answers take microseconds, so they start at 10 µs.
    static let latencyBuckets: [Duration] = [
        .microseconds(10), .microseconds(25), .microseconds(50), .microseconds(100), .microseconds(250),
        .microseconds(500), .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(100),
    ]

    /// - Parameter routes: the route names that requests are recorded with.
    init(routes: [String]) {
        citiesLoaded = registry.makeGauge(
            descriptor: .init(metricName: "cities", unitName: "loaded", helpText: "Cities in the index being served.")
        )
        indexBuildSeconds = registry.makeGauge(
            descriptor: .init(
                metricName: "index_build",
                unitName: "seconds",
                helpText: "How long reading, parsing, folding, sorting and rendering the data took, last load."
            )
        )
        reloads = registry.makeCounter(
            descriptor: .init(metricName: "reloads", unitName: "total", helpText: "Reloads that swapped in new data.")
        )
        failedReloads = registry.makeCounter(
            descriptor: .init(
                metricName: "reload_failures",
                unitName: "total",
                helpText: "Reloads that kept the old data."
            )
        )
        var requestCounters: [RouteStatus: Counter] = [:]
        var latencyHistograms: [String: DurationHistogram] = [:]
        for route in routes {
            for status in Self.usualStatuses {
                let key = RouteStatus(route: route, status: status)
                requestCounters[key] = Self.requestCounter(key, in: registry)
            }
            latencyHistograms[route] = Self.latencyHistogram(route: route, in: registry)
        }
        self.requestCounters = requestCounters
        self.latencyHistograms = latencyHistograms
    }

    /// Counts one answer and records how long it took.
    ///
    /// The counters and histograms of every route and usual status are made once, so that recording looks
    /// them up without a lock; an unusual status is registered on first use.
    func recordRequest(route: String, status: Int, duration: Duration) {
        let key = RouteStatus(route: route, status: status)
        (requestCounters[key] ?? Self.requestCounter(key, in: registry)).increment()
        (latencyHistograms[route] ?? Self.latencyHistogram(route: route, in: registry)).record(duration)
    }

    private static func requestCounter(_ key: RouteStatus, in registry: PrometheusCollectorRegistry) -> Counter {
        registry.makeCounter(
            descriptor: .init(metricName: "http_requests", unitName: "total", helpText: "Answers by route and status."),
            labels: [("route", key.route), ("status", String(key.status))]
        )
    }

    private static func latencyHistogram(route: String, in registry: PrometheusCollectorRegistry) -> DurationHistogram {
        registry.makeDurationHistogram(
            descriptor: .init(
                metricName: "http_request_duration",
                unitName: "seconds",
                helpText: "Time from request to answer inside the service, by route."
            ),
            labels: [("route", route)],
            buckets: Self.latencyBuckets
        )
    }

    /// Records data that is now being served.
    func recordLoad(cities: Int, buildDuration: Duration) {
        citiesLoaded.set(Int64(cities))
        indexBuildSeconds.set(Double(buildDuration / .milliseconds(1)) / 1000)
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
