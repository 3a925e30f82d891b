extension TypoMatch {
    /// The runs of ranks that `nodes` match, each rank at its best node: the smallest distance, then the longest
    /// string. Ranks whose best node is at distance 0 (exact matches) are left out.
    ///
    /// Trie nodes' ranks are nested or disjoint, so one sweep in order of first rank, outer nodes first, keeps
    /// the nodes around the current rank on a stack, each with the best of itself and those around it.
    ///
    /// - Complexity: O(*n* log *n*) for *n* nodes.
    static func runs(resolving nodes: [TypoSearch.Found]) -> [TypoMatch] {
        let nodes = nodes.sorted { left, right in
            if left.ranks.lowerBound != right.ranks.lowerBound {
                return left.ranks.lowerBound < right.ranks.lowerBound
            }
            if left.ranks.upperBound != right.ranks.upperBound {
                return left.ranks.upperBound > right.ranks.upperBound
            }
            return left.byteCount < right.byteCount
        }
        var runs = RunList(nodes: nodes)
        var enclosing: [(end: Int, best: Int)] = []
        for (index, node) in nodes.enumerated() {
            while let outer = enclosing.last, outer.end <= node.ranks.lowerBound {
                runs.extend(upTo: outer.end, by: outer.best)
                enclosing.removeLast()
            }
            if let outer = enclosing.last {
                runs.extend(upTo: node.ranks.lowerBound, by: outer.best)
            }
            runs.skip(to: node.ranks.lowerBound)
            let best = enclosing.last.map { isBetter(nodes[$0.best], than: node) ? $0.best : index } ?? index
            enclosing.append((node.ranks.upperBound, best))
        }
        while let outer = enclosing.popLast() {
            runs.extend(upTo: outer.end, by: outer.best)
        }
        return runs.matches
    }

    /// Whether `node` gives its ranks a better match than `other`: a smaller distance, or a longer string at the
    /// same distance.
    private static func isBetter(_ node: TypoSearch.Found, than other: TypoSearch.Found) -> Bool {
        node.distance < other.distance || (node.distance == other.distance && node.byteCount > other.byteCount)
    }
}

/// Typo matches written rank after rank, each stretch of ranks by the node that matches it best.
private struct RunList {
    let nodes: [TypoSearch.Found]
    private(set) var matches: [TypoMatch] = []
    /// The first rank not written yet.
    private var position = 0
    /// The node of the last stretch written.
    private var lastNode = -1

    init(nodes: [TypoSearch.Found]) {
        self.nodes = nodes
    }

    /// Moves on to `rank` without writing the ranks before it.
    mutating func skip(to rank: Int) {
        position = rank
    }

    /// Writes the ranks up to `end` as matched by `nodes[node]`, joining the last run when that is the same
    /// node's and ends where they start; ranks at distance 0 are left out.
    mutating func extend(upTo end: Int, by node: Int) {
        guard end > position else { return }
        let match = nodes[node]
        if match.distance > 0 {
            if node == lastNode, let last = matches.last, last.ranks.upperBound == position {
                matches[matches.count - 1].ranks = last.ranks.lowerBound..<end
            } else {
                matches.append(
                    TypoMatch(ranks: position..<end, distance: match.distance, matchedByteCount: match.byteCount)
                )
            }
        }
        lastNode = node
        position = end
    }
}
