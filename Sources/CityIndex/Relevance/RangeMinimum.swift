/// The position of the least of an array's values in any range of it, in constant time, for the top-*k* search
/// of `RelevanceOrder`.
///
/// The array is cut into blocks of 32. Within a block, each position keeps as a bit mask the block's positions up
/// to it whose value no later value up to it is below (a stack of minima); the least in a range inside one block
/// is the first of the range's end's stack that is not before the range's start. Across blocks, a sparse table
/// keeps the least of every run of 2*ᵏ* blocks. Ties go to the earlier position. About 5 bytes a value beside the
/// values.
package struct RangeMinimum: Sendable {
    /// The values, by position.
    package let values: [Int32]
    /// Each position's stack of minima within its block: bit *i* for the block's *i*-th position.
    private let stacks: [UInt32]
    /// Level *k* holds, for each block *b*, the position of the least value in blocks *b* ..< *b* + 2*ᵏ*; the
    /// levels one after another, each as long as there are blocks.
    private let blockMinima: [Int32]
    /// The number of blocks: the length of each level of `blockMinima`.
    private let blockCount: Int

    private static let blockShift = 5
    private static let blockSize = 1 << blockShift

    /// The table for `values`.
    package init(values: [Int32]) {
        self.values = values
        blockCount = (values.count + Self.blockSize - 1) >> Self.blockShift
        var stacks = [UInt32](repeating: 0, count: values.count)
        var minima = [Int32](repeating: 0, count: blockCount)
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
                stacks[position] = stack
            }
            minima[block] = Int32(start + stack.trailingZeroBitCount)
        }
        var levels = minima
        var span = 1
        while span * 2 <= blockCount {
            let previous = levels.count - blockCount
            for block in 0..<blockCount {
                let right = block + span < blockCount ? levels[previous + block + span] : levels[previous + block]
                levels.append(Self.lesser(levels[previous + block], right, in: values))
            }
            span *= 2
        }
        self.stacks = stacks
        blockMinima = levels
    }

    /// The position of the least value in `range`, which is not empty; the first of equal ones.
    package func leastPosition(in range: Range<Int>) -> Int {
        let first = range.lowerBound
        let last = range.upperBound - 1
        let firstBlock = first >> Self.blockShift
        let lastBlock = last >> Self.blockShift
        if firstBlock == lastBlock {
            return leastPosition(inBlockFrom: first, through: last)
        }
        let firstBlockEnd = (firstBlock << Self.blockShift) + Self.blockSize - 1
        var least = Int32(leastPosition(inBlockFrom: first, through: firstBlockEnd))
        if lastBlock - firstBlock > 1 {
            least = Self.lesser(least, leastPosition(ofBlocks: (firstBlock + 1)..<lastBlock), in: values)
        }
        let inLastBlock = Int32(leastPosition(inBlockFrom: lastBlock << Self.blockShift, through: last))
        return Int(Self.lesser(least, inLastBlock, in: values))
    }

    /// The least in positions `first` through `last` of one block.
    private func leastPosition(inBlockFrom first: Int, through last: Int) -> Int {
        let blockStart = first & ~(Self.blockSize - 1)
        let stack = stacks[last] & (UInt32.max << UInt32(first - blockStart))
        return blockStart + stack.trailingZeroBitCount
    }

    /// The least in the blocks `blocks`, which is not empty: two overlapping runs of the sparse table.
    private func leastPosition(ofBlocks blocks: Range<Int>) -> Int32 {
        let level = Int.bitWidth - 1 - blocks.count.leadingZeroBitCount
        let levelStart = level * blockCount
        return Self.lesser(
            blockMinima[levelStart + blocks.lowerBound],
            blockMinima[levelStart + blocks.upperBound - (1 << level)],
            in: values
        )
    }

    /// The position of the lesser value of the two, the earlier where they are equal.
    private static func lesser(_ left: Int32, _ right: Int32, in values: [Int32]) -> Int32 {
        let leftValue = values[Int(left)]
        let rightValue = values[Int(right)]
        return rightValue < leftValue || (rightValue == leftValue && right < left) ? right : left
    }
}
