extension OSABand {
    /// A set of query positions within a few of one another, as bits: bit `i` for position `base + i`.
    struct Positions: Sequence {
        /// The position of bit 0.
        var base: Int
        var bits: UInt16

        /// Adds `position`, which must lie within 16 of `base`.
        mutating func insert(_ position: Int) {
            bits |= 1 << (position - base)
        }

        /// The positions in ascending order.
        func makeIterator() -> Iterator {
            Iterator(base: base, bits: bits)
        }

        /// The positions of a set, one after another.
        struct Iterator: IteratorProtocol {
            var base: Int
            var bits: UInt16

            mutating func next() -> Int? {
                guard bits != 0 else { return nil }
                defer { bits &= bits &- 1 }
                return base &+ bits.trailingZeroBitCount
            }
        }
    }

    /// The query positions whose characters, appended to a string of `length` characters whose row is `row`
    /// (`previous` the row before, `last` the string's last character), give a row other than `other`, the row
    /// that every other character gives, or let the character after them be transposed with them within the
    /// maximum. A child of the string for any other character has the row `other`, and no transposition below it
    /// comes within the maximum.
    ///
    /// For the child's cell `c`, whose position `j` is `length + 1 - maxDistance + c`, the character at `j - 1`
    /// matters when `row[c]` is under `other[c]`, the one at `j - 2` when `last` is the one at `j - 1` and
    /// `previous[c] + 1` is under `other[c]`, and the one at `j` when `row[c]` is under the maximum, since the
    /// child's own child for the character at `j - 1` then takes `row[c] + 1` from a transposition.
    func positionsMattering(after row: Row, _ previous: Row, other: Row, length: Int, last: UInt32) -> Positions {
        let base = length - maxDistance - 1
        var bits: UInt16 = 0
        for cell in 0..<width {
            let position = base + 1 + cell
            if position >= query.count { break }
            if row[cell] < other[cell] {
                bits |= 1 << (cell + 1)
            }
            if last == character(at: position) && previous[cell] &+ 1 < other[cell] {
                bits |= 1 << cell
            }
            if Int(row[cell]) < maxDistance {
                bits |= 1 << (cell + 2)
            }
        }
        // No position before the query's start comes out: its cells are over the maximum, and `last` is never
        // the padding before the query. The last one may lie past its end.
        bits &= UInt16.max >> max(0, base + UInt16.bitWidth - query.count)
        return Positions(base: base, bits: bits)
    }
}
