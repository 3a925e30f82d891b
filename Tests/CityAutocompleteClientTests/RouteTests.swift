import CityAutocompleteClient
import Foundation
import OpenAPIRuntime
import OpenAPIURLSession
import Testing

/// Every route of the OpenAPI document through the client, against the real service: the data routes and probes
/// through `CityClient`, each autocomplete option on its own, and the other routes through the generated `Client`.
@Suite("The client on every route")
struct RouteTests {
    let client = ServiceUnderTest.client()

    @Test("autocomplete: one page in the fixed order, the prefix folded and percent-encoded")
    func autocomplete() async throws {
        let zurich = try await client.autocomplete("zurich", options: .init(limit: 2))
        #expect(zurich.map(\.id) == [2_657_896, 7_287_650])
        let city = try #require(zurich.first)
        #expect(city.name == "Zürich")
        #expect(city.country == "CH")
        #expect(city.state == nil)
        #expect(city.region == "Zürich")
        #expect(city.population == 415_367)
        #expect(city.coord == Coordinates(lon: 8.55, lat: 47.366669))
        #expect(city.label == "Zürich, Zürich, CH")
        #expect(city.match == nil)
        #expect(city.distance == nil)
        #expect(
            try await client.autocomplete("sao p", options: .init(limit: 3)).map(\.id) == [
                2_734_389, 8_014_299, 8_014_290,
            ]
        )
        #expect(try await client.autocomplete("xyzzy").isEmpty)
        #expect(try await client.autocomplete("").count == 10)
        #expect(try await client.autocomplete("ＴＯＫＹＯ", options: .init(limit: 1)).first?.name == "Tokyo")
        #expect(try await client.autocomplete("łódź", options: .init(limit: 1)).first?.name == "Łódź")
        let slash = try await client.autocomplete("saint/d", options: .init(limit: 5))
        #expect(slash == (try await client.autocomplete("saint-d", options: .init(limit: 5))))
        #expect(slash.first?.name.hasPrefix("Saint-D") == true)
    }

    @Test("autocomplete options: offset and country")
    func offsetAndCountry() async throws {
        let page = try await client.autocomplete("paris", options: .init(limit: 2, offset: 2, country: "us"))
        #expect(page.map(\.id) == [4_303_602, 4_402_452])
        #expect(page.map(\.label) == ["Paris, KY, US", "Paris, MO, US"])
    }

    @Test("autocomplete options: typos and highlight")
    func typosAndHighlight() async throws {
        #expect(try await client.autocomplete("amsterdma", options: .init(limit: 2)).isEmpty)
        let typo = try await client.autocomplete("amsterdma", options: .init(limit: 1, typos: true, highlight: true))
        #expect(typo.map(\.id) == [2_759_794])
        #expect(typo.first?.match == [0, 9])
        let zurich = try await client.autocomplete("zurich", options: .init(limit: 1, highlight: true))
        #expect(zurich.first?.match == [0, 6])
    }

    @Test("autocomplete options: match word, near and sort")
    func matchNearAndSort() async throws {
        let words = try await client.autocomplete(
            "york",
            options: .init(limit: 2, offset: 21, country: "us", highlight: true, match: .word)
        )
        #expect(words.map(\.label) == ["East New York, NY, US", "East York, PA, US"])
        #expect(words.map(\.match) == [[9, 13], [5, 9]])
        let near = try await client.autocomplete(
            "paris",
            options: .init(limit: 2, near: .init(lon: -95.55, lat: 33.66))
        )
        #expect(near.map(\.id) == [4_717_560, 4_125_402])
        #expect(near.map(\.distance) == [521, 246_500])
        let relevance = try await client.autocomplete("lon", options: .init(limit: 2, sort: .relevance))
        #expect(relevance.map(\.label) == ["London, England, GB", "Longyan, Fujian Sheng, CN"])
        let defaults = AutocompleteOptions(typos: false, highlight: false, match: .prefix, sort: .name, names: .own)
        #expect(try await client.autocomplete("lon", options: defaults) == (try await client.autocomplete("lon")))
    }

    @Test("autocomplete options: names, alternate names with the one matched, and qualified prefixes")
    func names() async throws {
        let koln: Int64 = 2_886_242
        #expect(try await !client.autocomplete("cologne", options: .init(limit: 100)).contains { $0.id == koln })
        let cologne = try await client.autocomplete("cologne", options: .init(highlight: true, names: .all))
        let city = try #require(cologne.first { $0.id == koln })
        #expect(city.name == "Köln")
        #expect(city.matched == "Cologne")
        #expect(city.match == [0, 7])
        #expect(city.label == "Köln, Nordrhein-Westfalen, DE")
        let ownName = try await client.autocomplete("koln", options: .init(names: .all)).first { $0.id == koln }
        #expect(try #require(ownName).matched == nil)
        let qualified = try await client.autocomplete(
            "london, g",
            options: .init(limit: 1, highlight: true, sort: .relevance, names: .all)
        )
        #expect(qualified.map(\.label) == ["London, England, GB"])
        #expect(qualified.first?.matched == nil)
        #expect(qualified.first?.match == [0, 6])
        let typedOn = try await client.autocomplete("Sydney, Nova Scotia, CA", options: .init(names: .all))
        #expect(typedOn.first?.id == 6_354_908)
    }

    @Test("nearest: the closest cities with their distances")
    func nearest() async throws {
        let cities = try await client.nearest(to: .init(lon: 4.8897, lat: 52.374), limit: 2)
        #expect(cities.map(\.id) == [2_759_794, 2_753_201])
        #expect(cities.map(\.distance) == [4, 620])
        let dutch = try await client.nearest(to: .init(lon: 4.8897, lat: 52.374), limit: 1, offset: 1, country: "nl")
        #expect(dutch.map(\.id) == [2_753_201])
    }

    @Test("city(id:) and cities(ids:): one city, and many in request order with nil for an unknown id")
    func lookups() async throws {
        let saoPaulo = try await client.city(id: 3_448_439)
        #expect(saoPaulo.label == "São Paulo, São Paulo, BR")
        #expect(saoPaulo.population == 12_400_232)
        let cities = try await client.cities(ids: [3_448_439, 1, 2_657_896])
        #expect(cities.map { $0?.id } == [3_448_439, nil, 2_657_896])
        #expect(cities[0] == saoPaulo)
        #expect(try await client.cities(ids: []).isEmpty)
    }

    @Test("health() and readiness(): the probes")
    func probes() async throws {
        try await client.health()
        #expect(try await client.readiness() == 209_579)
    }

    @Test("Answers whose headers a proxy changed are read all the same: the client reads no response header")
    func changedHeaders() async throws {
        let behindProxy = ServiceUnderTest.client(transport: HeaderChangingTransport())
        #expect(
            try await behindProxy.autocomplete("zurich", options: .init(limit: 2)).map(\.id) == [2_657_896, 7_287_650]
        )
        #expect(try await behindProxy.city(id: 3_448_439).name == "São Paulo")
        #expect(try await behindProxy.readiness() == 209_579)
    }

    @Test("The generated Client: /metrics, /openapi.json and the demo page")
    func otherRoutes() async throws {
        let generated = Client(serverURL: ServiceUnderTest.url, transport: URLSessionTransport())
        let metrics = try await String(collecting: generated.metrics().ok.body.textPlainVersion_0_0_4, upTo: 1 << 20)
        #expect(metrics.split(separator: "\n").contains("cities_loaded 209579.0"))
        let document = try await generated.openAPI().ok.body.json
        #expect(document.openapi == "3.1.0")
        let page = try await String(collecting: generated.demoPage().ok.body.html, upTo: 1 << 20)
        #expect(page.contains("/cities/"))
    }
}
