/// Where each country's lists of each first byte of a name lie among the lists of `CitiesByPlaceStart`: a qualifier
/// of two bytes or more takes the lists of every country it matches (`s, co`: Colombia, the Congos, Costa Rica and
/// more), each found here with a lookup rather than by a bisection of the byte's lists.
///
/// A table of a row for each first byte that has a country's list and a column for each country that has one: 65
/// rows of 246 columns, 32 KB, for the shipped data.
struct CountryListDirectory: Sendable {
    /// Each byte's row, or `noRow`.
    private let rows: [UInt8]
    /// Each country's column, by `CountryCode.slot`, or -1.
    private let columns: [Int16]
    /// The number of columns.
    private let columnCount: Int
    /// By row, then column: how far the country's first list of the byte lies after the byte's first country list,
    /// or `noList`.
    private let offsets: [UInt16]

    /// The row of a byte that has no country's list.
    private static let noRow = UInt8.max
    /// The offset of a country that has no list of the byte.
    private static let noList = UInt16.max

    /// The directory of the country lists `lists`, each given by how far it lies after its byte's first country
    /// list, its byte and its country's slot, in the lists' order.
    init(_ lists: [(offset: Int, nameStart: UInt8, slot: Int)]) {
        var rows = [UInt8](repeating: Self.noRow, count: 256)
        var columns = [Int16](repeating: -1, count: CountryCode.count)
        var rowCount = 0
        var columnCount = 0
        for list in lists {
            if rows[Int(list.nameStart)] == Self.noRow {
                precondition(rowCount < Int(Self.noRow), "a row for each byte but one")
                rows[Int(list.nameStart)] = UInt8(rowCount)
                rowCount += 1
            }
            if columns[list.slot] < 0 {
                columns[list.slot] = Int16(columnCount)
                columnCount += 1
            }
        }
        var offsets = [UInt16](repeating: Self.noList, count: rowCount * columnCount)
        for list in lists {
            precondition(list.offset < Int(Self.noList), "a byte's country lists fewer than an offset counts")
            let cell = Int(rows[Int(list.nameStart)]) * columnCount + Int(columns[list.slot])
            // A country's lists of a byte follow one another: the first is the one to find.
            if offsets[cell] == Self.noList {
                offsets[cell] = UInt16(list.offset)
            }
        }
        (self.rows, self.columns, self.columnCount, self.offsets) = (rows, columns, columnCount, offsets)
    }

    /// How far the first list of the country at `slot` of names starting with `nameStart` lies after that byte's
    /// first country list, or `nil` when the country has none of the byte.
    func offset(ofCountryAt slot: Int, nameStart: UInt8) -> Int? {
        let row = rows[Int(nameStart)]
        let column = columns[slot]
        guard row != Self.noRow, column >= 0 else { return nil }
        let offset = offsets[Int(row) * columnCount + Int(column)]
        return offset == Self.noList ? nil : Int(offset)
    }
}
