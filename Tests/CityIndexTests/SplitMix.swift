/// A small seeded random number generator (SplitMix64), so that a failing check's case replays from its seed and
/// a generated case is the same every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number from 0 to `bound` - 1.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
