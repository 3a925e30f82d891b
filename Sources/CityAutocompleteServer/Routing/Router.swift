/// Turns a `Request` into a `Response`: matches the route, checks the method, answers, and adds the headers
/// every answer carries (CORS, caching, content type). Needs no socket: tests call it directly.
struct Router: Sendable {
    private let store: ServedCitiesStore
    private let metrics: ServiceMetrics

    /// How long browsers and proxies may reuse a data answer, in seconds.
    static let cacheLifetime = 300
    /// `Cache-Control` of answers that may be cached: data, the demo page, the OpenAPI document.
    static let cacheableControl = "public, max-age=\(cacheLifetime)"
    /// `Cache-Control` of answers that may not: probes, metrics, and a `503` while loading.
    static let uncacheableControl = "no-store, max-age=0"
    /// How long browsers may reuse a CORS preflight answer, in seconds.
    static let preflightLifetime = 86_400

    /// A router answering from the data `store` serves, counting each answer in `metrics`.
    init(store: ServedCitiesStore, metrics: ServiceMetrics) {
        self.store = store
        self.metrics = metrics
    }

    /// The answer to `request`, from the data being served when it arrives; counted in the metrics.
    func respond(to request: Request) -> Response {
        let clock = ContinuousClock()
        let start = clock.now
        let route = Route(path: request.path)
        let response = respond(to: request, route: route)
        metrics.recordRequest(
            route: route?.name ?? .unmatched,
            status: response.status,
            duration: clock.now - start
        )
        return response
    }

    private func respond(to request: Request, route: Route?) -> Response {
        let served = store.served
        if let refusal = request.refusal {
            return finish(.error(refusal), route: route, request: request, served: served)
        }
        guard let route else {
            return finish(
                .error(
                    .notFound(
                        "There is no route \(APIError.shown(String(decoding: request.path, as: UTF8.self))). Try GET /cities/{prefix}/autocomplete, GET /cities/nearest?lat=&lon=, GET /cities/{id} or POST /cities."
                    )
                ),
                route: nil,
                request: request,
                served: served
            )
        }
        var response: Response
        if request.method == "OPTIONS" {
            response = preflight(route: route, request: request)
        } else if !route.allowedMethods.contains(request.method) {
            response = .error(
                APIError(
                    status: 405,
                    message:
                        "\(route.allowedMethods.filter { $0 != "OPTIONS" }.joined(separator: " or ")) only on this route, not \(APIError.shownName(request.method)).",
                    headers: [.init(name: "Allow", value: route.allowedMethods.joined(separator: ", "))]
                )
            )
        } else {
            do {
                response = try answer(route: route, request: request, served: served)
            } catch {
                response = .error(error)
            }
        }
        return finish(response, route: route, request: request, served: served)
    }

    private func answer(route: Route, request: Request, served: ServedCities?) throws(APIError) -> Response {
        switch route {
        case .health:
            return Probes.health()
        case .readiness:
            return Probes.readiness(served: served)
        case .demoPage:
            return DemoPage.response
        case .metrics:
            var response = Response(status: 200, body: metrics.exposition())
            response.addHeader("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
            return response
        case .openAPI:
            return OpenAPIDocument.response
        case .autocomplete(let encodedPrefix):
            return try Autocomplete.answer(
                encodedPrefix: encodedPrefix,
                query: request.query,
                served: try loaded(served)
            )
        case .nearest:
            return try NearestCities.answer(query: request.query, served: try loaded(served))
        case .city(let digits):
            return try CityLookup.answer(digits: digits, served: try loaded(served))
        case .bulkLookup:
            return try BulkLookup.answer(body: request.body, served: try loaded(served))
        }
    }

    private func loaded(_ served: ServedCities?) throws(APIError) -> ServedCities {
        guard let served else { throw .stillLoading }
        return served
    }

    private func preflight(route: Route, request: Request) -> Response {
        var response = Response(status: 204)
        response.addHeader("Access-Control-Allow-Methods", route.allowedMethods.joined(separator: ", "))
        response.addHeader(
            "Access-Control-Allow-Headers",
            request.accessControlRequestHeaders.flatMap { $0.trimming(" \t").isEmpty ? nil : $0 }
                ?? "Content-Type, If-None-Match"
        )
        response.addHeader("Access-Control-Max-Age", String(Self.preflightLifetime))
        return response
    }

    /// Adds the headers every answer carries, turns a `200` whose tag the client holds into a `304`, and marks a
    /// `200` of a cacheable route as one the server may send again unchanged (`Response.reuse`).
    private func finish(_ response: Response, route: Route?, request: Request, served: ServedCities?) -> Response {
        var response = response
        if !response.headers.contains(where: { $0.name == "Content-Type" }) {
            response.addHeader("Content-Type", "application/json; charset=utf-8")
        }
        response.addHeader("Access-Control-Allow-Origin", "*")
        response.addHeader("Access-Control-Expose-Headers", "ETag")
        response.addHeader("X-Content-Type-Options", "nosniff")
        let cacheable = (route?.isCacheable ?? true) && response.status != 503
        response.addHeader("Cache-Control", cacheable ? Self.cacheableControl : Self.uncacheableControl)
        if let served {
            response.addHeader("ETag", served.entityTag)
            let isCacheableRead =
                response.status == 200 && route?.isCacheable == true
                && (request.method == "GET" || request.method == "HEAD")
            if isCacheableRead, let tags = request.ifNoneMatch, EntityTags.list(tags, matches: served.entityTag) {
                response.status = 304
                response.body = []
            } else if isCacheableRead, let route, request.body.isEmpty, request.refusal == nil {
                response.reuse = Response.Reuse(generation: served.generation, route: route.name)
            }
        }
        return response
    }

}
