import Algorithms

extension ArraySlice<Int32> {
    /// Whether these ranks, ascending, hold `rank`.
    ///
    /// - Complexity: O(log *n*).
    func containsSorted(_ rank: Int) -> Bool {
        let position = partitioningIndex { $0 >= rank }
        return position < endIndex && self[position] == rank
    }
}
