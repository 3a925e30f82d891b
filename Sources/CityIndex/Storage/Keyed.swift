/// A value to sort by a 64-bit key.
struct Keyed: Sendable {
    var key: UInt64
    var value: Int32
}
