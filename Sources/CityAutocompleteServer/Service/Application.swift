import Foundation
import Logging

/// The service on the network: a `CityService` answering HTTP requests through libmicrohttpd, reloaded and shut
/// down on the process's signals.
///
/// `@main` reads the configuration and calls `init(configuration:logger:)`; tests call it too, on port 0, for
/// what needs the wire: framing, hostile clients, ready responses.
public final class Application: Sendable {
    /// What the service was started with.
    package let configuration: Configuration
    /// What answers every request the server does not answer with a response it keeps ready.
    package let service: CityService
    private let server: HTTPServer
    private let logger: Logger
    /// The files the process holds open besides its connections: the listening sockets, the threads' wake-up
    /// pipes, the data file while it is read, the standard streams, with room to spare.
    private static let filesBesideConnections = 64

    /// The port the service listens on.
    package var port: Int { server.port }

    /// Starts listening (readiness answers `503`), loads and indexes the data, then serves it and logs one line
    /// with the address, the number of cities and the time the index took.
    ///
    /// - Throws: `CityDataError` naming the file, entry and field when the data cannot be served;
    ///   `HTTPServerError` when the address cannot be used.
    public init(configuration: Configuration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        let service = CityService(logger: logger)
        self.service = service
        if let openFiles = OpenFileLimit.raiseToHard(),
            openFiles < Int(HTTPServer.connectionLimit) + Self.filesBesideConnections
        {
            logger.warning(
                "open files are limited to \(openFiles), too few for \(HTTPServer.connectionLimit) connections at once; raise the hard limit (ulimit -Hn, systemd's LimitNOFILE=, or the container runtime's nofile ulimit) to \(Int(HTTPServer.connectionLimit) + Self.filesBesideConnections) or more"
            )
        }
        let threads = configuration.threads > 0 ? configuration.threads : ProcessInfo.processInfo.activeProcessorCount
        let metrics = service.metrics
        let server = try HTTPServer(
            host: configuration.host,
            port: configuration.port,
            threads: threads,
            logger: logger,
            readyResponseBytes: configuration.responseCacheSize,
            recordReadyResponse: { reuse, duration in
                metrics.recordReadyResponse(route: reuse.route, duration: duration)
            },
            handler: service.respond
        )
        self.server = server
        // Weakly: the server's handler holds the service, which must not hold the server in turn.
        service.beforeEachSwap { [weak server] generation in
            server?.acceptReadyResponses(generation: generation)
        }
        do {
            try service.load(path: configuration.dataPath, prebuiltIndexPath: configuration.prebuiltIndexPath) {
                served in
                logger.info(
                    "listening on http://\(Self.displayHost(configuration.host)):\(server.port) with \(served.citiesCounted) from \(served.file) (\(served.buildSummary))"
                )
            }
        } catch {
            server.shutdown(gracePeriod: .zero)
            throw error
        }
    }

    /// Loads the data file again and swaps the new index in without dropping a request.
    ///
    /// A file that cannot be served leaves the current index in place; the log says why.
    /// - Returns: whether the new data is being served.
    @discardableResult
    public func reload() -> Bool {
        service.reload(path: configuration.dataPath, prebuiltIndexPath: configuration.prebuiltIndexPath)
    }

    /// Builds the index of the data file at `dataPath` and writes it to a prebuilt index file at `path`, which
    /// every later start and reload on the same data then reads instead of building the index
    /// (`Configuration.prebuiltIndexPath`); logs one line with the file, its size and the time it took.
    ///
    /// - Throws: `CityDataError` naming the file, entry and field when the data cannot be served;
    ///   `PrebuiltIndexError` naming `path` when it cannot be written.
    public static func writePrebuiltIndex(of dataPath: String, to path: String, logger: Logger) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let served = try ServedCities.load(path: dataPath)
        let megabytes = try served.writePrebuiltIndex(to: path) / 1_000_000
        logger.info(
            "wrote the prebuilt index of \(served.citiesCounted) from \(served.file) to \(path) (\(megabytes) MB) in \(Int((clock.now - start) / .milliseconds(1))) ms"
        )
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
