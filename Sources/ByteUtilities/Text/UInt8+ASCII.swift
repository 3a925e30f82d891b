extension UInt8 {
    /// Whether the byte is an ASCII digit, `0` to `9`.
    @inlinable public var isASCIIDigit: Bool {
        self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
    }

    /// Whether the byte is white space in JSON's grammar: space, line feed, carriage return or tab.
    @inlinable public var isJSONWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
            || self == UInt8(ascii: "\t")
    }
}
