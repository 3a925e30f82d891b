import ByteUtilities

/// A reading position in JSON text: skips white space, reads strings and numbers, and skips values.
///
/// It reads exactly the JSON grammar of RFC 8259 and reports where the text stops being JSON; it
/// builds no tree and copies nothing it need not, so a caller that knows the shape it expects reads it at the
/// speed of a scan. It reads memory it does not own: use it only while `bytes` is valid.
package struct JSONScanner {
    /// The whole text, UTF-8.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next unread byte.
    package internal(set) var offset = 0
    /// The strings read so far that held escapes, decoded.
    private let decodedStrings = DecodedStrings()

    /// The deepest nesting `skipValue()` follows before giving up.
    static let maximumDepth = 256

    /// Starts reading at the first byte of `bytes`.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Frees the decoded strings read so far, which the bytes returned for them pointed to.
    package func releaseDecodedStrings() {
        decodedStrings.releaseAll()
    }

    /// Keeps `decoded` until `releaseDecodedStrings()`, and returns where it is kept.
    func keep(decoded: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        decodedStrings.keep(decoded)
    }

    /// Whether only white space is left.
    package mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return offset == bytes.count
    }

    /// The next byte after white space, without reading it; `nil` at the end.
    package mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Reads `byte` if it comes next after white space.
    package mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    /// Reads `byte`, which must come next after white space.
    package mutating func expect(_ byte: UInt8) throws(JSONScanError) {
        guard consume(byte) else {
            throw error("expected '\(Character(Unicode.Scalar(byte)))', found \(describeNext())")
        }
    }

    /// Reads `null` if it comes next.
    package mutating func consumeNull() -> Bool {
        guard peek() == UInt8(ascii: "n"), bytes[offset...].starts(with: "null".utf8) else { return false }
        offset += 4
        return true
    }

    /// Reads a string value, decoding its escapes.
    package mutating func readString() throws(JSONScanError) -> String {
        String(decoding: try readText(), as: UTF8.self)
    }

    /// Reads a string value and returns its UTF-8 bytes, checked to be valid UTF-8, with escapes decoded.
    package mutating func readText() throws(JSONScanError) -> UnsafeBufferPointer<UInt8> {
        let start = offset
        let text = try readStringBytes()
        guard UTF8Text.isValid(text) else {
            throw JSONScanError(offset: start + 1, problem: "a string is not valid UTF-8")
        }
        return text
    }

    /// Reads a string value and returns its UTF-8 bytes, not yet checked to be valid UTF-8: the text's own bytes
    /// when it has no escapes, decoded bytes when it has.
    package mutating func readStringBytes() throws(JSONScanError) -> UnsafeBufferPointer<UInt8> {
        guard peek() == UInt8(ascii: "\"") else {
            throw error("expected a string, found \(describeNext())")
        }
        let quote = offset
        offset += 1
        let start = offset
        offset = ByteWords.firstNeedingEscape(in: bytes, from: start)
        guard offset < bytes.count else {
            throw JSONScanError(offset: quote, problem: "a string is never closed")
        }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            return try readEscapedString(from: start)
        }
        offset += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<(offset - 1)])
    }

    /// Reads a number whose nearest `Double` is finite.
    ///
    /// A plain decimal such as `-106.651138`, as a data file writes coordinates, is read and valued in one pass
    /// (`readExactDecimal`); any other number is read, then valued from its text.
    package mutating func readFiniteNumber() throws(JSONScanError) -> JSONNumber {
        if let number = readExactDecimal() {
            return number
        }
        let number = try readNumber()
        let numberText = UnsafeBufferPointer(rebasing: bytes[number])
        let text = String(decoding: bytes[number], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONScanError(offset: number.lowerBound, problem: "\(text) is out of range for a number")
        }
        return JSONNumber(value: value, text: numberText)
    }

    /// Reads a number that must be a whole number within `Int64`.
    ///
    /// - Parameter allowingFractionDigits: whether a number written with a fraction or an exponent whose value is
    ///   whole, such as `2759794.0` or `1e3`, counts (as JSON Schema's `integer` does), up to 2⁵³.
    package mutating func readInteger(allowingFractionDigits: Bool = false) throws(JSONScanError) -> Int64 {
        let number = try readNumber()
        if let value = Self.shortInteger(bytes[number]) {
            return value
        }
        let text = String(decoding: bytes[number], as: UTF8.self)
        guard !bytes[number].contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) else {
            if allowingFractionDigits, let value = Double(text), value == value.rounded(), abs(value) <= 0x1p53 {
                return Int64(value)
            }
            throw JSONScanError(offset: number.lowerBound, problem: "must be a whole number, found \(text)")
        }
        guard let value = Int64(text) else {
            throw JSONScanError(offset: number.lowerBound, problem: "\(text) is out of range for a whole number")
        }
        return value
    }

    /// Reads and discards one value of any kind.
    package mutating func skipValue() throws(JSONScanError) {
        try skipValue(depth: 0)
    }

    /// A phrase for what comes next, for error messages: `a string`, `'}'`, `the end of the text`.
    package mutating func describeNext() -> String {
        guard let byte = peek() else { return "the end of the text" }
        switch byte {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t") where bytes[offset...].starts(with: "true".utf8): return "a boolean"
        case UInt8(ascii: "f") where bytes[offset...].starts(with: "false".utf8): return "a boolean"
        case UInt8(ascii: "n") where bytes[offset...].starts(with: "null".utf8): return "null"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// An error at the current offset.
    package func error(_ problem: String) -> JSONScanError {
        JSONScanError(offset: offset, problem: problem)
    }

    /// The 1-based line and column (in bytes) of `offset`.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, end - lineStart + 1)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, bytes[offset].isJSONWhitespace {
            offset += 1
        }
    }
}

/// Strings decoded from escapes, each in memory of its own so that it stays where it is until released.
private final class DecodedStrings {
    private var strings: [UnsafeMutableBufferPointer<UInt8>] = []

    func keep(_ decoded: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        let string = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: decoded.count)
        _ = string.initialize(from: decoded)
        strings.append(string)
        return UnsafeBufferPointer(string)
    }

    func releaseAll() {
        for string in strings {
            string.deallocate()
        }
        strings.removeAll(keepingCapacity: true)
    }

    deinit {
        releaseAll()
    }
}
