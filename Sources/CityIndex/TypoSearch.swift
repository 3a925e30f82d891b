import Algorithms

/// A depth-first walk of the name trie that finds every node whose string is within a few typos of a query.
///
/// Each step carries the node's rows of the query's `OSABand` and stops where a row's every distance is over
/// the maximum, since no longer string can come back within it. Where any next character keeps a row within
/// the maximum, every child is visited, unless the names' keys (`NameKeyFilter`) show that only the query's
/// characters can lead anywhere; where only the query's characters do, only those children are looked up; and
/// where, besides, no transposition can, the string can only go on with the rest of the query from one of a few
/// positions, so those continuations are looked up whole. It finds every node whose string is within
/// the maximum distance of the query, and no other.
struct TypoSearch {
    /// A trie node whose string is within the maximum distance of the query.
    struct Node {
        /// The ranks of the names that start with the node's string.
        var ranks: Range<Int>
        /// `OSA(string, query)`.
        var distance: Int
        /// The length of the node's string in bytes.
        var byteCount: Int
    }

    /// The state of the walk at one node.
    private struct Step {
        var ranks: Range<Int>
        /// The length of the node's string in bytes.
        var byteCount: Int
        /// The length of the node's string in characters.
        var length: Int
        /// The node's row and its parent's.
        var row: OSABand.Row
        var previousRow: OSABand.Row
        /// The string's last character, `OSABand.otherCharacter` for the root.
        var last: UInt32
    }

    let trie: NameTrie
    let band: OSABand
    /// The query's UTF-8 bytes.
    let queryBytes: UnsafeBufferPointer<UInt8>
    /// Where each of the query's characters starts in `queryBytes`, with one more entry for the end.
    let queryStarts: [Int]
    /// The nodes found so far.
    private(set) var found: [Node] = []

    init(trie: NameTrie, band: OSABand, queryBytes: UnsafeBufferPointer<UInt8>, queryStarts: [Int]) {
        self.trie = trie
        self.band = band
        self.queryBytes = queryBytes
        self.queryStarts = queryStarts
    }

    /// Walks the trie of the names at `ranks` from its root, the empty string.
    mutating func walk(_ ranks: Range<Int>) {
        let root = Step(
            ranks: ranks,
            byteCount: 0,
            length: 0,
            row: band.firstRow,
            previousRow: band.emptyRow,
            last: OSABand.otherCharacter
        )
        visitChildren(of: root)
    }

