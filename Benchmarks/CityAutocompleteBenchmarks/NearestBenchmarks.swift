import Benchmark
import CityIndex
import Foundation

/// A thousand points spread evenly over the whole sphere (a golden-ratio lattice), most of them far from any city.
let pointsAnywhere: [GeoPoint] = (0..<1000).map { index in
    let height = 2 * ((Double(index) + 0.5) / 1000) - 1
    let turn = (Double(index) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
    return GeoPoint(latitude: asin(height) * 180 / .pi, longitude: turn * 360 - 180)
}

/// A thousand cities spread over the whole dataset, optionally only `country`'s: their places, where people
/// who look for nearby cities are.
func pointsAtCities(in country: String? = nil) -> [GeoPoint] {
    let cities = shippedCities.filter { country == nil || $0.country == country }
    let stride = max(1, cities.count / 1000)
    return (0..<min(1000, cities.count)).map {
        GeoPoint(latitude: cities[$0 * stride].latitude, longitude: cities[$0 * stride].longitude)
    }
}

/// The nearest cities: to a point, within a country, and among a prefix's matches (to order them by distance).
func nearestBenchmarks() {
    for (name, points) in [("at cities", pointsAtCities()), ("anywhere", pointsAnywhere)] {
        Benchmark("Nearest: 10 cities to points \(name)", configuration: queryConfiguration) { benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(shippedIndex.nearest(to: points[iteration % points.count], count: 10))
            }
        }
    }

    for (country, name, points) in [
        ("US", "at its cities", pointsAtCities(in: "US")), ("NL", "at its cities", pointsAtCities(in: "NL")),
        ("DE", "at cities all over the world", pointsAtCities()),
    ] {
        let code = CountryCode(country)
        Benchmark("Nearest: 10 in country \(country) to points \(name)", configuration: queryConfiguration) {
            benchmark in
            for iteration in benchmark.scaledIterations {
                blackHole(shippedIndex.nearest(to: points[iteration % points.count], count: 10, country: code))
            }
        }
    }

    let points = pointsAtCities()
    for length in [1, 3, 5] {
        let prefixes = typedPrefixes(length: length)
        let matches = prefixes.map { shippedIndex.matches(prefix: $0) }
        let averageCount = matches.reduce(0) { $0 + $1.count } / matches.count
        Benchmark(
            "Nearest: 10 among a \(length)-character prefix's matches (\(averageCount) on average)",
            configuration: queryConfiguration
        ) { benchmark in
            for iteration in benchmark.scaledIterations {
                let candidates = matches[iteration % matches.count]
                let ranks = candidates.consecutiveRanks(candidates.indices) ?? 0..<0
                blackHole(
                    shippedIndex.nearest(to: points[iteration % points.count], count: 10, among: candidates) {
                        ranks.contains($0)
                    }
                )
            }
        }
    }
}
