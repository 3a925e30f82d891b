/// A value to sort by a 64-bit key, with 32 more bits of key that order equal keys before anything else is
/// looked at (`sortTies(by:)`): they fill what would be the struct's padding, so sorting moves no more bytes.
package struct Keyed: Sendable, BitwiseCopyable {
    /// What orders the values.
    package var key: UInt64
    /// What is sorted: a position, for one.
    package var value: Int32
    /// What orders values of equal keys first: the next four bytes of a name whose first eight `key` holds.
    package var tieBreaker: UInt32 = 0

    /// `value` to sort by `key`, then by `tieBreaker` among equal keys.
    package init(key: UInt64, value: Int32, tieBreaker: UInt32 = 0) {
        self.key = key
        self.value = value
        self.tieBreaker = tieBreaker
    }
}
