import CityAutocompleteServer
import Testing

/// `Route(path:)`: the route a raw path names, matched on its still percent-encoded bytes, exactly and with case.
@Suite("The route parser")
struct RouteTests {
    /// The route of `path`.
    static func route(_ path: String) -> Route? {
        Route(path: Array(path.utf8)[...])
    }

    /// The bytes of `text`, as a route's payload.
    static func bytes(_ text: String) -> ArraySlice<UInt8> {
        Array(text.utf8)[...]
    }

    static let routes: [(path: String, route: Route)] = [
        ("", .demoPage), ("/", .demoPage), ("/healthz", .health), ("/readyz", .readiness), ("/metrics", .metrics),
        ("/openapi.json", .openAPI), ("/cities", .bulkLookup), ("/cities/nearest", .nearest),
        ("/cities/2759794", .city(digits: bytes("2759794"))), ("/cities/0", .city(digits: bytes("0"))),
        ("/cities/99999999999999999999999", .city(digits: bytes("99999999999999999999999"))),
        ("/cities/ams/autocomplete", .autocomplete(encodedPrefix: bytes("ams"))),
        ("/cities//autocomplete", .autocomplete(encodedPrefix: bytes(""))),
        ("/cities/sao%20p/autocomplete", .autocomplete(encodedPrefix: bytes("sao%20p"))),
        ("/cities/saint%2Fd/autocomplete", .autocomplete(encodedPrefix: bytes("saint%2Fd"))),
        ("/cities/S%C3%A3o+P/autocomplete", .autocomplete(encodedPrefix: bytes("S%C3%A3o+P"))),
        ("/cities/nearest/autocomplete", .autocomplete(encodedPrefix: bytes("nearest"))),
        ("/cities/123/autocomplete", .autocomplete(encodedPrefix: bytes("123"))),
    ]

    @Test("Each route's path, with the prefix still encoded and the id's digits", arguments: routes)
    func known(path: String, route: Route) {
        #expect(Self.route(path) == route)
    }

    @Test(
        "Any other path is no route: other names, other case, a slash too many or too few, ids that are not digits",
        arguments: [
            "healthz", "//", "/healthz/", "/healthz/x", "/HEALTHZ", "/Healthz", "/metricsx", "/openapi",
            "/openapi.jsonx",
            "/Cities", "/cities/", "/cities/ams", "/cities/-1", "/cities/+1", "/cities/12a", "/cities/nearest/",
            "/cities/%31", "/cities/ams/autocomplete/", "/cities/ams/Autocomplete", "/cities/ams/other",
            "/cities/a/b/autocomplete", "/x/ams/autocomplete", "/cities/ams/autocomplete/x", "/nowhere",
        ]
    )
    func unknown(path: String) {
        #expect(Self.route(path) == nil)
    }

    @Test("A path that is a slice of a longer target is read from its own start")
    func slice() {
        let target = Array("xx/cities/ams/autocomplete?limit=1".utf8)
        #expect(Route(path: target[2..<26]) == .autocomplete(encodedPrefix: Self.bytes("ams")))
        #expect(Route(path: target[2..<9]) == .bulkLookup)
        #expect(Route(path: target[2..<2]) == .demoPage)
    }

    @Test("Only POST /cities takes POST; every other route takes GET and HEAD; all take OPTIONS")
    func allowedMethods() {
        #expect(Route.bulkLookup.allowedMethods == ["POST", "OPTIONS"])
        for path in [
            "/", "/healthz", "/readyz", "/metrics", "/openapi.json", "/cities/nearest", "/cities/1",
            "/cities/a/autocomplete",
        ] {
            #expect(Self.route(path)?.allowedMethods == ["GET", "HEAD", "OPTIONS"], "\(path)")
        }
    }

    @Test("Probes and metrics may not be cached; every other answer may")
    func cacheable() {
        for route in [Route.health, .readiness, .metrics] {
            #expect(!route.isCacheable, "\(route)")
        }
        for path in ["/", "/openapi.json", "/cities", "/cities/nearest", "/cities/1", "/cities/a/autocomplete"] {
            #expect(Self.route(path)?.isCacheable == true, "\(path)")
        }
    }

    @Test("Each route has its own name in metrics")
    func names() {
        let named: [(String, RouteName)] = [
            ("/", .demoPage), ("/healthz", .health), ("/readyz", .readiness), ("/cities/a/autocomplete", .autocomplete),
            ("/cities/nearest", .nearest), ("/cities/1", .city), ("/cities", .bulkLookup), ("/metrics", .metrics),
            ("/openapi.json", .openAPI),
        ]
        for (path, name) in named {
            #expect(Self.route(path)?.name == name, "\(path)")
        }
        #expect(Set(named.map(\.1)) == Set(RouteName.allCases).subtracting([.unmatched]))
    }
}
