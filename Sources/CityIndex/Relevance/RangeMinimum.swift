/// The position of the least of an array's values in any range of it, in constant time, for the top-*k* search
/// of `leastPositions(in:count:)`.
///
/// The array is cut into blocks of 32. Within a block, each position keeps as a bit mask the block's positions up
/// to it whose value no later value up to it is below (a stack of minima), beside its value in one 8-byte word so
/// that one cache line serves both; the least in a range inside one block is the first of the range's end's
/// stack that is not before the range's start. Across blocks, a sparse table keeps the least of every run of
/// 2*ᵏ* blocks, as a key that orders by value, then position. Ties go to the earlier position. 8 bytes a value,
/// and 8 bytes a block for each level.
package struct RangeMinimum: Sendable {
    /// Each position's value, as the high half of its key (`key(at:)`), and its stack of minima within its block
    /// in the low half: bit *i* for the block's *i*-th position.
    private let entries: [UInt64]
    /// Level *k* holds, for each block *b*, the key (`key(at:)`) of the least value in blocks *b* ..< *b* + 2*ᵏ*;
    /// the levels one after another, each as long as there are blocks.
    private let blockMinima: [UInt64]
    /// The number of blocks: the length of each level of `blockMinima`.
    private let blockCount: Int

    private static let blockShift = 5
    private static let blockSize = 1 << blockShift

    /// The table for `values`.
    package init(values: [Int32]) {
        blockCount = (values.count + Self.blockSize - 1) >> Self.blockShift
        var entries = values.map { UInt64(Self.orderedBits(of: $0)) << 32 }
        var levels = [UInt64](repeating: 0, count: blockCount)
        for block in 0..<blockCount {
            let start = block << Self.blockShift
            var stack: UInt32 = 0
            for position in start..<min(start + Self.blockSize, values.count) {
                while stack != 0 {
                    let top = UInt32.bitWidth - 1 - stack.leadingZeroBitCount
                    guard values[start + top] > values[position] else { break }
                    stack &= ~(1 << top)
                }
                stack |= 1 << (position - start)
                entries[position] |= UInt64(stack)
            }
            let least = start + stack.trailingZeroBitCount
            levels[block] = entries[least] & Self.highHalf | UInt64(least)
        }
        var span = 1
        while span * 2 <= blockCount {
            let previous = levels.count - blockCount
            for block in 0..<blockCount {
                let right = block + span < blockCount ? levels[previous + block + span] : levels[previous + block]
                levels.append(min(levels[previous + block], right))
            }
            span *= 2
        }
        self.entries = entries
        blockMinima = levels
    }

    /// The position of the least value in `range`, which is not empty; the first of equal ones.
    package func leastPosition(in range: Range<Int>) -> Int {
        Self.position(ofKey: leastKey(in: range))
    }

    /// The key (`key(at:)`) of the least value in `range`, which is not empty; the first of equal ones.
    func leastKey(in range: Range<Int>) -> UInt64 {
        let first = range.lowerBound
        let last = range.upperBound - 1
        let firstBlock = first >> Self.blockShift
        let lastBlock = last >> Self.blockShift
        if firstBlock == lastBlock {
            return key(at: leastPosition(inBlockFrom: first, through: last))
        }
        var least = key(at: leastPosition(inBlockFrom: first, through: (firstBlock << Self.blockShift) | 31))
        if lastBlock - firstBlock > 1 {
            least = min(least, leastKey(ofBlocks: (firstBlock + 1)..<lastBlock))
        }
        return min(least, key(at: leastPosition(inBlockFrom: lastBlock << Self.blockShift, through: last)))
    }

    /// The value at `position`.
    func value(at position: Int) -> Int32 {
        Int32(bitPattern: UInt32(truncatingIfNeeded: entries[position] >> 32) ^ Self.signBit)
    }

    /// A number that orders positions by their value, then by position: the value (its sign bit flipped, so that
    /// it orders as an unsigned number) in the high half, the position in the low half.
    func key(at position: Int) -> UInt64 {
        entries[position] & Self.highHalf | UInt64(position)
    }

    /// The position that `key` is the key of.
    static func position(ofKey key: UInt64) -> Int {
        Int(UInt32(truncatingIfNeeded: key))
    }

    private static let highHalf: UInt64 = 0xFFFF_FFFF_0000_0000

    /// `value`'s bits with the sign bit flipped, which order as an unsigned number as the value does.
    private static func orderedBits(of value: Int32) -> UInt32 {
        UInt32(bitPattern: value) ^ signBit
    }

    /// The sign bit of a 32-bit value, which `orderedBits(of:)` flips and `value(at:)` flips back.
    private static let signBit: UInt32 = 0x8000_0000

    /// The least in positions `first` through `last` of one block.
    private func leastPosition(inBlockFrom first: Int, through last: Int) -> Int {
        let blockStart = first & ~(Self.blockSize - 1)
        let stack = UInt32(truncatingIfNeeded: entries[last]) & (UInt32.max << UInt32(first - blockStart))
        return blockStart + stack.trailingZeroBitCount
    }

    /// The key of the least in the blocks `blocks`, which is not empty: two overlapping runs of the sparse table.
    private func leastKey(ofBlocks blocks: Range<Int>) -> UInt64 {
        let level = Int.bitWidth - 1 - blocks.count.leadingZeroBitCount
        let levelStart = level * blockCount
        return min(
            blockMinima[levelStart + blocks.lowerBound],
            blockMinima[levelStart + blocks.upperBound - (1 << level)]
        )
    }
}
