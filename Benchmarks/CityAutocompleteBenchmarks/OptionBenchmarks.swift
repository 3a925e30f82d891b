import Benchmark
import CityAutocompleteServer
import CityIndex

/// Up to 1,000 prefixes of `length` characters typed from the later words of real names.
func typedWordPrefixes(length: Int) -> [String] {
    let laterWords = shippedCities.lazy.compactMap { city in
        city.name.split(separator: " ").dropFirst().first.map { String($0.prefix(length)) }
    }
    return Array(laterWords.prefix(1000))
}

/// The options' costs: word matches, highlighting, and whole answers with the options the demo page sends.
func optionBenchmarks() {
    for length in [1, 3, 5] {
        let prefixes = typedWordPrefixes(length: length)
        Benchmark("Words: \(length)-character later-word prefix, limit 10", configuration: queryConfiguration) {
            benchmark in
            for iteration in benchmark.scaledIterations {
                let search = CitySearch(prefix: prefixes[iteration % prefixes.count], wordPrefixes: true)
                blackHole(shippedIndex.page(of: search))
            }
        }
    }

    let highlighted = typedPrefixes(length: 3).map { shippedIndex.page(of: CitySearch(prefix: $0)) }
    Benchmark("Highlight: the match ranges of a page of 10 cities", configuration: queryConfiguration) { benchmark in
        for iteration in benchmark.scaledIterations {
            for hit in highlighted[iteration % highlighted.count] {
                blackHole(shippedIndex.nameRange(ofFolded: hit.matchedFoldedBytes, at: hit.rank))
            }
        }
    }

    for length in [3, 8] {
        let requests = typedPrefixes(length: length).map { prefix in
            Request(
                method: "GET",
                target: "/cities/\(prefix.addingPercentEncodingForPath())/autocomplete?limit=10&typos=1&highlight=1"
            )
        }
        Benchmark(
            "Answer: GET /cities/{\(length) characters}/autocomplete?typos=1&highlight=1",
            configuration: queryConfiguration
        ) { benchmark in
            for iteration in benchmark.scaledIterations {
                send(service.respond(to: requests[iteration % requests.count]).body)
            }
        }
    }
}