    /// The query's bytes from the character at `position` to the one at `end`.
    private func queryBytes(from position: Int, to end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: queryBytes[queryStarts[position]..<queryStarts[end]])
    }

    private mutating func visitChildren(of step: Step) {
        guard !step.ranks.isEmpty, trie.continues(step.ranks.upperBound - 1, after: step.byteCount) else { return }
        if Int(step.row.minimum) < band.maxDistance {
            visitEveryChild(of: step)
        } else if band.allowsTransposition(step.previousRow, length: step.length, after: step.last) {
            visitQueryCharacterChildren(of: step)
        } else {
            findRestsOfQuery(after: step)
        }
    }

    /// Visits each distinct next character, one run of ranks after another.
    ///
    /// Below a node one typo short of the maximum, the children whose characters are none of the query's near the
    /// node's length (`nearPositions`, the only positions that a child's row and its children's transpositions
    /// compare) all have the same row, in which every distance is at least the maximum and no transposition can
    /// help: that row is computed once, and their names only looked up for the rest of the query. When the
    /// names' keys show that no such lookup can find anything, only the children for the query's characters near
    /// the node's length are looked up.
    private mutating func visitEveryChild(of step: Step) {
        let otherRow =
            Int(step.row.minimum) == band.maxDistance - 1
            ? band.row(
                after: step.row,
                step.previousRow,
                length: step.length,
                appending: OSABand.otherCharacter,
                after: step.last
            ) : nil
        let near = nearPositions(of: step)
        let restCells = otherRow.map { self.restCells(afterOtherChildOf: step, row: $0) } ?? 0
        if let otherRow, restCells == 0,
            band.distance(at: band.query.count, in: otherRow, length: step.length + 1) > band.maxDistance
        {
            visitChildren(of: step, appendingQueryCharactersAt: near)
            return
        }
        var start = step.ranks.partitioningIndex { trie.continues($0, after: step.byteCount) }
        while start < step.ranks.upperBound {
            let character = trie.scalar(ofName: start, at: step.byteCount)
            let end = trie.endOfRun(
                from: start,
                upTo: step.ranks.upperBound,
                at: step.byteCount,
                continuingWith: character
            )
            if let otherRow, !near.contains(where: { band.query[$0] == character }) {
                let child = child(start..<end, appending: character, to: step, row: otherRow)
                note(child)
                if restCells != 0 && trie.continues(end - 1, after: child.byteCount) {
                    findRestsOfQuery(after: child, inCells: restCells)
                }
            } else {
                visit(start..<end, appending: character, to: step)
            }
            start = end
        }
    }

    /// The query positions whose characters a child of `step`'s row, or its children's transpositions, compare:
    /// from `length - maxDistance - 1` to `length + maxDistance + 1`.
    private func nearPositions(of step: Step) -> Range<Int> {
        max(0, step.length - band.maxDistance - 1)..<min(band.query.count, step.length + band.maxDistance + 2)
    }

    /// The cells of `row`, the row of a child of `step` for a character that is none of the query's near its
    /// length, from whose positions some name may go on with the rest of the query, as bits (cell `c` is bit
    /// `c`): those within the maximum, less those that the names' keys rule out.
    private func restCells(afterOtherChildOf step: Step, row: OSABand.Row) -> UInt8 {
        var cells: UInt8 = 0
        band.positionsWithin(row, length: step.length + 1) { position in
            let rest = queryBytes(from: position, to: band.query.count)
            if trie.mayContinue(step.ranks, at: step.byteCount, afterOneCharacterWith: rest) {
                cells |= 1 << band.cell(of: position, length: step.length + 1)
            }
        }
        return cells
    }

    /// Visits the children whose character can keep the distance within the maximum, each once.
    private mutating func visitQueryCharacterChildren(of step: Step) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: band.width) { buffer in
            var count = 0
            band.positionsWithin(step.row, length: step.length) {
                buffer[count] = $0
                count += 1
            }
            visitChildren(of: step, appendingQueryCharactersAt: buffer[..<count])
        }
    }

    /// Visits the children of `step` for the query's characters at `positions`, each character once.
    private mutating func visitChildren(of step: Step, appendingQueryCharactersAt positions: some Collection<Int>) {
        for (index, position) in positions.enumerated()
        where !positions.prefix(index).contains(where: { band.query[$0] == band.query[position] }) {
            let ranks = trie.ranks(
                in: step.ranks,
                at: step.byteCount,
                continuingWith: queryBytes(from: position, to: position + 1)
            )
            if !ranks.isEmpty {
                visit(ranks, appending: band.query[position], to: step)
            }
        }
    }

    /// Notes the names that go on with the rest of the query from a position where the row is within the
    /// maximum: the only strings within it that start with the node's, since every other character or a
    /// transposition takes the distance over it. Only the positions of `cells` (as bits) are looked up.
    private mutating func findRestsOfQuery(after step: Step, inCells cells: UInt8 = .max) {
        band.positionsWithin(step.row, length: step.length) { position in
            guard cells & (1 << band.cell(of: position, length: step.length)) != 0 else { return }
            let rest = queryBytes(from: position, to: band.query.count)
            let ranks = trie.ranks(in: step.ranks, at: step.byteCount, continuingWith: rest)
            if !ranks.isEmpty {
                found.append(
                    Node(
                        ranks: ranks,
                        distance: band.distance(at: position, in: step.row, length: step.length),
                        byteCount: step.byteCount + rest.count
                    )
                )
            }
        }
    }

    /// Visits the child of `parent` for `character`, whose names are at `ranks`: notes it when its string is
    /// within the maximum distance, and goes on while its row is.
    private mutating func visit(_ ranks: Range<Int>, appending character: UInt32, to parent: Step) {
        let row = band.row(
            after: parent.row,
            parent.previousRow,
            length: parent.length,
            appending: character,
            after: parent.last
        )
        guard Int(row.minimum) <= band.maxDistance else { return }
        let step = child(ranks, appending: character, to: parent, row: row)
        note(step)
        visitChildren(of: step)
    }

    /// The step to the child of `parent` for `character`, whose names are at `ranks` and whose row is `row`.
    private func child(_ ranks: Range<Int>, appending character: UInt32, to parent: Step, row: OSABand.Row) -> Step {
        Step(
            ranks: ranks,
            byteCount: parent.byteCount + PackedScalars.length(of: character),
            length: parent.length + 1,
            row: row,
            previousRow: parent.row,
            last: character
        )
    }

    /// Notes the node of `step` when its string is within the maximum distance of the query.
    private mutating func note(_ step: Step) {
        let distance = band.distance(at: band.query.count, in: step.row, length: step.length)
        if distance <= band.maxDistance {
            found.append(Node(ranks: step.ranks, distance: distance, byteCount: step.byteCount))
        }
    }
}
