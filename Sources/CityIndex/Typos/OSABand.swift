/// The optimal-string-alignment (restricted Damerau–Levenshtein) table of a growing string against a fixed query,
/// one row per character of the string, kept only within the band where a distance can be at most `maxDistance`.
///
/// Row `k` holds `OSA(s[..<k], query[..<j])` for the string's first `k` characters and `j` from
/// `k - maxDistance` to `k + maxDistance`, in cell `j - k + maxDistance`. Every distance over `maxDistance`, and
/// every cell outside the table, reads as `maxDistance + 1`. Characters are packed scalars (`PackedScalars`).
struct OSABand {
    /// One row: its cells as the bytes of one number, the first cell lowest, and their minimum.
    struct Row {
        /// Eight cells, of which the first `width` are used and the others hold `beyond`.
        private(set) var cells: UInt64
        /// The smallest distance in the row: when it is over the maximum, so is every longer string's; when it is
        /// under, any next character keeps the row within the maximum.
        private(set) var minimum: UInt8

        /// A row of eight cells of `value`.
        init(repeating value: UInt8) {
            cells = 0x0101_0101_0101_0101 &* UInt64(value)
            minimum = value
        }

        /// Cell `cell`, from 0 to 7.
        subscript(cell: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: cells &>> (8 &* cell))
        }

        /// Sets cell `cell`, from 0 to 7, which holds the initial value.
        mutating func set(_ cell: Int, to value: UInt8) {
            cells = cells & ~(0xFF &<< (8 &* cell)) | UInt64(value) &<< (8 &* cell)
            minimum = min(minimum, value)
        }
    }

    /// A character that equals no query character: the last character of the empty string.
    static let otherCharacter = UInt32.max
    /// What the query reads as before its start: equal to no character, not even `otherCharacter`.
    private static let beforeQuery = UInt32.max - 1

    /// The query's characters.
    let query: UnsafeBufferPointer<UInt32>
    /// The query's characters after `maxDistance + 1` of `beforeQuery`, so that a row reads the characters
    /// before the query's start without a check.
    private let paddedQuery: UnsafeBufferPointer<UInt32>
    /// The largest distance worth tracking.
    let maxDistance: Int
    /// The value of every distance over `maxDistance`.
    let beyond: UInt8
    /// How many cells of a row are used.
    let width: Int

    /// The band of the query whose characters `paddedQuery` holds after `padding(forMaxDistance:)` of them.
    init(paddedQuery: UnsafeBufferPointer<UInt32>, maxDistance: Int) {
        precondition(maxDistance <= 3, "a row holds at most eight cells")
        precondition(paddedQuery.count > maxDistance, "the query comes after padding(forMaxDistance:)")
        self.paddedQuery = paddedQuery
        query = UnsafeBufferPointer(rebasing: paddedQuery[(maxDistance + 1)...])
        self.maxDistance = maxDistance
        beyond = UInt8(maxDistance + 1)
        width = 2 * maxDistance + 1
    }

    /// What goes before the query's characters in a band's `paddedQuery`.
    static func padding(forMaxDistance maxDistance: Int) -> [UInt32] {
        Array(repeating: beforeQuery, count: maxDistance + 1)
    }

    /// The query's character at `position`, which may be up to `maxDistance + 1` before its start.
    @inline(__always)
    func character(at position: Int) -> UInt32 {
        paddedQuery[position &+ maxDistance &+ 1]
    }

    /// The row of the empty string: `OSA("", query[..<j]) = j`.
    var firstRow: Row {
        var row = Row(repeating: beyond)
        for cell in maxDistance..<width where cell - maxDistance <= query.count {
            row.set(cell, to: UInt8(cell - maxDistance))
        }
        return row
    }

    /// A row wholly over the maximum, standing in for the row before the first.
    var emptyRow: Row { Row(repeating: beyond) }

    /// Row `length + 1`, for the string extended by `character`, from row `length` (`row`), row `length - 1`
    /// (`previous`, for transpositions) and the string's last character (`last`, `otherCharacter` when empty).
    ///
    /// Cells for positions before the query's start come out over the maximum by themselves, as the cells they
    /// are made from are; cells past its end are left over it.
    func row(after row: Row, _ previous: Row, length: Int, appending character: UInt32, after last: UInt32) -> Row {
        var next = Row(repeating: beyond)
        let first = length + 1 - maxDistance
        let cells = min(width, query.count - first + 1)
        var left = beyond
        for cell in 0..<max(cells, 0) {
            // Distances are at most `beyond + 1` and positions within the padded query: no sum can overflow.
            let position = first &+ cell
            let before = self.character(at: position &- 1)
            var distance = min(row[cell &+ 1], left) &+ 1
            distance = min(distance, row[cell] &+ (character == before ? 0 : 1))
            if character == self.character(at: position &- 2) && last == before {
                distance = min(distance, previous[cell] &+ 1)
            }
            left = min(distance, beyond)
            next.set(cell, to: left)
        }
        return next
    }

    /// The cell of a row for a string of `length` characters that holds the distance to `query[..<position]`; it
    /// may lie outside the row.
    func cell(of position: Int, length: Int) -> Int {
        position - length + maxDistance
    }

    /// The query position whose distance cell `cell` of a row for a string of `length` characters holds.
    func position(ofCell cell: Int, length: Int) -> Int {
        length - maxDistance + cell
    }

    /// `OSA(s, query[..<position])` for the string `s` of `length` characters whose row is `row`.
    func distance(at position: Int, in row: Row, length: Int) -> Int {
        let index = cell(of: position, length: length)
        return index >= 0 && index < width ? Int(row[index]) : Int(beyond)
    }

    /// Calls `body` with each query position `p` (below the query's end) where `row` is within the maximum:
    /// appending the query character at `p` keeps that distance, so when no other character keeps the row
    /// within the maximum (no cell is under it), only these can.
    ///
    /// A transposition offers no other character: one within the maximum, `previous[cell] + 1`, bounds the cell
    /// before it in `row`, which offers the same character.
    func positionsWithin(_ row: Row, length: Int, _ body: (Int) -> Void) {
        for cell in 0..<width {
            let position = length - maxDistance + cell
            if position >= query.count { break }
            if position >= 0 && Int(row[cell]) <= maxDistance {
                body(position)
            }
        }
    }

    /// Whether a transposition of the string's last character and the next can give a distance within the
    /// maximum in the next row. When it cannot and no other character keeps the row within the maximum, the
    /// string can only go on with the query's characters in order, from one of `positionsWithin(row)`.
    func allowsTransposition(_ previous: Row, length: Int, after last: UInt32) -> Bool {
        for cell in 0..<width {
            let j = length + 1 - maxDistance + cell
            if j > query.count { break }
            if j >= 2 && last == query[j - 1] && Int(previous[cell]) < maxDistance {
                return true
            }
        }
        return false
    }
}
