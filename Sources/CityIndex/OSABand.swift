/// The optimal-string-alignment (restricted Damerau–Levenshtein) table of a growing string against a fixed query,
/// one row per character of the string, kept only within the band where a distance can be at most `maxDistance`.
///
/// Row `k` holds `OSA(s[..<k], query[..<j])` for the string's first `k` characters and `j` from
/// `k - maxDistance` to `k + maxDistance`, in cell `j - k + maxDistance`. Every distance over `maxDistance`, and
/// every cell outside the table, reads as `maxDistance + 1`. Characters are packed scalars (`PackedScalars`).
struct OSABand {
    /// Eight cells, of which the first `width` are used and the others read as over the maximum.
    typealias Row = SIMD8<UInt8>

    /// A character that equals no query character: the string's next character when it is none of them.
    static let otherCharacter = UInt32.max

    /// The query's characters.
    let query: UnsafeBufferPointer<UInt32>
    /// The largest distance worth tracking.
    let maxDistance: Int
    /// The value of every distance over `maxDistance`.
    let beyond: UInt8
    /// How many cells of a row are used.
    let width: Int

    init(query: UnsafeBufferPointer<UInt32>, maxDistance: Int) {
        self.query = query
        self.maxDistance = maxDistance
        beyond = UInt8(maxDistance + 1)
        width = 2 * maxDistance + 1
    }

    /// The row of the empty string: `OSA("", query[..<j]) = j`.
    var firstRow: Row {
        var row = Row(repeating: beyond)
        for cell in maxDistance..<width where cell - maxDistance <= query.count {
            row[cell] = UInt8(cell - maxDistance)
        }
        return row
    }

    /// A row wholly over the maximum, standing in for the row before the first.
    var emptyRow: Row { Row(repeating: beyond) }

    /// Row `length + 1`, for the string extended by `character`, from row `length` (`row`), row `length - 1`
    /// (`previous`, for transpositions) and the string's last character (`last`, `otherCharacter` when empty).
    func row(after row: Row, _ previous: Row, length: Int, appending character: UInt32, after last: UInt32) -> Row {
        var next = Row(repeating: beyond)
        var left = beyond
        for cell in 0..<width {
            let j = length + 1 - maxDistance + cell
            if j > query.count { break }
            if j == 0 {
                left = UInt8(min(length + 1, Int(beyond)))
            } else if j > 0 {
                var distance = min(row[cell + 1], left) + 1
                distance = min(distance, row[cell] + (character == query[j - 1] ? 0 : 1))
                if j >= 2 && character == query[j - 2] && last == query[j - 1] {
                    distance = min(distance, previous[cell] + 1)
                }
                left = min(distance, beyond)
            } else {
                continue
            }
            next[cell] = left
        }
        return next
    }

    /// The smallest distance in `row`: when it is over the maximum, so is every longer string's.
    func minimum(of row: Row) -> Int {
        Int(row.min())
    }

    /// `OSA(s, query)` for the string `s` of `length` characters whose row is `row`.
    func distanceToQuery(_ row: Row, length: Int) -> Int {
        let cell = query.count - length + maxDistance
        return cell >= 0 && cell < width ? Int(row[cell]) : Int(beyond)
    }

    /// Calls `body` with each character that, appended to the string, can give a row within the maximum when
    /// no other character does (`row(after:...)` with `otherCharacter` is over it): the query characters that a
    /// cell within the maximum would match. Characters may repeat.
    ///
    /// A transposition needs no more: one within the maximum, `previous[cell] + 1`, bounds the cell before it in
    /// `row`, which then offers the same character.
    func characters(continuing row: Row, length: Int, _ body: (UInt32) -> Void) {
        for cell in 0..<width {
            let j = length + 1 - maxDistance + cell
            if j > query.count { break }
            if j >= 1 && Int(row[cell]) <= maxDistance {
                body(query[j - 1])
            }
        }
    }
}
