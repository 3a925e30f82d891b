import Prometheus

/// The service's Prometheus metrics: requests by route and status, how long answers took, and the data.
final class ServiceMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let citiesLoaded: Gauge
    private let indexBuildSeconds: Gauge
    private let reloads: Counter
    private let failedReloads: Counter

    /// The histogram's buckets: answers take microseconds, so they start at 10 µs.
    static let latencyBuckets: [Duration] = [
        .microseconds(10), .microseconds(25), .microseconds(50), .microseconds(100), .microseconds(250),
        .microseconds(500), .milliseconds(1), .milliseconds(2.5), .milliseconds(5), .milliseconds(10),
        .milliseconds(25), .milliseconds(100),
    ]

    init() {
        citiesLoaded = registry.makeGauge(descriptor: .init(
            metricName: "cities", unitName: "loaded", helpText: "Cities in the index being served."))
        indexBuildSeconds = registry.makeGauge(descriptor: .init(
            metricName: "index_build", unitName: "seconds",
            helpText: "How long reading, parsing, folding, sorting and rendering the data took, last load."))
        reloads = registry.makeCounter(descriptor: .init(
            metricName: "reloads", unitName: "total", helpText: "Reloads that swapped in new data."))
        failedReloads = registry.makeCounter(descriptor: .init(
            metricName: "reload_failures", unitName: "total", helpText: "Reloads that kept the old data."))
    }

    /// Counts one answer and records how long it took.
    func recordRequest(route: String, status: Int, duration: Duration) {
        registry.makeCounter(
            descriptor: .init(metricName: "http_requests", unitName: "total", helpText: "Answers by route and status."),
            labels: [("route", route), ("status", String(status))]
        ).increment()
        registry.makeDurationHistogram(
            descriptor: .init(
                metricName: "http_request_duration", unitName: "seconds",
                helpText: "Time from request to answer inside the service, by route."),
            labels: [("route", route)], buckets: Self.latencyBuckets
        ).record(duration)
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
