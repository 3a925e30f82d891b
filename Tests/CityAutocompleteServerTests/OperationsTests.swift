import Foundation
import Testing

/// What operators and API tools read: metrics and the OpenAPI document.
@Suite("Metrics and the OpenAPI document")
struct OperationsTests {
    let client = ServiceClient.shipped

    @Test("/metrics counts requests by route and status, and describes the data, in Prometheus text format")
    func metrics() throws {
        _ = client.get("/cities/ams/autocomplete")
        _ = client.get("/cities/ams/autocomplete?limit=0")
        let answer = client.get("/metrics")
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
        #expect(answer.header("Cache-Control") == "no-store, max-age=0")
        let lines = answer.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("cities_loaded 209579.0"))
        #expect(lines.contains("# TYPE http_requests_total counter"))
        #expect(lines.contains("# TYPE http_request_duration_seconds histogram"))
        #expect(lines.contains("# TYPE index_build_seconds gauge"))
        #expect(lines.contains { $0.hasPrefix(#"http_requests_total{route="autocomplete",status="200"} "#) })
        #expect(lines.contains { $0.hasPrefix(#"http_requests_total{route="autocomplete",status="400"} "#) })
        #expect(
            lines.contains { $0.hasPrefix(#"http_request_duration_seconds_bucket{route="autocomplete",le="+Inf"} "#) }
        )
    }

    @Test("/openapi.json is the OpenAPI 3.1 document in docs/, describing every route")
    func openAPI() throws {
        let answer = client.get("/openapi.json")
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../docs/openapi.json"
        )
        #expect(try Data(contentsOf: docs) == Data(answer.body))
        let document = try json(answer)
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = Set((document["paths"] as? NSDictionary)?.allKeys.compactMap { $0 as? String } ?? [])
        #expect(
            paths == [
                "/cities/{prefix}/autocomplete", "/cities/nearest", "/cities/{id}", "/cities", "/healthz", "/readyz",
                "/metrics", "/openapi.json", "/",
            ]
        )
    }
}
