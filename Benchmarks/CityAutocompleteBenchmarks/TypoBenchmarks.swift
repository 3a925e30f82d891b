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

    let mixed = editedAndRandomPrefixes()
    Benchmark("Typo: 4 to 20 characters, real names with 0-2 edits and random strings", configuration: configuration) {
        benchmark in
        blackHole(shippedIndex.typoMatches(prefix: mixed[benchmark.currentIteration % mixed.count]))
    }

    Benchmark(
        "Typo: the slowest prefixes found, one after another",
        configuration: configuration
    ) { benchmark in
        blackHole(shippedIndex.typoMatches(prefix: slowestPrefixes[benchmark.currentIteration % slowestPrefixes.count]))
    }

    Benchmark(
        "Typo page: a page of 10 with typos=1, the same 3,000 prefixes",
        configuration: configuration
    ) { benchmark in
        let prefix = mixed[benchmark.currentIteration % mixed.count]
        blackHole(shippedIndex.page(of: CitySearch(prefix: prefix, typos: true)))
    }
}

/// The prefixes whose typo search took longest: the 40 slowest of those benchmarked here, the 40 slowest of
/// 30,000 more typed from real names with up to two typos, and the slowest that earlier measurements found, ranked
/// by their median time while cycling through all of them. Two typos allowed, in the densest parts of the data.
let slowestPrefixes = [
    "Mariano de", "Santa nA", "Marienbr", "Landiano", "Mariano Unzu", "Baranowo", "Salinas ", "Altendorf", "Santa Ma",
    "Martensr", "Maluanga", "Landeral", "Karabash", "Saline C",
]

/// 2,000 prefixes of 4 to 20 characters typed from real names with up to two edits, and 1,000 random strings of
/// 4 to 20 characters, with spaces, hyphens and letters that are not ASCII among the characters they use.
func editedAndRandomPrefixes() -> [String] {
    var random = TypoRandom(seed: 2026)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz  -éжи東")
    let edited = (0..<2000).map { number in
        let name = shippedCities[(number * 104_729) % shippedCities.count].name
        return withTypos(String(name.prefix(4 + random.next(17))), count: random.next(3), seed: UInt64(number))
    }
    let garbage = (0..<1000).map { _ in
        String((0..<(4 + random.next(17))).map { _ in alphabet[random.next(alphabet.count)] })
    }
    return edited + garbage
}

/// `prefix` with `count` typos at places `seed` picks: a letter changed, added or dropped, or two swapped.
func withTypos(_ prefix: String, count: Int, seed: UInt64) -> String {
    var characters = Array(prefix)
    var random = TypoRandom(seed: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for _ in 0..<count where characters.count > 1 {
        let position = random.next(characters.count - 1)
        switch random.next(4) {
        case 0: characters[position] = letters[random.next(letters.count)]
        case 1: characters.insert(letters[random.next(letters.count)], at: position)
        case 2: characters.remove(at: position)
        default: characters.swapAt(position, position + 1)
        }
    }
    return String(characters)
}

/// A small deterministic random number generator (a 64-bit linear congruential one), so that every run
/// benchmarks the same prefixes.
struct TypoRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// A number from 0 to `bound - 1`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
