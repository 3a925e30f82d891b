import CityAutocompleteClient
import CityAutocompleteServer
import Foundation
import Logging
import OpenAPIRuntime
import OpenAPIURLSession
import ShippedCities

/// The service on the shipped data, started once in this process on 127.0.0.1 and a free port, as
/// CityAutocompleteServerTests' `TestServer` starts it, and shared by the client's suites.
enum ServiceUnderTest {
    /// The running service.
    static let shipped: Application = {
        do {
            return try Application(
                configuration: CityAutocompleteServer.Configuration(
                    host: "127.0.0.1",
                    port: 0,
                    dataPath: ShippedCities.path!
                ),
                logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
            )
        } catch {
            fatalError("the test service does not start: \(error)")
        }
    }()

    /// The service's URL.
    static var url: URL { URL(string: "http://127.0.0.1:\(shipped.port)")! }

    /// A client of the service, through URLSession or through `transport`.
    static func client(transport: any ClientTransport = URLSessionTransport()) -> CityClient {
        CityClient(serverURL: url, transport: transport)
    }
}
