import Benchmark
import CityIndex

/// Typo search over prefixes typed from real names with one or two typos, one query per iteration so that the
/// percentiles are each query's.
func typoBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 20_000
    )
    for length in [4, 8, 12] {
        for typos in [1, 2] {
            let prefixes = typedPrefixes(length: length).enumerated().map { number, prefix in
                withTypos(prefix, count: typos, seed: UInt64(number))
            }
            Benchmark(
                "Typo: \(length)-character prefix with \(typos) typo\(typos == 1 ? "" : "s")",
                configuration: configuration
            ) { benchmark in
                blackHole(shippedIndex.typoMatches(prefix: prefixes[benchmark.currentIteration % prefixes.count]))
            }
        }
    }
}

/// `prefix` with `count` typos at places `seed` picks: a letter changed, added or dropped, or two swapped.
func withTypos(_ prefix: String, count: Int, seed: UInt64) -> String {
    var characters = Array(prefix)
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for _ in 0..<count where characters.count > 1 {
        let position = next(characters.count - 1)
        switch next(4) {
        case 0: characters[position] = letters[next(letters.count)]
        case 1: characters.insert(letters[next(letters.count)], at: position)
        case 2: characters.remove(at: position)
        default: characters.swapAt(position, position + 1)
        }
    }
    return String(characters)
}
