/// Where the lists of one kind of `CitiesByPlaceStart` lie, by the first byte of their names and their place (a
/// country, a start of a state code or region, or a qualifier's first byte), among the lists of that kind and byte:
/// each found with a lookup rather than by a bisection of them (`s, co`: Colombia, the Congos, Costa Rica and more, a
/// list each; `s, c`: the cities whose places a `c` starts), which the processor mispredicts about every other step.
/// Also where the countries that a start of one or two bytes matches lie (`CountryNameFolds`), by the start's first
/// byte and its second as the place.
///
/// A table of a row for each first byte that has a list of the kind and a column for each place that has one: for the
/// countries, 65 rows of 246 columns, 32 KB, in the shipped data.
struct ListDirectory: Sendable {
    /// Each byte's row, or `noRow`.
    private let rows: [UInt8]
    /// Each place's column, or -1.
    private let columns: [Int16]
    /// The number of columns.
    private let columnCount: Int
    /// By row, then column: how far the place's first list of the byte lies after the byte's first list of the kind,
    /// or `noList`.
    private let offsets: [UInt16]

    /// The row of a byte that has no list of the kind.
    private static let noRow = UInt8.max
    /// The offset of a place that has no list of the byte.
    private static let noList = UInt16.max

    /// The directory of the lists `lists` of one kind, of places below `placeCount`, each given by how far it lies
    /// after its byte's first list of the kind, its byte and its place, in the lists' order.
    init(_ lists: [(offset: Int, nameStart: UInt8, place: Int)], placeCount: Int) {
        var rows = [UInt8](repeating: Self.noRow, count: 256)
        var columns = [Int16](repeating: -1, count: placeCount)
        var rowCount = 0
        var columnCount = 0
        for list in lists {
            if rows[Int(list.nameStart)] == Self.noRow {
                precondition(rowCount < Int(Self.noRow), "a row for each byte but one")
                rows[Int(list.nameStart)] = UInt8(rowCount)
                rowCount += 1
            }
            if columns[list.place] < 0 {
                precondition(columnCount < Int(Int16.max), "a column for each place a column counts")
                columns[list.place] = Int16(columnCount)
                columnCount += 1
            }
        }
        var offsets = [UInt16](repeating: Self.noList, count: rowCount * columnCount)
        for list in lists {
            precondition(list.offset < Int(Self.noList), "a byte's lists of a kind fewer than an offset counts")
            let cell = Int(rows[Int(list.nameStart)]) * columnCount + Int(columns[list.place])
            // A place's lists of a byte follow one another: the first is the one to find.
            if offsets[cell] == Self.noList {
                offsets[cell] = UInt16(list.offset)
            }
        }
        (self.rows, self.columns, self.columnCount, self.offsets) = (rows, columns, columnCount, offsets)
    }

    /// How far the first list of the place `place` of names starting with `nameStart` lies after that byte's first
    /// list of the kind, or `nil` when the place has none of the byte.
    func offset(ofPlace place: Int, nameStart: UInt8) -> Int? {
        let row = rows[Int(nameStart)]
        let column = columns[place]
        guard row != Self.noRow, column >= 0 else { return nil }
        let offset = offsets[Int(row) * columnCount + Int(column)]
        return offset == Self.noList ? nil : Int(offset)
    }
}
