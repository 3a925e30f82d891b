/// Every later word of every folded name, sorted by the name's text from that word on, then by rank: a prefix
/// search over word starts, for matching the prefix against any word of a name (`New York` from `york`).
///
/// A name's first word is not in it: the index's own sorted names already search those.
struct WordIndex: Sendable {
    /// The rank of each entry's city.
    let ranks: [Int32]
    /// Where each entry's word starts in its city's folded name, in bytes.
    let wordStarts: [UInt16]
    /// The first eight bytes of each entry's text from its word on (`FoldedNames.sortKey`): ascending.
    let sortKeys: [UInt64]

    /// The index of the later words of `names`, the folded names by rank.
    init(names: FoldedNames) {
        var found: [(rank: Int32, wordStart: UInt16)] = []
        var keyed: [Keyed] = []
        let bytes = names.table.bytes
        for rank in 0..<names.table.count {
            let name = names.table[rank]
            for position in name.indices.dropFirst() where bytes[position - 1] == UInt8(ascii: " ") {
                let wordStart = position - name.startIndex
                guard wordStart <= Int(UInt16.max) else { break }
                keyed.append(Keyed(key: FoldedNames.sortKey(of: name[position...]), value: Int32(found.count)))
                found.append((Int32(rank), UInt16(wordStart)))
            }
        }
        keyed.sortByKey()
        names.withComparator { names in
            keyed.sortTies { left, right in
                let (leftFound, rightFound) = (found[Int(left)], found[Int(right)])
                let byText = names.compare(
                    Int(leftFound.rank),
                    from: Int(leftFound.wordStart),
                    with: Int(rightFound.rank),
                    from: Int(rightFound.wordStart)
                )
                return byText != 0 ? byText < 0 : leftFound.rank < rightFound.rank
            }
        }
        ranks = keyed.map { found[Int($0.value)].rank }
        wordStarts = keyed.map { found[Int($0.value)].wordStart }
        sortKeys = keyed.map(\.key)
    }

    /// The number of entries.
    var count: Int { ranks.count }

    /// The entries whose text from their word on starts with the folded bytes `prefix`, which is not empty.
    ///
    /// - Complexity: O(log *n*): the sort keys are bisected, then whole texts compared past eight bytes.
    func entries(startingWith prefix: [UInt8], names: FoldedNames) -> Range<Int> {
        names.positions(startingWith: prefix, among: sortKeys[...]) { names, entry, prefix in
            names.compare(Int(ranks[entry]), from: Int(wordStarts[entry]), toPrefix: prefix)
        }
    }
}
