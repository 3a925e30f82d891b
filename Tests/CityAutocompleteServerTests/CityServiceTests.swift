import CityAutocompleteServer
import CityIndex
import Foundation
import Synchronization
import Testing

/// The service value itself: built from a file or from bytes, before any data, and reloaded, with no socket.
@Suite("The service value")
struct CityServiceTests {
    static let oneCity = #"[{"country":"NL","name":"Amsterdam","_id":2759794,"coord":{"lon":4.88969,"lat":52.374031}}]"#

    static let targets = [
        "/cities/a/autocomplete", "/cities/am/autocomplete?highlight=1&typos=1", "/cities/2950159", "/readyz",
        "/cities/nearest?lat=52&lon=5", "/nowhere",
    ]

    @Test("Built from a file's bytes, it answers as it does from the file, ETag included")
    func fromBytes() throws {
        let fromBytes = try CityService(
            cityFileBytes: Array(ProcessTests.threeCities.utf8),
            logger: ServiceClient.quietLogger
        )
        let fromFile = ServiceClient.loadedService(dataPath: try TestServer.temporaryFile(ProcessTests.threeCities))
        for target in Self.targets {
            let expected = ServiceClient(service: fromFile).get(target)
            let answer = ServiceClient(service: fromBytes).get(target)
            #expect(answer.status == expected.status, "\(target)")
            #expect(answer.text == expected.text, "\(target)")
            #expect(
                answer.headers.map { "\($0.name): \($0.value)" } == expected.headers.map { "\($0.name): \($0.value)" }
            )
        }
        #expect(fromBytes.cityCount == 3)
    }

    @Test("With no data yet, the data routes and /readyz answer 503; /healthz answers 200; no answer has an ETag")
    func beforeData() throws {
        let client = ServiceClient(service: CityService(logger: ServiceClient.quietLogger))
        #expect(client.service.cityCount == nil)
        for target in Self.targets.filter({ $0 != "/nowhere" }) {
            let answer = client.get(target)
            #expect(answer.status == 503, "\(target)")
            #expect(answer.header("Retry-After") == "1")
            #expect(answer.header("Cache-Control") == "no-store, max-age=0")
            #expect(
                try json(answer) == ["status": 503, "error": "The city index is still loading; try again in a moment."]
            )
        }
        #expect(client.get("/healthz").text == #"{"status":200,"result":"ok"}"#)
        #expect(client.get("/nowhere").status == 404)
        #expect(Self.targets.allSatisfy { client.get($0).header("ETag") == nil })
    }

    @Test("A file with no cities is refused, naming the file", arguments: ["[]", " [ ]\n", "[\n]"])
    func noCities(contents: String) {
        #expect(
            throws: CityDataError(
                file: "empty.json",
                problem: "holds no cities; give a JSON array with at least one city"
            )
        ) {
            try CityService(cityFileBytes: Array(contents.utf8), file: "empty.json", logger: ServiceClient.quietLogger)
        }
    }

    @Test(
        "A prebuilt index of the same data is read instead of building it; one of other data is not, and the log says why"
    )
    func prebuiltIndex() throws {
        let path = try TestServer.temporaryFile(ProcessTests.threeCities)
        let indexPath = path + ".index"
        defer { try? FileManager.default.removeItem(atPath: indexPath) }
        let written = LogLines()
        try Application.writePrebuiltIndex(of: path, to: indexPath, logger: written.logger)
        #expect(written.all.count == 1)
        #expect(
            written.all.first?.hasPrefix(
                "info: wrote the prebuilt index of 3 cities from \(path) to \(indexPath) (0 MB) in "
            )
                == true
        )

        let log = LogLines()
        let service = try CityService(dataPath: path, prebuiltIndexPath: indexPath, logger: log.logger)
        let client = ServiceClient(service: service)
        let builtClient = ServiceClient(service: try CityService(dataPath: path, logger: ServiceClient.quietLogger))
        for target in Self.targets {
            let read = client.get(target)
            let built = builtClient.get(target)
            #expect(read.status == built.status, "\(target)")
            #expect(read.body == built.body, "\(target)")
            #expect(read.header("ETag") == built.header("ETag"), "\(target)")
        }
        #expect(log.all.isEmpty)

        #expect(service.reload(path: path, prebuiltIndexPath: indexPath))
        #expect(log.all.last?.hasPrefix("info: reloaded 3 cities from \(path) (index read in ") == true)
        #expect(log.all.last?.contains(" ms from the prebuilt \(indexPath): fingerprint ") == true)

        try Self.oneCity.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(service.reload(path: path, prebuiltIndexPath: indexPath))
        let unused = log.all.dropLast().last ?? ""
        #expect(unused.hasPrefix("warning: not using the prebuilt index: \(indexPath): was built from other data ("))
        #expect(unused.hasSuffix("); building the index from \(path)"))
        #expect(log.all.last?.hasPrefix("info: reloaded 1 city from \(path) (index built in ") == true)
        #expect(try names(client.get("/cities/a/autocomplete")) == ["Amsterdam"])

        try FileManager.default.removeItem(atPath: indexPath)
        let linesBefore = log.all.count
        #expect(service.reload(path: path, prebuiltIndexPath: indexPath))
        #expect(log.all.count == linesBefore + 1)
        #expect(log.all.last?.hasPrefix("info: reloaded 1 city from \(path) (index built in ") == true)
    }

    @Test("A reload swaps the data whole; one that fails keeps the data, and the log says why, in the singular for one")
    func reload() throws {
        let path = try TestServer.temporaryFile(Self.oneCity)
        let log = LogLines()
        let service = try CityService(dataPath: path, logger: log.logger)
        let client = ServiceClient(service: service)
        let one = client.get("/cities/a/autocomplete")
        #expect(try names(one) == ["Amsterdam"])
        #expect(log.all.isEmpty)

        try "[]".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!service.reload(path: path))
        #expect(
            log.all == [
                "error: reload failed, still serving the 1 city loaded before: \(path): holds no cities; give a JSON array with at least one city"
            ]
        )
        let kept = client.get("/cities/a/autocomplete")
        #expect(kept.body == one.body)
        #expect(kept.header("ETag") == one.header("ETag"))

        try ProcessTests.threeCities.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(service.reload(path: path))
        #expect(log.all.count == 2)
        #expect(log.all.last?.hasPrefix("info: reloaded 3 cities from \(path) (index built in ") == true)
        let three = client.get("/cities/a/autocomplete")
        #expect(try names(three) == ["Ambon", "Amsterdam"])
        #expect(three.header("ETag") != one.header("ETag"))

        try Self.oneCity.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(service.reload(path: path))
        #expect(log.all.last?.hasPrefix("info: reloaded 1 city from \(path) (index built in ") == true)
        #expect(client.get("/cities/a/autocomplete").header("ETag") == one.header("ETag"))

        try FileManager.default.removeItem(atPath: path)
        #expect(!service.reload(path: path))
        #expect(
            log.all.last
                == "error: reload failed, still serving the 1 city loaded before: \(path): cannot be opened: No such file or directory"
        )
        let metrics = client.get("/metrics").text.split(separator: "\n")
        #expect(metrics.contains("reloads_total 2"))
        #expect(metrics.contains("reload_failures_total 2"))
        #expect(metrics.contains("cities_loaded 1.0"))
    }

    @Test("What must happen before a swap runs before any request sees the new data, and at once for the data served")
    func beforeEachSwap() throws {
        let path = try TestServer.temporaryFile(ProcessTests.threeCities)
        let service = ServiceClient.loadedService(dataPath: path)
        let generation = { service.respond(to: Request(method: "GET", target: "/cities/1651531")).reuse?.generation }
        let first = try #require(generation())
        let seen = Mutex<[(generation: UInt64, cities: Int?)]>([])
        service.beforeEachSwap { generation in
            let cities = service.cityCount
            seen.withLock { $0.append((generation, cities)) }
        }
        #expect(seen.withLock { $0.map(\.generation) } == [first])

        try Self.oneCity.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(service.reload(path: path))
        let second = try #require(
            service.respond(to: Request(method: "GET", target: "/cities/2759794")).reuse?.generation
        )
        #expect(second > first)
        #expect(seen.withLock { $0.map(\.generation) } == [first, second])
        // Called while the old data is still served.
        #expect(seen.withLock { $0.map(\.cities) } == [3, 3])
        #expect(service.cityCount == 1)

        try "not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!service.reload(path: path))
        #expect(seen.withLock { $0.count } == 2)
    }
}
