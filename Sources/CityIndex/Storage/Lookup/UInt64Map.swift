/// A map from 64-bit keys, none of them 0, to 32-bit values, built once: open addressing by Fibonacci hashing in
/// a table of at least twice as many slots as keys, key and value side by side, so that a lookup is a probe or a
/// few in one array, with no pointer to follow.
struct UInt64Map: Sendable {
    private struct Slot {
        /// The key, or 0 for an empty slot.
        var key: UInt64
        var value: Int32
    }

    private let slots: [Slot]
    /// The number of bits of a slot number: `slots` has 2 to that power.
    private let slotBits: Int

    /// The map of `entries`, whose keys are distinct and not 0.
    init(_ entries: [(key: UInt64, value: Int32)]) {
        slotBits = max(1, Int.bitWidth - (2 * entries.count).leadingZeroBitCount)
        var slots = [Slot](repeating: Slot(key: 0, value: 0), count: 1 << slotBits)
        for entry in entries {
            precondition(entry.key != 0, "0 marks an empty slot")
            var slot = Self.slot(of: entry.key, bits: slotBits)
            while slots[slot].key != 0 {
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = Slot(key: entry.key, value: entry.value)
        }
        self.slots = slots
    }

    /// The value of `key`, or `nil` when the map does not hold it.
    subscript(key: UInt64) -> Int32? {
        var slot = Self.slot(of: key, bits: slotBits)
        while true {
            let found = slots[slot]
            if found.key == key {
                return found.value
            }
            if found.key == 0 {
                return nil
            }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The first slot to look in for `key`, of 2 to the power `bits`.
    private static func slot(of key: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(UInt64.bitWidth - bits))
    }
}
