/// Telling before a lookup whether it can find anything: from the characters known to follow a node and from
/// the names' key filter.
extension NameTrie {
    /// The first eight bytes of `node`'s string followed by `continuation`, packed as sort keys are.
    func key(of node: Node, followedBy continuation: Continuation) -> UInt64 {
        node.byteCount < 8 ? node.key | continuation.key >> (8 * node.byteCount) : node.key
    }

    /// Whether some name may start with `node`'s string followed by `continuation`: `false` only when the
    /// characters known to follow the node's string, or else the key filter (`NameKeyFilter`), rule out every
    /// name that does. The filter is asked for the longest of its prefix keys that the string fills and that
    /// reaches into `continuation`.
    func mayStart(with node: Node, followedBy continuation: Continuation) -> Bool {
        guard node.following & continuation.firstBit == continuation.firstBit,
            node.followingSecond & continuation.secondBit == continuation.secondBit
        else {
            return false
        }
        guard let length = NameKeyFilter.prefixLength(filledBy: node.byteCount + continuation.bytes.count),
            length > node.byteCount
        else {
            return true
        }
        return NameKeyFilter.mayHold(
            key(of: node, followedBy: continuation) & NameKeyFilter.mask(length: length),
            .prefix,
            in: keyFilter
        )
    }

    /// Whether some name may start with `node`'s string followed by one character and then `continuation`:
    /// `false` only when the characters known to come second after the node's string, or else the filter's
    /// skip keys, rule out every name that does. The skip keys are asked only when the string's length is among
    /// their `skipOffsets` and `continuation` fills one.
    func mayContinue(_ node: Node, afterOneCharacterWith continuation: Continuation) -> Bool {
        guard node.followingSecond & continuation.firstBit == continuation.firstBit else { return false }
        guard NameKeyFilter.skipOffsets.contains(node.byteCount),
            node.byteCount + continuation.bytes.count >= NameKeyFilter.skipKeyLength
        else { return true }
        return NameKeyFilter.mayHold(key(of: node, followedBy: continuation), .skip, in: keyFilter)
    }
}
