/// How the elements of columns collected in parts (one part per stretch of the file read) are numbered across
/// the parts, one part after another: where each part's first element is in that numbering.
struct PartNumbering: Sendable {
    /// Where each part's elements start in the numbering, with one more entry for the end of the last.
    let starts: [Int]

    /// The numbering of parts of `partCounts` elements each.
    init(partCounts: [Int]) {
        starts = partCounts.reduce(into: [0]) { $0.append($0.last! + $1) }
    }

    /// The number of elements in all the parts.
    var count: Int { starts.last! }

    /// Where the element numbered `index` is.
    @inline(__always)
    func position(of index: Int) -> PartPosition {
        var part = starts.count - 2
        while starts[part] > index {
            part -= 1
        }
        return PartPosition(part: Int32(part), index: Int32(index - starts[part]))
    }
}
