import Algorithms

/// A depth-first walk of the name trie that finds every node whose string is within a few typos of a query.
///
/// Each step carries the node's rows of the query's `OSABand` and stops where a row's every distance is over
/// the maximum, since no longer string can come back within it. Where the next character must be one of the
/// query's to stay within the maximum, only those children are looked up; elsewhere every child is visited.
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
    /// The nodes found so far, the root's descendants before their own descendants.
    private(set) var found: [Node] = []

    init(trie: NameTrie, band: OSABand) {
        self.trie = trie
        self.band = band
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

    private mutating func visitChildren(of step: Step) {
        guard !step.ranks.isEmpty, trie.continues(step.ranks.upperBound - 1, after: step.byteCount) else { return }
        let other = band.row(
            after: step.row,
            step.previousRow,
            length: step.length,
            appending: OSABand.otherCharacter,
            after: step.last
        )
        if band.minimum(of: other) <= band.maxDistance {
            visitEveryChild(of: step)
        } else {
            visitQueryCharacterChildren(of: step)
        }
    }

    /// Visits each distinct next character, one run of ranks after another.
    private mutating func visitEveryChild(of step: Step) {
        var start = step.ranks.partitioningIndex { trie.continues($0, after: step.byteCount) }
        while start < step.ranks.upperBound {
            let character = trie.scalar(ofName: start, at: step.byteCount)
            let end = trie.endOfRun(
                from: start,
                upTo: step.ranks.upperBound,
                at: step.byteCount,
                continuingWith: character
            )
            visit(start..<end, appending: character, to: step)
            start = end
        }
    }

    /// Visits the children whose character can keep the distance within the maximum, each once, in order.
    private mutating func visitQueryCharacterChildren(of step: Step) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: band.width) { buffer in
            var count = 0
            band.characters(continuing: step.row, length: step.length) {
                buffer[count] = $0
                count += 1
            }
            var characters = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            characters.sort()
            for (index, character) in zip(characters.indices, characters)
            where index == 0 || characters[index - 1] != character {
                let ranks = trie.ranks(in: step.ranks, at: step.byteCount, continuingWith: character)
                if !ranks.isEmpty {
                    visit(ranks, appending: character, to: step)
                }
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
        guard band.minimum(of: row) <= band.maxDistance else { return }
        let step = Step(
            ranks: ranks,
            byteCount: parent.byteCount + PackedScalars.length(of: character),
            length: parent.length + 1,
            row: row,
            previousRow: parent.row,
            last: character
        )
        let distance = band.distanceToQuery(row, length: step.length)
        if distance <= band.maxDistance {
            found.append(Node(ranks: ranks, distance: distance, byteCount: step.byteCount))
        }
        visitChildren(of: step)
    }
}
