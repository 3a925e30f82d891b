/// A finite JSON number: its value and the text it was written as.
package struct JSONNumber {
    /// The nearest `Double`.
    package var value: Double
    /// The number exactly as the JSON text writes it, which parses back to `value`.
    package var text: UnsafeBufferPointer<UInt8>
}
