import CityAutocompleteClient
import Foundation
import Testing

/// What the client throws: the service's status and sentence, transport failures and cancellation.
@Suite("The client's errors", .timeLimit(.minutes(1)))
struct ErrorTests {
    let client = ServiceUnderTest.client()

    /// The status and message of the service error `request` throws; nil, with an issue recorded, for anything else.
    func refusal<T>(_ request: () async throws(CityClientError) -> T) async -> (status: Int, message: String)? {
        do {
            let value = try await request()
            Issue.record("expected an error, got \(value)")
        } catch .service(let status, let message) {
            return (status, message)
        } catch {
            Issue.record("expected the service's error, got \(error)")
        }
        return nil
    }

    @Test("A refused option is a 400 with the service's sentence")
    func badOptions() async {
        let limit = await refusal { () async throws(CityClientError) in
            try await client.autocomplete("paris", options: .init(limit: 500))
        }
        #expect(limit?.status == 400)
        #expect(limit?.message == #"limit must be a whole number from 1 to 100, not "500"."#)
        let offset = await refusal { () async throws(CityClientError) in
            try await client.autocomplete("paris", options: .init(offset: -1))
        }
        #expect(offset?.message == #"offset must be a whole number 0 or more, not "-1"."#)
        let country = await refusal { () async throws(CityClientError) in
            try await client.autocomplete("paris", options: .init(country: "usa"))
        }
        #expect(country?.message == #"country must be a two-letter country code such as NL or us, not "usa"."#)
        let both = await refusal { () async throws(CityClientError) in
            try await client.autocomplete("lon", options: .init(near: .init(lon: -0.1, lat: 51.5), sort: .relevance))
        }
        #expect(both?.status == 400)
        #expect(both?.message.hasPrefix("Choose between sort=relevance and near") == true)
        let latitude = await refusal { () async throws(CityClientError) in
            try await client.autocomplete("lon", options: .init(near: .init(lon: 0, lat: 91)))
        }
        #expect(
            latitude?.message
                == #"The latitude in near must be a number of degrees from -90 to 90, such as 52.37, not "91.0"."#
        )
        let nearest = await refusal { () async throws(CityClientError) in
            try await client.nearest(to: .init(lon: 200, lat: 0))
        }
        #expect(nearest?.status == 400)
        #expect(nearest?.message.hasPrefix("lon must be a number of degrees from -180 to 180") == true)
        let ids = await refusal { () async throws(CityClientError) in try await client.cities(ids: Array(1...101)) }
        #expect(ids?.message == "The body has 101 ids; send at most 100 in one request.")
    }

    @Test("An unknown id, and a server URL whose path the service has no route for, are 404s with its sentence")
    func notFound() async {
        let unknown = await refusal { () async throws(CityClientError) in try await client.city(id: 1) }
        #expect(unknown?.status == 404)
        #expect(unknown?.message == #"No city has the id 1; ids come from the "id" of autocomplete results."#)
        let misplaced = CityClient(serverURL: ServiceUnderTest.url.appendingPathComponent("api"))
        let route = await refusal { () async throws(CityClientError) in try await misplaced.autocomplete("paris") }
        #expect(route?.status == 404)
        #expect(route?.message.hasPrefix(#"There is no route "/api/cities/paris/autocomplete""#) == true)
    }

    @Test("No service at the address is a transport error")
    func transport() async {
        let nowhere = CityClient(serverURL: URL(string: "http://127.0.0.1:1")!)
        do {
            try await nowhere.health()
            Issue.record("expected a transport error")
        } catch .transport {
        } catch {
            Issue.record("expected a transport error, got \(error)")
        }
    }

    @Test("A cancelled request throws cancelled")
    func cancelled() async throws {
        let transport = ControlledTransport()
        var events = transport.events.makeAsyncIterator()
        await transport.hold("/cities/par/autocomplete")
        let request = Task { () async -> CityClientError? in
            do throws(CityClientError) {
                _ = try await ServiceUnderTest.client(transport: transport).autocomplete("par")
                return nil
            } catch {
                return error
            }
        }
        #expect(await events.next() == .started("/cities/par/autocomplete"))
        request.cancel()
        #expect(await events.next() == .cancelled("/cities/par/autocomplete"))
        let error = await request.value
        guard case .cancelled? = error else {
            Issue.record("expected cancelled, got \(String(describing: error))")
            return
        }
    }
}
