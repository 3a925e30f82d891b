import CSystemShims
import CityIndex
import Foundation
import Logging
import Synchronization

/// The whole service: an HTTP server answering from a city index, which a reload swaps whole.
///
/// `@main` reads the configuration and builds one of these; tests build one too, on port 0.
public final class Application: Sendable {
    /// What the service was started with.
    public let configuration: Configuration
    private let store = ServedCitiesStore()
    private let swapping = Mutex(())
    private let metrics = ServiceMetrics()
    private let router: Router
    private let server: HTTPServer
    private let logger: Logger

    /// The port the service listens on.
    public var port: Int { server.port }

    /// Starts listening (readiness answers `503`), loads and indexes the data, then serves it and logs one line
    /// with the address, the number of cities and the time the index took.
    ///
    /// - Throws: `CityDataError` naming the file, entry and field when the data cannot be served;
    ///   `HTTPServerError` when the address cannot be used.
    public init(configuration: Configuration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        CSystemShims_mapLargeAllocations()
        let threads = configuration.threads > 0 ? configuration.threads : ProcessInfo.processInfo.activeProcessorCount
        let router = Router(store: store, metrics: metrics)
        self.router = router
        let metrics = self.metrics
        server = try HTTPServer(
            host: configuration.host,
            port: configuration.port,
            threads: threads,
            logger: logger,
            readyResponseBytes: configuration.responseCacheSize,
            recordReadyResponse: { reuse, duration in
                metrics.recordReadyResponse(route: reuse.route, duration: duration)
            },
            handler: router.respond
        )
        let served: ServedCities
        do {
            served = try ServedCities.load(path: configuration.dataPath)
        } catch {
            server.shutdown(gracePeriod: .zero)
            throw error
        }
        serve(served)
        logger.info(
            "listening on http://\(Self.displayHost(configuration.host)):\(server.port) with \(served.index.count) cities from \(served.file) (\(served.buildSummary))"
        )
    }

    /// The answer the service gives `request`, without a socket: what the server sends for the same bytes.
    public func respond(to request: Request) -> Response {
        router.respond(to: request)
    }

    /// Loads the data file again and swaps the new index in without dropping a request.
    ///
    /// A file that cannot be served leaves the current index in place; the log says why.
    /// - Returns: whether the new data is being served.
    @discardableResult
    public func reload() -> Bool {
        do {
            let served = try ServedCities.load(path: configuration.dataPath)
            serve(served)
            metrics.recordReload(succeeded: true)
            logger.info(
                "reloaded \(served.index.count) cities from \(served.file) (\(served.buildSummary))"
            )
            return true
        } catch {
            metrics.recordReload(succeeded: false)
            let kept = store.served?.index.count ?? 0
            logger.error("reload failed, still serving the \(kept) cities loaded before: \(error)")
            return false
        }
    }

    /// Serves `served` from the next request on, and hands the load's freed scratch memory back to the system.
    ///
    /// The answers the server keeps ready are dropped first, and from then on it keeps only answers computed
    /// from `served`: no answer of the old data is sent again once a request has seen the new. One swap at a
    /// time, so that the server keeps ready only answers of the data the store serves.
    private func serve(_ served: ServedCities) {
        swapping.withLock { _ in
            server.acceptReadyResponses(generation: served.generation)
            store.replace(with: served)
        }
        CSystemShims_releaseFreeMemory()
        metrics.recordLoad(cities: served.index.count, buildDuration: served.buildDuration)
    }

    /// Stops taking connections, finishes the requests in flight, and stops.
    public func shutdown() {
        logger.info("shutting down: finishing \(server.requestsInFlight) requests in flight")
        server.shutdown()
        logger.info("stopped")
    }

    private static func displayHost(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }
}
