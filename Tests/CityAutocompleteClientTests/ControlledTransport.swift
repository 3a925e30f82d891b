import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

/// A transport over URLSession to the real service that tells the test when each request starts, is cancelled and is
/// answered, and can hold a request until the test releases it.
final class ControlledTransport: ClientTransport {
    /// What happened to a request, named by its path and query (`/cities/par/autocomplete?limit=3`).
    enum Event: Equatable, Sendable {
        case started(String)
        case cancelled(String)
        case answered(String)
    }

    /// The requests that wait, by path and query.
    private actor Holds {
        private var holds:
            [String: (gate: AsyncStream<Never>, release: AsyncStream<Never>.Continuation, ignoresCancellation: Bool)] =
                [:]

        func hold(_ path: String, ignoringCancellation: Bool) {
            let (gate, release) = AsyncStream.makeStream(of: Never.self)
            holds[path] = (gate, release, ignoringCancellation)
        }

        func release(_ path: String) {
            holds[path]?.release.finish()
        }

        func gate(_ path: String) -> (gate: AsyncStream<Never>, ignoresCancellation: Bool)? {
            holds[path].map { ($0.gate, $0.ignoresCancellation) }
        }
    }

    /// Every request's events, in the order they happen.
    let events: AsyncStream<Event>
    private let record: AsyncStream<Event>.Continuation
    private let holds = Holds()
    private let base = URLSessionTransport()

    init() {
        (events, record) = AsyncStream.makeStream(of: Event.self)
    }

    /// Makes the request to `path` wait until `release(_:)`. A held request that is cancelled while it waits fails
    /// at once, unless `ignoringCancellation`: then it waits on, and is sent and answered as if it were not cancelled,
    /// as a transport may.
    func hold(_ path: String, ignoringCancellation: Bool = false) async {
        await holds.hold(path, ignoringCancellation: ignoringCancellation)
    }

    /// Lets the request to `path` go on.
    func release(_ path: String) async {
        await holds.release(path)
    }

    /// Ends `events`, so that a test can read all that are left.
    func finish() {
        record.finish()
    }

    func send(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let path = request.path ?? ""
        record.yield(.started(path))
        let answer: (HTTPResponse, HTTPBody?)
        switch await holds.gate(path) {
        case nil:
            answer = try await base.send(request, body: body, baseURL: baseURL, operationID: operationID)
        case let (gate, ignoresCancellation)? where ignoresCancellation:
            answer = try await Task {
                for await _ in gate {}
                return try await base.send(request, body: body, baseURL: baseURL, operationID: operationID)
            }.value
        case let (gate, _)?:
            for await _ in gate {}
            if Task.isCancelled {
                record.yield(.cancelled(path))
                throw CancellationError()
            }
            answer = try await base.send(request, body: body, baseURL: baseURL, operationID: operationID)
        }
        record.yield(.answered(path))
        return answer
    }
}
