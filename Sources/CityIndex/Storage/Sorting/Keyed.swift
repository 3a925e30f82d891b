/// A value to sort by a 64-bit key, with 32 more bits of key that order equal keys before anything else is
/// looked at (`sortTies(by:)`): they fill what would be the struct's padding, so sorting moves no more bytes.
struct Keyed: Sendable {
    var key: UInt64
    var value: Int32
    /// What orders values of equal keys first: the next four bytes of a name whose first eight `key` holds.
    var tieBreaker: UInt32 = 0
}
