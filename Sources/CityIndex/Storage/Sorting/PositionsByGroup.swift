/// The positions of a column grouped by each position's group, ascending within each group, group after group:
/// a compressed sparse row table.
enum PositionsByGroup {
    /// Where each group starts among the positions, with one more entry for the end, and the positions of
    /// `groups` (each position's group, from 0 below `groupCount`, or negative for none) by group.
    static func of(
        _ groups: some Collection<some BinaryInteger>,
        groupCount: Int
    ) -> (starts: [Int32], positions: [Int32]) {
        var starts = [Int32](repeating: 0, count: groupCount + 1)
        for group in groups where group >= 0 {
            starts[Int(group) + 1] += 1
        }
        for group in 0..<groupCount {
            starts[group + 1] += starts[group]
        }
        var next = starts
        var positions = [Int32](repeating: 0, count: Int(starts[groupCount]))
        for (position, group) in groups.enumerated() where group >= 0 {
            positions[Int(next[Int(group)])] = Int32(position)
            next[Int(group)] += 1
        }
        return (starts, positions)
    }
}
