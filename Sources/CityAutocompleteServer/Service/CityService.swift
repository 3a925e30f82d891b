import CSystemShims
import CityIndex
import Logging
import Synchronization

/// The service without a socket: the data being served, the router and the metrics, as one value that turns a
/// `Request` into the `Response` the server sends for the same bytes.
///
/// `Application` serves one over HTTP; tests, the fuzzer and the benchmarks call `respond(to:)` directly. Until
/// data is loaded the data routes and `/readyz` answer `503`; a reload swaps the data whole.
package final class CityService: Sendable {
    /// What the service has answered, for `/metrics`; the server also counts the ready responses it sends here.
    let metrics = ServiceMetrics()
    private let store = ServedCitiesStore()
    private let router: Router
    private let logger: Logger
    /// Held across a swap, with what must happen before each (`beforeEachSwap`): one swap at a time, so that the
    /// server keeps ready only answers of the data the store serves.
    private let swapping = Mutex<(@Sendable (_ generation: UInt64) -> Void)?>(nil)

    /// A service with no data yet; `logger` gets the reloads' lines.
    package init(logger: Logger) {
        CSystemShims_mapLargeAllocations()
        self.logger = logger
        router = Router(store: store, metrics: metrics)
    }

    /// A service serving the cities file at `dataPath`, read and indexed before this returns; the index is read
    /// from the prebuilt index file at `prebuiltIndexPath` where that was written from the same bytes.
    ///
    /// - Throws: `CityDataError` naming the file, entry and field when the file cannot be served.
    package convenience init(dataPath: String, prebuiltIndexPath: String? = nil, logger: Logger) throws(CityDataError) {
        self.init(logger: logger)
        try load(path: dataPath, prebuiltIndexPath: prebuiltIndexPath)
    }

    /// A service serving `cityFileBytes`, the contents of a cities file, which error messages call `file`.
    ///
    /// - Throws: `CityDataError` naming the file, entry and field when the data cannot be served.
    package convenience init(
        cityFileBytes: [UInt8],
        file: String = "cities.json",
        logger: Logger
    )
        throws(CityDataError)
    {
        self.init(logger: logger)
        serve(try ServedCities.build(cityFileBytes, file: file))
    }

    /// The answer to `request`, from the data being served when it arrives; counted in the metrics.
    package func respond(to request: Request) -> Response {
        router.respond(to: request)
    }

    /// How many cities are being served; `nil` before the first load.
    package var cityCount: Int? {
        store.served?.index.count
    }

    /// Reads and indexes the file at `path` and serves it from the next request on (`serve(_:announce:)`). The
    /// index is read from the prebuilt index file at `prebuiltIndexPath` where that was written from the same
    /// bytes; where one is there but cannot be used, the log says why and the index is built from the file.
    ///
    /// The first load, which the service is not ready until, reuses the memory its buffers free for the buffers
    /// after them (`CSystemShims_keepFreedMemory`); a reload maps its large ones on their own, so that the index
    /// it replaces goes back to the system whole.
    ///
    /// - Throws: `CityDataError` naming the file, entry and field when the file cannot be served; the data
    ///   served before stays.
    func load(
        path: String,
        prebuiltIndexPath: String? = nil,
        announce: (ServedCities) -> Void = { _ in }
    ) throws(CityDataError) {
        if store.served == nil {
            CSystemShims_keepFreedMemory()
        }
        defer { CSystemShims_mapLargeAllocations() }
        let served = try ServedCities.load(path: path, prebuiltIndexPath: prebuiltIndexPath) { reason in
            logger.warning("not using the prebuilt index: \(reason); building the index from \(path)")
        }
        serve(served, announce: announce)
    }

    /// Loads the file at `path` again and swaps the new index in without dropping a request; the index is read
    /// from the prebuilt index file at `prebuiltIndexPath` where that was written from the same bytes.
    ///
    /// A file that cannot be served leaves the current index in place; the log says why.
    /// - Returns: whether the new data is being served.
    @discardableResult
    package func reload(path: String, prebuiltIndexPath: String? = nil) -> Bool {
        do {
            try load(path: path, prebuiltIndexPath: prebuiltIndexPath) { served in
                metrics.recordReload(succeeded: true)
                logger.info("reloaded \(served.citiesCounted) from \(served.file) (\(served.buildSummary))")
            }
            return true
        } catch {
            metrics.recordReload(succeeded: false)
            let kept = ServedCities.counted(cityCount ?? 0)
            logger.error("reload failed, still serving the \(kept) loaded before: \(error)")
            return false
        }
    }

    /// Calls `prepare` with the generation (`Response.Reuse.generation`) of all data swapped in from now on,
    /// before any request can see it, one swap at a time; and at once with the generation being served now.
    /// One `prepare` at a time: it replaces the one given before.
    ///
    /// The server uses it to drop the answers it keeps ready: none of the old data is sent once a request has
    /// seen the new.
    package func beforeEachSwap(_ prepare: @escaping @Sendable (_ generation: UInt64) -> Void) {
        swapping.withLock { preparation in
            preparation = prepare
            if let served = store.served {
                prepare(served.generation)
            }
        }
    }

    /// Serves `served` from the next request on and calls `announce` with it; then, while requests are answered,
    /// builds the tables the index leaves to that moment (`CityIndex.buildDeferredTables`) and hands the load's
    /// freed scratch memory back to the system, so that neither readiness nor the line `announce` logs waits
    /// for them.
    private func serve(_ served: ServedCities, announce: (ServedCities) -> Void = { _ in }) {
        swapping.withLock { prepare in
            prepare?(served.generation)
            store.replace(with: served)
        }
        metrics.recordLoad(cities: served.index.count, buildDuration: served.buildDuration)
        announce(served)
        served.index.buildDeferredTables()
        CSystemShims_releaseFreeMemory()
    }
}
