import Benchmark
import ByteUtilities
import CityAutocompleteServer
import CityIndex
import Foundation
import Logging
import ShippedCities

/// The data file: `CITIES_DATA` when set (such as a file from `scripts/gen-cities`), else the shipped one.
let dataPath = ProcessInfo.processInfo.environment["CITIES_DATA"] ?? ShippedCities.path!
let dataBytes = try! CityFile.read(path: dataPath)
/// The shipped data, parsed once for the query benchmarks.
let shippedCities = try! CityFile.parse(dataBytes, file: dataPath)
/// The data, indexed once for the query benchmarks: built from the data file, or read from the prebuilt index of
/// it at `PREBUILT_INDEX` when that is set, as a service started on that index searches it.
let shippedIndex: CityIndex = {
    guard let prebuiltPath = ProcessInfo.processInfo.environment["PREBUILT_INDEX"] else {
        return try! CityIndex(parsing: dataBytes, file: dataPath)
    }
    let (fingerprint, byteCount) = try! DataFingerprint.ofFile(at: dataPath)
    let source = PrebuiltIndexSource(byteCount: UInt64(byteCount), fingerprint: fingerprint.value)
    return try! CityIndex(prebuiltAt: prebuiltPath, source: source)
}()

/// Up to 1,000 prefixes of `length` characters typed from real names, spread over the whole dataset.
func typedPrefixes(length: Int) -> [String] {
    let stride = shippedCities.count / 1000
    return (0..<1000).map { String(shippedCities[$0 * stride].name.prefix(length)) }
}

/// One autocomplete inside the index: fold the prefix, find its matches, copy the page's JSON into a body, in the
/// thread's kept buffer as the service writes it (`send(_:)` gives it back).
func answer(_ prefix: String, limit: Int, country: CountryCode? = nil) -> [UInt8] {
    let matches = shippedIndex.matches(prefix: prefix, country: country)
    let page = matches.page(offset: 0, limit: limit)
    var body = JSONWriter(bodyCapacity: 32 + page.count * 160)
    if let ranks = matches.consecutiveRanks(page) {
        shippedIndex.appendJSONList(ofCitiesAt: ranks, to: &body)
    } else {
        shippedIndex.appendJSONList(ofCitiesAt: page.map { matches[$0] }[...], to: &body)
    }
    return body.bytes
}

/// What the server does with a body once it is written: copies it into its response (here, keeps the optimizer from
/// dropping it), and gives its buffer back to the thread for the next body to be written in (`ThreadBodyBuffer`).
func send(_ body: [UInt8]) {
    blackHole(body)
    ThreadBodyBuffer.giveBack(body)
}

/// The service without a socket, answering `Request` values, for the whole-answer benchmarks.
let service = try! CityService(dataPath: dataPath, logger: Logger(label: "benchmark"))

/// How every per-query benchmark measures: a thousand queries per iteration, for up to two seconds. Computed,
/// because a global constant must be `Sendable` and `Benchmark.Configuration` is not.
var queryConfiguration: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        scalingFactor: .kilo,
        maxDuration: .seconds(2)
    )
}

let benchmarks: @Sendable () -> Void = {
    let loadConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 10
    )

    Benchmark("Load: read the file", configuration: loadConfiguration) { benchmark in
        blackHole(try CityFile.read(path: dataPath))
    }

    Benchmark("Load: parse into City values", configuration: loadConfiguration) { benchmark in
        blackHole(try CityFile.parse(dataBytes, file: dataPath))
    }

    Benchmark(
        "Load: build the index (parse, render, fold, sort, tables)",
        configuration: .init(
            metrics: loadConfiguration.metrics + [
                .custom("parse, render, fold (ms)", useScalingFactor: false),
                .custom("sort (ms)", useScalingFactor: false),
                .custom("tables (ms)", useScalingFactor: false),
            ],
            maxDuration: .seconds(10),
            maxIterations: 10
        )
    ) { benchmark in
        let index = try CityIndex(parsing: dataBytes, file: dataPath)
        guard let times = index.buildTimes else { fatalError("an index built from its data has no build times") }
        benchmark.measurement(.custom("parse, render, fold (ms)"), Int(times.parsing / .milliseconds(1)))
        benchmark.measurement(.custom("sort (ms)"), Int(times.sorting / .milliseconds(1)))
        benchmark.measurement(.custom("tables (ms)"), Int(times.tables / .milliseconds(1)))
        blackHole(index)
    }

    // The index written to a prebuilt index file once, then read back from it (the page cache) each iteration,
    // every table checked against its checksum: what a start on a prebuilt index spends after the fingerprint.
    let prebuiltPath = FileManager.default.temporaryDirectory.appendingPathComponent("benchmark-\(getpid()).index").path
    let prebuiltSource = PrebuiltIndexSource(byteCount: UInt64(dataBytes.count), fingerprint: 0)
    Benchmark("Load: read the index from a prebuilt index file", configuration: loadConfiguration) { benchmark in
        blackHole(try CityIndex(prebuiltAt: prebuiltPath, source: prebuiltSource))
    } setup: {
        try shippedIndex.writePrebuilt(to: prebuiltPath, source: prebuiltSource)
    } teardown: {
        try? FileManager.default.removeItem(atPath: prebuiltPath)
    }

    let names = shippedCities.prefix(1000).map(\.name)
    Benchmark("Fold: a name (1,000 real names)", configuration: queryConfiguration) { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(Fold.name(names[iteration % names.count]))
        }
    }

    for length in [1, 2, 3, 4, 6, 8, 12] {
        let prefixes = typedPrefixes(length: length)
        for limit in [10, 100] {
            Benchmark("Query: \(length)-character prefix, limit \(limit)", configuration: queryConfiguration) {
                benchmark in
                for iteration in benchmark.scaledIterations {
                    send(answer(prefixes[iteration % prefixes.count], limit: limit))
                }
            }
        }
    }

    let countryPrefixes = typedPrefixes(length: 2)
    let us = CountryCode("US")
    Benchmark("Query: 2-character prefix in country US, limit 10", configuration: queryConfiguration) { benchmark in
        for iteration in benchmark.scaledIterations {
            send(answer(countryPrefixes[iteration % countryPrefixes.count], limit: 10, country: us))
        }
    }

    Benchmark("Render: the JSON of a page of 10 consecutive cities", configuration: queryConfiguration) { benchmark in
        for iteration in benchmark.scaledIterations {
            let first = (iteration * 7919) % (shippedIndex.count - 10)
            var body = JSONWriter(capacity: 0)
            shippedIndex.appendJSONList(ofCitiesAt: first..<(first + 10), to: &body)
            blackHole(body.bytes)
        }
    }

    let requests = typedPrefixes(length: 3).map { prefix in
        Request(
            method: "GET",
            target: "/cities/\(prefix.addingPercentEncodingForPath())/autocomplete?limit=10"
        )
    }
    Benchmark(
        "Answer: CityService.respond to GET /cities/{3 characters}/autocomplete",
        configuration: queryConfiguration
    ) {
        benchmark in
        for iteration in benchmark.scaledIterations {
            send(service.respond(to: requests[iteration % requests.count]).body)
        }
    }

    nearestBenchmarks()
    typoBenchmarks()
    optionBenchmarks()
    relevanceBenchmarks()
    allNamesBenchmarks()
}

extension String {
    /// The text with everything but unreserved ASCII percent-encoded, as a path segment.
    func addingPercentEncodingForPath() -> String {
        var encoded = ""
        for byte in utf8 {
            if byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

extension UInt8 {
    fileprivate var isASCIIAlphanumeric: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
