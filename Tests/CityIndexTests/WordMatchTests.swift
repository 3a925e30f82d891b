import CityIndex
import PropertyBased
import Testing

/// `match=word`: a prefix that matches a later word of a name.
@Suite("Word matches")
struct WordMatchTests {
    static let index = TestData.shippedIndex

    /// Each rank's folded name, as bytes.
    static let foldedByRank: [[UInt8]] = (0..<index.count).map {
        Array(Fold.name(TestData.shippedCitiesByRank[$0].name).utf8)
    }

    /// The word matches a scan of every name gives: for each city whose whole name does not start with the
    /// folded prefix, its later word whose text to the end sorts first among those that start with it;
    /// ordered by that text, then by rank.
    static func scan(prefix: String, country: CountryCode?) -> [WordMatch] {
        let folded = Array(Fold.prefix(prefix).utf8)
        guard !folded.isEmpty else { return [] }
        var found: [(text: ArraySlice<UInt8>, match: WordMatch)] = []
        for (rank, name) in foldedByRank.enumerated() where !name.starts(with: folded) {
            if let country, CountryCode(TestData.shippedCitiesByRank[rank].country) != country {
                continue
            }
            let starts = name.indices.dropFirst().filter { name[$0 - 1] == UInt8(ascii: " ") }
            let texts = starts.map { name[$0...] }.filter { $0.starts(with: folded) }
            if let first = texts.min(by: { $0.lexicographicallyPrecedes($1) }) {
                found.append((first, WordMatch(rank: rank, wordStart: first.startIndex)))
            }
        }
        return found.sorted { left, right in
            left.text == right.text
                ? left.match.rank < right.match.rank : left.text.lexicographicallyPrecedes(right.text)
        }.map(\.match)
    }

    @Test("york finds New York and the other names with a word York, after none of the Yorks themselves")
    func york() {
        let matches = Array(Self.index.wordMatches(prefix: "york", country: CountryCode("US")))
        let names = matches.map { Self.index.name(at: $0.rank) }
        #expect(names.contains("New York"))
        #expect(names.contains("West New York"))
        #expect(!names.contains("York"))
        let newYork = matches.first { Self.index.name(at: $0.rank) == "New York" }
        #expect(newYork?.wordStart == 4)
    }

    @Test("A prefix that folds to nothing has no word matches: every name starts with it")
    func emptyPrefix() {
        #expect(Array(Self.index.wordMatches(prefix: " - ")).isEmpty)
    }

    @Test("A name with two words that match comes once, at the word whose text sorts first")
    func twoMatchingWords() {
        let matches = Array(Self.index.wordMatches(prefix: "de"))
        #expect(Set(matches.map(\.rank)).count == matches.count)
        #expect(matches == Self.scan(prefix: "de", country: nil))
    }

    @Test("Word matches agree with a scan of every name, with and without a country")
    func agreesWithScan() async {
        await propertyCheck(
            count: 60,
            input: Gen.int(in: 0..<Self.foldedByRank.count),
            Gen.int(in: 1...6),
            Gen.bool
        ) { rank, length, filtered in
            let name = Self.foldedByRank[rank]
            let starts = [0] + name.indices.dropFirst().filter { name[$0 - 1] == UInt8(ascii: " ") }
            let start = starts[rank % starts.count]
            let prefix = String(decoding: name[start...].prefix(length), as: UTF8.self)
            let country = filtered ? CountryCode(TestData.shippedCitiesByRank[rank].country) : nil
            #expect(
                Array(Self.index.wordMatches(prefix: prefix, country: country))
                    == Self.scan(prefix: prefix, country: country),
                "prefix \(prefix.debugDescription), country \(country?.description ?? "-")"
            )
        }
    }
}
