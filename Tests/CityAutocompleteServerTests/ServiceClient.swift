import CityAutocompleteServer
import Logging
import ShippedCities

/// Asks a `CityService` value what it answers, with no socket: the request the server would build from the same
/// bytes, and the router's answer, before libmicrohttpd adds its framing headers or drops a `HEAD`'s body.
struct ServiceClient {
    let service: CityService

    /// The service on the full shipped dataset, loaded once and shared by the route suites.
    static let shipped = ServiceClient(service: loadedService(dataPath: ShippedCities.path!))

    /// A logger that drops everything.
    static let quietLogger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The service on the cities file at `dataPath`.
    static func loadedService(dataPath: String) -> CityService {
        do {
            return try CityService(dataPath: dataPath, logger: quietLogger)
        } catch {
            fatalError("the test service does not load: \(error)")
        }
    }

    /// The answer to one request; of its headers only `If-None-Match` and `Access-Control-Request-Headers` reach
    /// the routes, and a body over 64 KiB is marked too large, as the server does.
    func send(_ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) -> Answer {
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
        let isTooLarge = body.count > Request.maximumBodySize
        let request = Request(
            method: method,
            target: target,
            ifNoneMatch: header("If-None-Match"),
            accessControlRequestHeaders: header("Access-Control-Request-Headers"),
            body: isTooLarge ? [] : body,
            refusal: isTooLarge ? .bodyTooLarge : nil
        )
        return Answer(service.respond(to: request))
    }

    /// The answer to `GET target`.
    func get(_ target: String, headers: [String: String] = [:]) -> Answer {
        send("GET", target, headers: headers)
    }
}
