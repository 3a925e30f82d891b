import ArgumentParser
import CityAutocompleteServer
import Foundation
import Logging
import ShippedCities

/// `city-autocomplete`: serves search-as-you-type city lookups over HTTP.
@main
struct CityAutocompleteCommand: ParsableCommand {
    /// The command's name, summary, discussion and version, for `--help` and `--version`.
    static let configuration = CommandConfiguration(
        commandName: "city-autocomplete",
        abstract: "Serves search-as-you-type city autocomplete over HTTP.",
        discussion: """
            Each option can also come from the environment variable named with it; an option given on the \
            command line wins. SIGTERM or SIGINT stops taking connections, finishes the requests in flight and \
            exits 0; SIGHUP reloads the data file and swaps the new index in without dropping a request.
            """,
        version: PackageVersion.current
    )

    @Option(help: "The address to listen on (env: HOST; default: 0.0.0.0).")
    var host: String?

    @Option(help: "The TCP port to listen on; 0 picks a free one (env: PORT; default: 8080).")
    var port: Int?

    @Option(
        help: "The cities JSON file to serve (env: CITIES_DATA; default: the cities.json shipped with the package)."
    )
    var data: String?

    @Option(
        help: ArgumentHelp(
            """
            A prebuilt index of the data file, read instead of building the index when it was written from the \
            same bytes; empty never reads one (env: PREBUILT_INDEX; default: the data file's path with .index \
            added).
            """,
            valueName: "path"
        )
    )
    var prebuiltIndex: String?

    @Flag(help: "Build the index of the data file, write it to the prebuilt index file, and exit.")
    var writePrebuiltIndex = false

    @Option(help: "Threads that answer requests; 0 is one per core (env: THREADS; default: 0).")
    var threads: Int?

    @Option(
        help: ArgumentHelp(
            """
            MiB of ready answers kept to send again to repeated autocomplete and city requests; 0 turns it off \
            (env: RESPONSE_CACHE_SIZE; default: \(Configuration.defaultResponseCacheSize / 1_048_576)).
            """,
            valueName: "mib"
        )
    )
    var responseCacheSize: Int?

    /// Starts the service and answers signals until `SIGTERM` or `SIGINT`.
    func run() throws {
        ProcessSignals.blockForWaiting()
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "city-autocomplete")
        let configuration = try resolvedConfiguration()
        if writePrebuiltIndex {
            guard let path = configuration.prebuiltIndexPath else {
                throw ValidationError(
                    "--write-prebuilt-index needs a path: PREBUILT_INDEX or --prebuilt-index is empty."
                )
            }
            try Application.writePrebuiltIndex(of: configuration.dataPath, to: path, logger: logger)
            return
        }
        let application = try Application(configuration: configuration, logger: logger)
        while true {
            switch ProcessSignals.wait() {
            case .reload:
                application.reload()
            case .terminate:
                application.shutdown()
                return
            }
        }
    }

    /// The options, falling back to the environment and then the defaults.
    private func resolvedConfiguration() throws -> Configuration {
        let environment = ProcessInfo.processInfo.environment
        let resolvedPort = try number(port, environment: "PORT", default: 8080, range: 0...65_535)
        let resolvedThreads = try number(threads, environment: "THREADS", default: 0, range: 0...1024)
        let responseCacheMiB = try number(
            responseCacheSize,
            environment: "RESPONSE_CACHE_SIZE",
            default: Configuration.defaultResponseCacheSize / 1_048_576,
            range: 0...4096
        )
        guard let dataPath = data ?? environment["CITIES_DATA"] ?? ShippedCities.path else {
            throw ValidationError(
                "No data file: the shipped cities.json is missing next to the binary; name one with --data or CITIES_DATA."
            )
        }
        guard !dataPath.isEmpty else {
            let source = data == nil ? "CITIES_DATA" : "--data"
            throw ValidationError(
                "\(source) is empty: give the path of a cities JSON file, or leave it out to serve the shipped one."
            )
        }
        let prebuiltIndexPath = prebuiltIndex ?? environment["PREBUILT_INDEX"] ?? dataPath + ".index"
        return Configuration(
            host: host ?? environment["HOST"] ?? "0.0.0.0",
            port: resolvedPort,
            dataPath: dataPath,
            prebuiltIndexPath: prebuiltIndexPath.isEmpty ? nil : prebuiltIndexPath,
            threads: resolvedThreads,
            responseCacheSize: responseCacheMiB * 1_048_576
        )
    }

    /// A whole-number option, else its environment variable, else `default`; it must lie in `range`.
    private func number(_ option: Int?, environment name: String, default: Int, range: ClosedRange<Int>) throws -> Int {
        let bounds = "from \(range.lowerBound) to \(range.upperBound)"
        if let option {
            guard range.contains(option) else {
                let flag = "--" + name.lowercased().replacingOccurrences(of: "_", with: "-")
                throw ValidationError("\(flag) must be \(bounds), not \(option).")
            }
            return option
        }
        guard let text = ProcessInfo.processInfo.environment[name] else { return `default` }
        guard let value = Int(text), range.contains(value) else {
            throw ValidationError("\(name) must be a whole number \(bounds), not \"\(text)\".")
        }
        return value
    }
}
