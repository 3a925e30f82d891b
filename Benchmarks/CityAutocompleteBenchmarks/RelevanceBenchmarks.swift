import Benchmark
import ByteUtilities
import CityIndex

/// One autocomplete by relevance inside the index, as the service answers one without other options: fold the
/// prefix, find its matches, take the most important of them, and copy their JSON into a body, in the thread's kept
/// buffer (`send(_:)` gives it back).
func answerByRelevance(_ prefix: String, limit: Int, country: CountryCode? = nil) -> [UInt8] {
    let matches = shippedIndex.matches(prefix: prefix, country: country)
    let ranks = shippedIndex.ranksByRelevance(of: matches, offset: 0, limit: limit)
    var body = JSONWriter(bodyCapacity: 32 + ranks.count * 160)
    shippedIndex.appendJSONList(ofCitiesAt: ranks, to: &body)
    return body.bytes
}

/// One query an iteration, so that the percentiles are each query's, for at most 2 seconds.
var oneQueryAnIteration: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock],
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 200_000
    )
}

/// `sort=relevance` against `sort=name` by prefix length, one query per iteration so that the percentiles are
/// each query's: a one-letter prefix's thousands of matches should cost about what a six-letter one's few do.
func relevanceBenchmarks() {
    let configuration = oneQueryAnIteration
    for length in [1, 2, 3, 4, 6, 8, 12] {
        let prefixes = typedPrefixes(length: length)
        Benchmark("Relevance: \(length)-character prefix, limit 10", configuration: configuration) { benchmark in
            send(answerByRelevance(prefixes[benchmark.currentIteration % prefixes.count], limit: 10))
        }
        Benchmark("Name, one a time: \(length)-character prefix, limit 10", configuration: configuration) {
            benchmark in
            send(answer(prefixes[benchmark.currentIteration % prefixes.count], limit: 10))
        }
    }

    let longPages = typedPrefixes(length: 1)
    Benchmark("Relevance: 1-character prefix, limit 100", configuration: configuration) { benchmark in
        send(answerByRelevance(longPages[benchmark.currentIteration % longPages.count], limit: 100))
    }

    Benchmark(
        "Relevance: the first search of a new index, which builds its tables",
        configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 10)
    ) { benchmark in
        let index = try CityIndex(parsing: dataBytes, file: dataPath)
        benchmark.startMeasurement()
        blackHole(index.ranksByRelevance(of: index.matches(prefix: "lon"), offset: 0, limit: 10))
        benchmark.stopMeasurement()
    }

    let countryPrefixes = typedPrefixes(length: 2)
    let us = CountryCode("US")
    Benchmark("Relevance: 2-character prefix in country US, limit 10", configuration: configuration) { benchmark in
        send(
            answerByRelevance(
                countryPrefixes[benchmark.currentIteration % countryPrefixes.count],
                limit: 10,
                country: us
            )
        )
    }
}
