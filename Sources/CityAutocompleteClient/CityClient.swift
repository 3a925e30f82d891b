import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

/// A client of the city-autocomplete service: one method for each of its data routes and probes, and
/// ``suggestions(for:options:debounce:clock:)`` for a search field.
///
/// Every request goes through ``Client``, the client generated from the service's OpenAPI document, which also offers
/// the routes this type leaves out (`/metrics`, `/openapi.json`, the demo page) and every response header.
public struct CityClient: Sendable {
    /// The generated client that sends the requests.
    private let client: Client

    /// A client of the service at `serverURL` (such as `http://localhost:8080`), sending its requests through
    /// `transport`: by default `URLSession.shared`, or any other `ClientTransport`, such as the AsyncHTTPClient one.
    public init(serverURL: URL, transport: any ClientTransport = URLSessionTransport()) {
        client = Client(serverURL: serverURL, transport: transport)
    }

    /// The cities whose names start with `prefix`, one page of them in the order the options ask for:
    /// `GET /cities/{prefix}/autocomplete`.
    ///
    /// The service folds case, accents and punctuation away (`"sao p"` finds São Paulo); an empty prefix matches every
    /// city. No match is an empty array, not an error.
    public func autocomplete(
        _ prefix: String,
        options: AutocompleteOptions = AutocompleteOptions()
    ) async throws(CityClientError) -> [City] {
        let output = try await send { try await client.autocomplete(path: .init(prefix: prefix), query: options.query) }
        switch output {
        case .ok(let answer):
            switch answer.body {
            case .json(let page): return page.result
            }
        case .badRequest(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .methodNotAllowed(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .serviceUnavailable(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .notModified:
            throw .notModified
        case .undocumented(let status, let payload):
            throw await .undocumented(status: status, payload)
        }
    }

    /// The cities nearest to `point`, nearest first, each with its `distance` in metres: `GET /cities/nearest`.
    ///
    /// - Parameters:
    ///   - point: Where to measure from.
    ///   - limit: How many cities at most, from 1 to 100; `nil` for 10.
    ///   - offset: How many of the nearest cities to skip first; `nil` for 0.
    ///   - country: Only the cities of this country, a two-letter code in any case; `nil` for every country.
    public func nearest(
        to point: Coordinates,
        limit: Int? = nil,
        offset: Int? = nil,
        country: String? = nil
    ) async throws(CityClientError) -> [City] {
        let query = Operations.Nearest.Input.Query(
            lat: point.lat,
            lon: point.lon,
            limit: limit,
            offset: offset.map(Int64.init),
            country: country
        )
        let output = try await send { try await client.nearest(query: query) }
        switch output {
        case .ok(let answer):
            switch answer.body {
            case .json(let page): return page.result
            }
        case .badRequest(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .methodNotAllowed(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .serviceUnavailable(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .notModified:
            throw .notModified
        case .undocumented(let status, let payload):
            throw await .undocumented(status: status, payload)
        }
    }

    /// The city with the id `id` (the `id` of an earlier answer): `GET /cities/{id}`.
    ///
    /// An id no city has is a ``CityClientError/service(status:message:)`` with status `404`.
    public func city(id: Int64) async throws(CityClientError) -> City {
        let output = try await send { try await client.getCity(path: .init(id: String(id))) }
        switch output {
        case .ok(let answer):
            switch answer.body {
            case .json(let found): return found.result
            }
        case .notFound(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .methodNotAllowed(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .serviceUnavailable(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .notModified:
            throw .notModified
        case .undocumented(let status, let payload):
            throw await .undocumented(status: status, payload)
        }
    }

    /// The cities with the ids `ids`, at most 100, in the same order, `nil` for an id no city has: `POST /cities`.
    public func cities(ids: [Int64]) async throws(CityClientError) -> [City?] {
        let output = try await send { try await client.lookupCities(body: .json(.init(ids: ids))) }
        switch output {
        case .ok(let answer):
            switch answer.body {
            case .json(let found): return found.result.map(\.result)
            }
        case .badRequest(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .methodNotAllowed(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .lengthRequired(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .contentTooLarge(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .serviceUnavailable(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .undocumented(let status, let payload):
            throw await .undocumented(status: status, payload)
        }
    }

    /// Returns when the service's process runs (`GET /healthz` answers `200`), and throws otherwise.
    public func health() async throws(CityClientError) {
        let output = try await send { try await client.health() }
        switch output {
        case .ok:
            return
        case .methodNotAllowed(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .notModified:
            throw .notModified
        case .undocumented(let status, let payload):
            throw await .undocumented(status: status, payload)
        }
    }

    /// How many cities the service serves, once its index is built (`GET /readyz`); before that, a
    /// ``CityClientError/service(status:message:)`` with status `503`.
    public func readiness() async throws(CityClientError) -> Int {
        let output = try await send { try await client.readiness() }
        switch output {
        case .ok(let answer):
            switch answer.body {
            case .json(let ready): return ready.result.cities
            }
        case .serviceUnavailable(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .methodNotAllowed(let answer):
            switch answer.body {
            case .json(let error): throw .refusal(error)
            }
        case .notModified:
            throw .notModified
        case .undocumented(let status, let payload):
            throw await .undocumented(status: status, payload)
        }
    }

    /// What `operation`, a call of the generated client, returns, with what it throws as a ``CityClientError``.
    private func send<Output>(
        _ operation: () async throws -> Output
    ) async throws(CityClientError) -> Output {
        do {
            return try await operation()
        } catch {
            throw CityClientError(error)
        }
    }
}
