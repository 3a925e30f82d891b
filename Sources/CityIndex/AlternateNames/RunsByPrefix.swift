/// The long runs of ascending sort keys (`PrefixRunLeaders.longRuns`), each found by every prefix of up to eight
/// bytes that matches its names and no others: one probe of a hash table, where finding a run by bisecting the
/// names costs a cache miss a step.
///
/// A prefix matches exactly the names of a run when it starts the bytes that all of them share and is longer than
/// what the run's first name shares with the name before it, and its last name with the name after it. No folded
/// name holds a 0 byte, so such a prefix is its sort key (`FoldedNames.sortKey`), which is never 0.
struct RunsByPrefix: Sendable {
    /// Open addressing by `slot(of:)`: each prefix's sort key, 0 for an empty slot, with its run's number.
    private let slots: [Slot]
    /// The number of bits of a slot number: `slots` has 2 to that power.
    private let slotBits: Int

    private struct Slot {
        var prefix: UInt64
        var run: Int32
    }

    /// The `runs` of `keys`, numbered in their order.
    init(sortKeys keys: [UInt64], runs: [Range<Int>]) {
        var prefixes: [Slot] = []
        for (number, run) in runs.enumerated() {
            let shared = PrefixRunLeaders.sharedNameBytes(keys[run.lowerBound], keys[run.upperBound - 1])
            let sharedOutside = max(
                run.lowerBound > 0
                    ? PrefixRunLeaders.sharedNameBytes(keys[run.lowerBound - 1], keys[run.lowerBound]) : 0,
                run.upperBound < keys.count
                    ? PrefixRunLeaders.sharedNameBytes(keys[run.upperBound - 1], keys[run.upperBound]) : 0
            )
            for length in stride(from: sharedOutside + 1, through: shared, by: 1) {
                prefixes.append(Slot(prefix: keys[run.lowerBound] & ~(UInt64.max >> (8 * length)), run: Int32(number)))
            }
        }
        slotBits = max(1, Int.bitWidth - (2 * prefixes.count).leadingZeroBitCount)
        var slots = [Slot](repeating: Slot(prefix: 0, run: 0), count: 1 << slotBits)
        for prefix in prefixes {
            var slot = Self.slot(of: prefix.prefix, bits: slotBits)
            while slots[slot].prefix != 0 {
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = prefix
        }
        self.slots = slots
    }

    /// The number of the run whose names are exactly those that start with the folded `prefix`, or `nil` when
    /// there is none: a prefix of no byte or of more than eight, or one whose names are no long run.
    func run(startingWith prefix: [UInt8]) -> Int? {
        guard (1...8).contains(prefix.count) else { return nil }
        let key = FoldedNames.sortKey(of: prefix)
        var slot = Self.slot(of: key, bits: slotBits)
        while true {
            let found = slots[slot]
            if found.prefix == key {
                return Int(found.run)
            }
            if found.prefix == 0 {
                return nil
            }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The first slot to look in for `key`, of 2 to the power `bits` (Fibonacci hashing).
    private static func slot(of key: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(UInt64.bitWidth - bits))
    }
}
