/// A depth-first walk of the name trie that finds every node whose string is within a few typos of a query.
///
/// Each step carries the node's rows of the query's `OSABand` and stops where a row's every distance is over
/// the maximum, since no longer string can come back within it. Where any next character keeps a row within
/// the maximum, every child is visited, unless the names' keys (`NameKeyFilter`) show that only the query's
/// characters can lead anywhere; where only the query's characters do, only those children are looked up; and
/// where, besides, no transposition can, the string can only go on with the rest of the query from one of a few
/// positions, so those continuations are looked up whole. A lookup is skipped where the characters known to
/// follow a node (`NameTrieChildLists`) or the key filter rule it out. It finds every node whose string is within
/// the maximum distance of the query, and no other.
struct TypoSearch {
    /// A trie node found whose string is within the maximum distance of the query.
    struct Found {
        /// The ranks of the names that start with the node's string.
        var ranks: Range<Int>
        /// `OSA(string, query)`.
        var distance: Int
        /// The length of the node's string in bytes.
        var byteCount: Int
    }

    /// The state of the walk at one node.
    private struct Step {
        var node: NameTrie.Node
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
    /// The rest of the query from each of its positions, and one more, empty, for its end.
    private let rests: [NameTrie.Continuation]
    /// The query's character at each of its positions.
    private let characters: [NameTrie.Continuation]
    /// The nodes found so far.
    private(set) var found: [Found] = []

    /// A search for `band`'s query, whose UTF-8 bytes are `queryBytes`, its characters starting at `queryStarts`
    /// with one more entry for the end.
    init(trie: NameTrie, band: OSABand, queryBytes: UnsafeBufferPointer<UInt8>, queryStarts: [Int]) {
        self.trie = trie
        self.band = band
        let count = band.query.count
        func continuation(from position: Int, to end: Int) -> NameTrie.Continuation {
            NameTrie.Continuation(
                scalars: UnsafeBufferPointer(rebasing: band.query[position..<end]),
                bytes: UnsafeBufferPointer(rebasing: queryBytes[queryStarts[position]..<queryStarts[end]])
            )
        }
        rests = (0...count).map { continuation(from: $0, to: count) }
        characters = (0..<count).map { continuation(from: $0, to: $0 + 1) }
    }

    /// Walks the trie from its root, the empty string.
    mutating func walk() {
        let root = Step(
            node: trie.root,
            length: 0,
            row: band.firstRow,
            previousRow: band.emptyRow,
            last: OSABand.otherCharacter
        )
        visitChildren(of: root)
    }

    private mutating func visitChildren(of step: Step) {
        guard trie.hasChildren(step.node) else { return }
        if Int(step.row.minimum) < band.maxDistance {
            visitEveryChild(of: step)
        } else if band.allowsTransposition(step.previousRow, length: step.length, after: step.last) {
            visitQueryCharacterChildren(of: step)
        } else {
            findRestsOfQuery(after: step)
        }
    }

    /// Visits each child (`NameTrie.forEachChild`).
    ///
    /// The children for characters other than the few query characters that matter after the node
    /// (`OSABand.positionsMattering`: those that make a row of their own, or let the next character be transposed
    /// within the maximum) all have the same row, computed once. Below a node one typo short of the maximum, every
    /// distance in that row is at least the maximum and no transposition can help, so their names are only looked
    /// up for the rest of the query; when the names' keys show that no such lookup can find anything, only the
    /// children for the characters that matter are looked up.
    private mutating func visitEveryChild(of step: Step) {
        let otherRow = band.row(
            after: step.row,
            step.previousRow,
            length: step.length,
            appending: OSABand.otherCharacter,
            after: step.last
        )
        let othersOnlyGoOnWithTheQuery = Int(step.row.minimum) == band.maxDistance - 1
        let mattering = band.positionsMattering(
            after: step.row,
            step.previousRow,
            other: otherRow,
            length: step.length,
            last: step.last
        )
        let restCells = othersOnlyGoOnWithTheQuery ? restCells(afterOtherChildOf: step, row: otherRow) : 0
        if othersOnlyGoOnWithTheQuery, restCells == 0,
            band.distance(at: band.query.count, in: otherRow, length: step.length + 1) > band.maxDistance
        {
            visitChildren(of: step, appendingQueryCharactersAt: mattering)
            return
        }
        let matteringBits = mattering.reduce(0) { $0 | characters[$1].firstBit }
        trie.forEachChild(of: step.node) { node, character in
            let matters =
                NameTrieChildLists.bit(of: character) & matteringBits != 0
                && mattering.contains { band.query[$0] == character }
            if matters {
                visit(node, appending: character, to: step)
            } else if othersOnlyGoOnWithTheQuery {
                noteOtherChild(node, of: step, row: otherRow, restCells: restCells)
            } else {
                visit(node, appending: character, to: step, row: otherRow)
            }
        }
    }

