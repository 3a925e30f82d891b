import CityIndex
import PropertyBased
import Testing

/// Typo matches against a brute-force scan of every name of the full dataset.
@Suite("Typo matches agree with a brute-force scan")
struct TypoPropertyTests {
    /// Characters that edits put in: letters, a digit, a space, and letters that fold to themselves or to ASCII.
    static let editCharacters: [Character] = Array("aeinorstuz7 -éüжиб東ßØ")

    /// The shipped cities whose folded names are not all ASCII, to type from more often than their share.
    static let nonASCIICities = TestData.shippedCities.indices.filter {
        !Fold.name(TestData.shippedCities[$0].name).utf8.allSatisfy { $0 < 0x80 }
    }

    /// The first `length` characters of a city's name with `edits` random edits: a substitution, an insertion,
    /// a deletion or a swap of neighbours, chosen by `seed`.
    static func typedPrefix(cityNumber: Int, length: Int, edits: Int, seed: UInt64) -> String {
        var random = SplitMix(seed: seed)
        let city = seed % 4 == 0 ? nonASCIICities[cityNumber % nonASCIICities.count] : cityNumber
        var typed = Array(TestData.shippedCities[city].name.prefix(length))
        for _ in 0..<edits where !typed.isEmpty {
            let position = random.next(below: typed.count)
            let character = editCharacters[random.next(below: editCharacters.count)]
            switch random.next(below: 4) {
            case 0: typed[position] = character
            case 1: typed.insert(character, at: position)
            case 2: typed.remove(at: position)
            default: if position + 1 < typed.count { typed.swapAt(position, position + 1) }
            }
        }
        return String(typed)
    }

    /// Each rank's typo match from `typoMatches`, checking on the way that runs are disjoint and ascending.
    static func search(prefix: String) -> [Int: TypoScan.Match] {
        var matches: [Int: TypoScan.Match] = [:]
        var end = 0
        for match in TestData.shippedIndex.typoMatches(prefix: prefix) {
            #expect(match.ranks.lowerBound >= end && !match.ranks.isEmpty, "runs out of order for \(prefix)")
            end = match.ranks.upperBound
            for rank in match.ranks {
                matches[rank] = TypoScan.Match(distance: match.distance, byteCount: match.matchedByteCount)
            }
        }
        return matches
    }

    @Test("Real names' prefixes with up to two random edits")
    func editedPrefixes() async {
        _ = TypoScan.namesByRank
        await propertyCheck(
            count: 220,
            input: Gen.int(in: 0..<TestData.shippedCities.count),
            Gen.int(in: 4...12),
            Gen.int(in: 0...2),
            Gen.int(in: 0...Int(Int32.max))
        ) { cityNumber, length, edits, seed in
            let prefix = Self.typedPrefix(cityNumber: cityNumber, length: length, edits: edits, seed: UInt64(seed))
            let found = Self.search(prefix: prefix)
            let expected = TypoScan.matches(prefix: prefix)
            #expect(found == expected, "prefix \(prefix.debugDescription)")
        }
    }

    /// Prefixes whose search passes through the busiest parts of the name trie, where its nodes are listed with
    /// the characters that follow them (`saint-`, `marien`, `santa `), and names that end one or two characters
    /// after a listed node (`Escazú` for `escau`).
    @Test(
        "The slowest prefixes found, and names that end just after a listed node",
        arguments: [
            "escau", "escaz", "saint mar", "santa mari", "saint sain", "Marienheide", "Saint-Aubert", "Saint-crépin",
            "sainte-mar", "san jose de", "Maisoncelles", "le mesnil-s", "Mariano de", "Landeral", "Sainte-M",
            "Santa nA", "Marienbr", "Landiano", "Baranowo", "Altendorf", "Martensr",
        ]
    )
    func busyAndEndingPrefixes(prefix: String) {
        #expect(Self.search(prefix: prefix) == TypoScan.matches(prefix: prefix))
    }
}
