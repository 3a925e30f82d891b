/// A point met in a nearest-point search: its rank and the square of its chord from the target.
struct Neighbour: Comparable {
    var squaredChord: Double
    var rank: Int32

    /// Nearer first; at equal distances, lower rank first.
    static func < (left: Neighbour, right: Neighbour) -> Bool {
        left.squaredChord < right.squaredChord || (left.squaredChord == right.squaredChord && left.rank < right.rank)
    }
}
