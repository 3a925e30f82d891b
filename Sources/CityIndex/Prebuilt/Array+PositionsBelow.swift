extension Array where Element == Int32 {
    /// Whether every element is a position in a table of `count`: from 0 up to `count`, not included. What a
    /// prebuilt index's tables of ranks and positions must hold before a search may follow them.
    func arePositions(below count: Int) -> Bool {
        let limit = Int32(clamping: count)
        return allSatisfy { $0 >= 0 && $0 < limit }
    }
}
