import ArgumentParser
import CityAutocompleteServer
import Foundation
import Logging
import ShippedCities

/// `city-autocomplete`: serves search-as-you-type city lookups over HTTP.
@main
struct CityAutocompleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "city-autocomplete",
        abstract: "Serves search-as-you-type city autocomplete over HTTP.",
        discussion: """
            Each option can also come from the environment variable named with it; an option given on the \
            command line wins. SIGTERM or SIGINT stops taking connections, finishes the requests in flight and \
            exits 0; SIGHUP reloads the data file and swaps the new index in without dropping a request.
            """
    )

    @Option(help: "The address to listen on (env: HOST; default: 0.0.0.0).")
    var host: String?

    @Option(help: "The TCP port to listen on; 0 picks a free one (env: PORT; default: 8080).")
    var port: Int?

    @Option(
        help: "The cities JSON file to serve (env: CITIES_DATA; default: the cities.json shipped with the package)."
    )
    var data: String?

    func run() throws {
        ProcessSignals.blockForWaiting()
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "city-autocomplete")
        let application = try Application(configuration: resolvedConfiguration(), logger: logger)
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
        let resolvedPort: Int
        if let port {
            resolvedPort = port
        } else if let text = environment["PORT"] {
            guard let value = Int(text) else {
                throw ValidationError("PORT must be a port number from 0 to 65535, not \"\(text)\".")
            }
            resolvedPort = value
        } else {
            resolvedPort = 8080
        }
        guard (0...65_535).contains(resolvedPort) else {
            throw ValidationError("The port must be from 0 to 65535, not \(resolvedPort).")
        }
        guard let dataPath = data ?? environment["CITIES_DATA"] ?? ShippedCities.path else {
            throw ValidationError(
                "No data file: the shipped cities.json is missing next to the binary; name one with --data or CITIES_DATA."
            )
        }
        return Configuration(host: host ?? environment["HOST"] ?? "0.0.0.0", port: resolvedPort, dataPath: dataPath)
    }
}
