import CityIndex

/// The typo matches of a prefix by brute force: the textbook optimal-string-alignment table of the folded prefix
/// against every folded name, character by character.
enum TypoScan {
    /// Every shipped city's folded name as Unicode scalars, by rank.
    static let namesByRank: [[Unicode.Scalar]] = {
        TestData.shippedCitiesByRank.map { Array(Fold.name($0.name).unicodeScalars) }
    }()

    /// A rank's best typo match: its prefix distance and the bytes of the longest name prefix at that distance.
    struct Match: Equatable, CustomStringConvertible {
        var distance: Int
        var byteCount: Int

        var description: String { "distance \(distance), \(byteCount) bytes" }
    }

    /// The matches of `prefix` by rank, for the ranks whose prefix distance is 1 to the allowed maximum.
    static func matches(prefix: String) -> [Int: Match] {
        let query = Array(Fold.prefix(prefix).unicodeScalars)
        let maxDistance = query.count < 4 ? 0 : query.count < 8 ? 1 : 2
        guard maxDistance > 0 else { return [:] }
        var matches: [Int: Match] = [:]
        for (rank, name) in namesByRank.enumerated() {
            if let match = bestMatch(of: name, query: query, maxDistance: maxDistance), match.distance > 0 {
                matches[rank] = match
            }
        }
        return matches
    }

    /// The smallest `OSA(p, query)` over the prefixes `p` of `name`, with the longest such `p` in bytes, when it is
    /// at most `maxDistance`.
    static func bestMatch(of name: [Unicode.Scalar], query: [Unicode.Scalar], maxDistance: Int) -> Match? {
        var previous: [Int] = []
        var row = Array(0...query.count)
        var best = Match(distance: query.count, byteCount: 0)
        var byteCount = 0
        for (i, character) in name.enumerated() {
            var next = [i + 1] + Array(repeating: 0, count: query.count)
            for j in 1...query.count {
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (character == query[j - 1] ? 0 : 1))
                if i >= 1 && j >= 2 && character == query[j - 2] && name[i - 1] == query[j - 1] {
                    next[j] = min(next[j], previous[j - 2] + 1)
                }
            }
            byteCount += UTF8.width(character)
            if next[query.count] <= best.distance {
                best = Match(distance: next[query.count], byteCount: byteCount)
            }
            guard next.min()! <= maxDistance else { break }
            (previous, row) = (row, next)
        }
        return best.distance <= maxDistance ? best : nil
    }
}
