import Benchmark
import ByteUtilities
import CityIndex

/// Up to 1,000 prefixes of `length` characters typed from the alternate names of the data, spread over all of
/// them.
func typedAlternatePrefixes(length: Int) -> [String] {
    let names = shippedCities.flatMap(\.alternateNames)
    guard !names.isEmpty else { return [] }
    let step = max(names.count / 1000, 1)
    return stride(from: 0, to: names.count, by: step).prefix(1000).map { String(names[$0].prefix(length)) }
}

/// One autocomplete with `names=all` inside the index, as the service answers it: fold the prefix, find the
/// cities it matches by any name, of `country` when given, take the page, and copy their JSON, with `matched`
/// where an alternate name matched, into a body, as one list, in the thread's kept buffer (`send(_:)` gives it
/// back).
func answerByAllNames(_ prefix: String, country: CountryCode? = nil, order: CityOrder, limit: Int) -> [UInt8] {
    let search = CitySearch(prefix: prefix, country: country, limit: limit, names: .all, order: order)
    let hits = shippedIndex.page(of: search)
    var body = JSONWriter(bodyCapacity: 32 + hits.count * 200)
    shippedIndex.appendJSONList(of: hits, to: &body)
    return body.bytes
}

/// `names=all` by prefix length, by relevance and by name, one query per iteration so that the percentiles are
/// each query's, for prefixes of own names and of alternate names; and qualified prefixes.
func allNamesBenchmarks() {
    let configuration = oneQueryAnIteration
    for length in [1, 2, 3, 4, 6, 8, 12] {
        for (kind, prefixes) in [
            ("own", typedPrefixes(length: length)), ("other", typedAlternatePrefixes(length: length)),
        ] {
            for (sort, order) in [("relevance", CityOrder.relevance), ("name", .name)] {
                Benchmark(
                    "All names by \(sort): \(length)-character prefix of \(kind) names, limit 10",
                    configuration: configuration
                ) { benchmark in
                    let prefix = prefixes[benchmark.currentIteration % prefixes.count]
                    send(answerByAllNames(prefix, order: order, limit: 10))
                }
            }
        }
    }

    for length in [3, 8] {
        let prefixes = typedPrefixes(length: length)
        for names in [CityNames.own, .all] {
            Benchmark(
                "All names, typos: \(length)-character prefix, names=\(names == .all ? "all" : "own"), limit 10",
                configuration: configuration
            ) { benchmark in
                let prefix = prefixes[benchmark.currentIteration % prefixes.count]
                blackHole(shippedIndex.page(of: CitySearch(prefix: prefix, limit: 10, typos: true, names: names)))
            }
        }
    }

    let qualified = Array(shippedCities.lazy.filter { $0.population > 0 }.prefix(1000)).map { city in
        "\(city.name), \((city.state ?? city.region ?? city.country).prefix(2))"
    }
    Benchmark("All names by relevance: qualified prefix (name, 2 characters), limit 10", configuration: configuration) {
        benchmark in
        send(
            answerByAllNames(qualified[benchmark.currentIteration % qualified.count], order: .relevance, limit: 10)
        )
    }

    // What a person types the comma for: a name that many places share, qualified to mean its largest one.
    let placesByName = Dictionary(grouping: shippedCities, by: \.name).filter { $0.value.count >= 3 }
    let sharedNames = placesByName.keys.sorted()
    let qualifiedShared = stride(from: 0, to: sharedNames.count, by: max(sharedNames.count / 1000, 1)).prefix(1000)
        .map { position in
            let name = sharedNames[position]
            let largest = placesByName[name]!.max { $0.population < $1.population }!
            return "\(name), \((largest.state ?? largest.region ?? largest.country).prefix(2))"
        }
    Benchmark(
        "All names by relevance: qualified prefix of a name 3 or more places share (name, 2 characters), limit 10",
        configuration: configuration
    ) { benchmark in
        send(
            answerByAllNames(
                qualifiedShared[benchmark.currentIteration % qualifiedShared.count],
                order: .relevance,
                limit: 10
            )
        )
    }

    // Any prefix: a name of one or two characters, which thousands of cities start, with a qualifier of one or
    // two, which may pass few of them.
    let qualifiedShort = Array(shippedCities.lazy.filter { $0.population > 0 }.prefix(1000)).enumerated().map {
        position,
        city in
        let qualifier = city.state ?? city.region ?? city.country
        return "\(city.name.prefix(1 + position % 2)), \(qualifier.prefix(1 + position / 2 % 2))"
    }
    Benchmark(
        "All names by relevance: qualified prefix of a short name (1 or 2 characters, 1 or 2 characters), limit 10",
        configuration: configuration
    ) { benchmark in
        send(
            answerByAllNames(
                qualifiedShort[benchmark.currentIteration % qualifiedShort.count],
                order: .relevance,
                limit: 10
            )
        )
    }

    // The same prefixes, each asked six times in a row: the search's work with what it reads in the caches, which
    // repeats within about a percent from run to run where the host's swing hides the cycle's changes of a few.
    Benchmark(
        "All names by relevance: qualified prefix of a short name, each asked six times in a row, limit 10",
        configuration: configuration
    ) { benchmark in
        send(
            answerByAllNames(
                qualifiedShort[benchmark.currentIteration / 6 % qualifiedShort.count],
                order: .relevance,
                limit: 10
            )
        )
    }

    // As soon as the comma is typed: a name of one to three characters, or whole, with a comma and a space.
    let commaTyped = Array(shippedCities.lazy.filter { $0.population > 0 }.prefix(1000)).enumerated().map {
        position,
        city in
        "\(position % 4 == 3 ? city.name : String(city.name.prefix(1 + position % 4))), "
    }
    Benchmark(
        "All names by relevance: qualified prefix as its comma is typed (1 to 3 characters or a name, comma), limit 10",
        configuration: configuration
    ) { benchmark in
        send(
            answerByAllNames(commaTyped[benchmark.currentIteration % commaTyped.count], order: .relevance, limit: 10)
        )
    }

    // With each prefix's city's country: most of the alternate names a short prefix starts are of other
    // countries' cities.
    let populated = Array(shippedCities.lazy.filter { $0.population > 0 }.prefix(1000))
    let countries = populated.map { CountryCode($0.country) }
    let short = populated.enumerated().map { position, city in String(city.name.prefix(1 + position % 2)) }
    for (kind, prefixes) in [
        ("prefix of 1 or 2 characters", short), ("qualified prefix of a short name (as above)", qualifiedShort),
    ] {
        Benchmark("All names by relevance: \(kind) with its city's country, limit 10", configuration: configuration) {
            benchmark in
            let position = benchmark.currentIteration % prefixes.count
            send(answerByAllNames(prefixes[position], country: countries[position], order: .relevance, limit: 10))
        }
    }

    Benchmark(
        "All names by relevance: the first search of a new index, which builds its tables",
        configuration: .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 10)
    ) { benchmark in
        let index = try CityIndex(parsing: dataBytes, file: dataPath)
        benchmark.startMeasurement()
        blackHole(index.page(of: CitySearch(prefix: "lon", names: .all, order: .relevance)))
        benchmark.stopMeasurement()
    }
}