    /// Notes `node`, a child of `step` for a character other than those that matter after it, whose row is
    /// `row`: the node itself when it is within the maximum, and the names that go on from it with the rest of
    /// the query from the positions of `restCells` (as bits).
    private mutating func noteOtherChild(_ node: NameTrie.Node, of step: Step, row: OSABand.Row, restCells: UInt8) {
        let length = step.length + 1
        let distance = band.distance(at: band.query.count, in: row, length: length)
        if distance <= band.maxDistance {
            found.append(Found(ranks: node.ranks, distance: distance, byteCount: node.byteCount))
        }
        var cells = restCells
        while cells != 0 {
            let cell = cells.trailingZeroBitCount
            cells &= cells - 1
            noteRest(of: node, from: band.position(ofCell: cell, length: length), distance: Int(row[cell]))
        }
    }

    /// Notes the names below `node` that go on with the rest of the query from `position`, at `distance`.
    private mutating func noteRest(of node: NameTrie.Node, from position: Int, distance: Int) {
        guard trie.mayStart(with: node, followedBy: rests[position]) else { return }
        let rest = trie.descendant(of: node, along: rests[position])
        if !rest.ranks.isEmpty {
            found.append(Found(ranks: rest.ranks, distance: distance, byteCount: rest.byteCount))
        }
    }

    /// The cells of `row`, the row of a child of `step` for a character other than those that matter after it,
    /// from whose positions some name may go on with the rest of the query, as bits (cell `c` is bit `c`): those
    /// within the maximum, less those that the names' keys rule out.
    private func restCells(afterOtherChildOf step: Step, row: OSABand.Row) -> UInt8 {
        var cells: UInt8 = 0
        band.positionsWithin(row, length: step.length + 1) { position in
            if trie.mayContinue(step.node, afterOneCharacterWith: rests[position]) {
                cells |= 1 << band.cell(of: position, length: step.length + 1)
            }
        }
        return cells
    }

    /// Visits the children whose character can keep the distance within the maximum, each once.
    private mutating func visitQueryCharacterChildren(of step: Step) {
        var within = OSABand.Positions(base: step.length - band.maxDistance, bits: 0)
        band.positionsWithin(step.row, length: step.length) { within.insert($0) }
        visitChildren(of: step, appendingQueryCharactersAt: within)
    }

    /// Visits the children of `step` for the query's characters at `positions`, each character once.
    private mutating func visitChildren(of step: Step, appendingQueryCharactersAt positions: OSABand.Positions) {
        // The characters' bits tell most new characters from those visited without comparing them.
        var visitedBits: UInt32 = 0
        var visited = OSABand.Positions(base: positions.base, bits: 0)
        for position in positions {
            let bit = characters[position].firstBit
            if visitedBits & bit != 0 && visited.contains(where: { band.query[$0] == band.query[position] }) {
                continue
            }
            visitedBits |= bit
            visited.insert(position)
            guard trie.mayStart(with: step.node, followedBy: characters[position]) else { continue }
            let child = trie.descendant(of: step.node, along: characters[position])
            if !child.ranks.isEmpty {
                visit(child, appending: band.query[position], to: step)
            }
        }
    }

    /// Notes the names that go on with the rest of the query from a position where the row is within the
    /// maximum: the only strings within it that start with the node's, since every other character or a
    /// transposition takes the distance over it.
    private mutating func findRestsOfQuery(after step: Step) {
        band.positionsWithin(step.row, length: step.length) { position in
            noteRest(
                of: step.node,
                from: position,
                distance: band.distance(at: position, in: step.row, length: step.length)
            )
        }
    }

    /// Visits `node`, the child of `parent` for `character`: notes it when its string is within the maximum
    /// distance, and goes on while its row is. The row is `row` when given, which must be the one that
    /// `character` makes.
    private mutating func visit(
        _ node: NameTrie.Node,
        appending character: UInt32,
        to parent: Step,
        row: OSABand.Row? = nil
    ) {
        let row =
            row
            ?? band.row(
                after: parent.row,
                parent.previousRow,
                length: parent.length,
                appending: character,
                after: parent.last
            )
        guard Int(row.minimum) <= band.maxDistance else { return }
        let step = child(node, appending: character, to: parent, row: row)
        note(step)
        visitChildren(of: step)
    }

    /// The step to `node`, the child of `parent` for `character`, whose row is `row`.
    private func child(_ node: NameTrie.Node, appending character: UInt32, to parent: Step, row: OSABand.Row) -> Step {
        Step(
            node: node,
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
            found.append(Found(ranks: step.node.ranks, distance: distance, byteCount: step.node.byteCount))
        }
    }
}
