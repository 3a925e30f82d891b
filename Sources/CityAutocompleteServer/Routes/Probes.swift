import CityIndex

/// `GET /healthz` and `GET /readyz`, for load balancers and container platforms.
enum Probes {
    /// The process runs and answers: always `200`.
    static func health() -> Response {
        Response(status: 200, body: Array(#"{"status":200,"result":"ok"}"#.utf8))
    }

    /// `200` with the number of cities once the index is built; `503` before.
    static func readiness(served: ServedCities?) -> Response {
        guard let served else {
            return .error(.stillLoading)
        }
        return Response(
            status: 200,
            body: Array(#"{"status":200,"result":{"cities":\#(served.index.count)}}"#.utf8)
        )
    }
}
