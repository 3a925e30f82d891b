extension UInt8 {
    /// Whether the byte is an ASCII digit, `0` to `9`.
    package var isASCIIDigit: Bool {
        self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
    }
}
