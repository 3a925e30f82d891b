/// Writes the pieces of JSON text that both the index and the server write: strings and whole numbers.
public enum JSONText {
    /// The most bytes `writeEscaped` writes for `count` bytes of text: six for a control character.
    @inlinable public static func escapedSizeBound(of count: Int) -> Int {
        6 * count
    }

    /// How many bytes `writeString` writes for `utf8` at most: exactly its count and the quotes when nothing in
    /// it needs escaping, which a scan of a word at a time tells.
    @inlinable public static func stringSize(of utf8: UnsafeBufferPointer<UInt8>) -> Int {
        let escaped =
            ByteWords.firstNeedingEscape(in: utf8, from: 0) == utf8.count
            ? utf8.count : escapedSizeBound(of: utf8.count)
        return escaped + 2
    }

    /// The most bytes `writeInteger` writes.
    public static var integerSizeBound: Int { 20 }

    /// Writes `utf8` as a quoted JSON string, escaping quotes, backslashes and control characters and nothing
    /// else: at most `escapedSizeBound(of: utf8.count) + 2` bytes.
    @inlinable public static func writeString(_ utf8: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) {
        writer.write(UInt8(ascii: "\""))
        writeEscaped(utf8, to: &writer)
        writer.write(UInt8(ascii: "\""))
    }

    /// Writes `utf8` as the inside of a JSON string, escaped as `writeString` does, without the quotes.
    @inlinable public static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) {
        if ByteWords.firstNeedingEscape(in: utf8, from: 0) == utf8.count {
            writer.write(utf8)
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): writer.write(#"\""#)
            case UInt8(ascii: "\\"): writer.write(#"\\"#)
            case UInt8(ascii: "\n"): writer.write(#"\n"#)
            case UInt8(ascii: "\r"): writer.write(#"\r"#)
            case UInt8(ascii: "\t"): writer.write(#"\t"#)
            case ..<0x20:
                writer.write(#"\u00"#)
                writer.write(hexDigit(byte >> 4))
                writer.write(hexDigit(byte & 0xF))
            default: writer.write(byte)
            }
        }
    }

    /// Writes `value` in decimal: at most `integerSizeBound` bytes.
    @inlinable public static func writeInteger(_ value: Int64, to writer: inout ByteWriter) {
        if value < 0 {
            writer.write(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            writer.write(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    @usableFromInline static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
