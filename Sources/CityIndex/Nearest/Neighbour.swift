/// A point met in a nearest-point search: its rank and the square of its chord from the target.
struct Neighbour: Comparable {
    var squaredChord: Double
    var rank: Int32

    /// How far apart two chords (in Earth radii) may be and still count as one distance: 10⁻¹² (6 µm), thousands
    /// of times the rounding of a chord worked out from two unit vectors, and far below what the distances of two
    /// cities differ by unless they are one. Two cities mirrored about the target's meridian lie at one distance,
    /// but their chords, worked out from their own vectors, differ in the last bits: at one distance the lower
    /// rank comes first, as the contract's order has it.
    static let chordTolerance = 1e-12

    /// The most two squared chords at one distance can differ by: chords differ by `chordTolerance` at most,
    /// and each is 2 at most.
    static let squaredChordTolerance = 4 * chordTolerance

    /// Nearer first; at one distance (chords within `chordTolerance`), lower rank first.
    static func < (left: Neighbour, right: Neighbour) -> Bool {
        let difference = right.squaredChord - left.squaredChord
        // Far apart: no square root needed.
        guard difference.magnitude <= squaredChordTolerance else { return difference > 0 }
        let chordDifference = right.squaredChord.squareRoot() - left.squaredChord.squareRoot()
        guard chordDifference.magnitude <= chordTolerance else { return chordDifference > 0 }
        return left.rank < right.rank
    }
}
