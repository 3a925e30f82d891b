import CityAutocompleteServer
import Foundation
import Logging
import ShippedCities

/// Services for the tests, each started once on a free port and shared.
enum TestServer {
    /// The service on the full shipped dataset.
    static let shipped: Application = start(dataPath: ShippedCities.path!)

    /// A client of `shipped`.
    static var client: HTTPClient { HTTPClient(port: shipped.port) }

    /// Starts the service on `dataPath` on 127.0.0.1 and a free port.
    static func start(dataPath: String) -> Application {
        do {
            return try Application(
                configuration: Configuration(host: "127.0.0.1", port: 0, dataPath: dataPath),
                logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
            )
        } catch {
            fatalError("the test service does not start: \(error)")
        }
    }

    /// Writes `contents` to a new file in a new temporary folder and returns its path.
    static func temporaryFile(_ contents: String, name: String = "cities.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "city-autocomplete-tests-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
