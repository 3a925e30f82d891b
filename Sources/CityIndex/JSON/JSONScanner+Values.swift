import ByteUtilities

extension JSONScanner {
    /// Reads a number in JSON's grammar, `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`, and returns
    /// where its text is.
    mutating func readNumber() throws(JSONScanError) -> Range<Int> {
        guard let first = peek(), first == UInt8(ascii: "-") || first.isASCIIDigit else {
            throw error("expected a number, found \(describeNext())")
        }
        let start = offset
        if first == UInt8(ascii: "-") {
            offset += 1
        }
        guard offset < bytes.count, bytes[offset].isASCIIDigit else {
            throw error("a number needs a digit after its sign")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, bytes[offset].isASCIIDigit else {
                throw error("a number needs a digit after its decimal point")
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, bytes[offset].isASCIIDigit else {
                throw error("a number needs a digit in its exponent")
            }
            skipDigits()
        }
        return start..<offset
    }

    /// Reads a plain decimal such as `-106.651138` whose value can be computed exactly from its digits, valuing
    /// it as it reads: at most 15 digits (exact in a `Double`) over a power of ten up to 10¹⁵ (also exact), whose
    /// quotient IEEE division rounds correctly. `nil`, with nothing read, for anything else: an exponent, more
    /// digits, or text that is not a number, which `readNumber` reads or rejects.
    mutating func readExactDecimal() -> JSONNumber? {
        guard let first = peek() else { return nil }
        let isNegative = first == UInt8(ascii: "-")
        var index = isNegative ? offset + 1 : offset
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigitCount = 0
        guard index < bytes.count, bytes[index].isASCIIDigit else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            digitCount = 1
            index += 1
        } else {
            guard readDigits(from: &index, into: &digits, counting: &digitCount) else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let wholeDigitCount = digitCount
            guard index < bytes.count, bytes[index].isASCIIDigit,
                readDigits(from: &index, into: &digits, counting: &digitCount)
            else { return nil }
            fractionDigitCount = digitCount - wholeDigitCount
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            return nil
        }
        let magnitude = Double(digits) / Self.exactPowersOfTen[fractionDigitCount]
        let text = UnsafeBufferPointer(rebasing: bytes[offset..<index])
        offset = index
        return JSONNumber(value: isNegative ? -magnitude : magnitude, text: text)
    }

    /// Reads the digits from `index` on into `digits`, counting them in `digitCount`: `false` once there would be
    /// more than 15.
    private func readDigits(from index: inout Int, into digits: inout UInt64, counting digitCount: inout Int) -> Bool {
        while index < bytes.count, bytes[index].isASCIIDigit {
            guard digitCount < 15 else { return false }
            digits = digits * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
            digitCount += 1
            index += 1
        }
        return true
    }

    /// The value of a whole number of at most 18 digits (which cannot overflow), or `nil` for anything else.
    static func shortInteger(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
        let isNegative = text.first == UInt8(ascii: "-")
        let digits = isNegative ? text.dropFirst() : text
        guard digits.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte.isASCIIDigit else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return isNegative ? -value : value
    }

    /// 10⁰ through 10¹⁵, each exact in a `Double`.
    private static let exactPowersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// Reads the rest of a string that holds escapes, starting at its first content byte.
    mutating func readEscapedString(from start: Int) throws(JSONScanError) -> UnsafeBufferPointer<UInt8> {
        var decoded = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return keep(decoded: decoded)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &decoded)
            case ..<0x20:
                throw error("a string holds the control character 0x\(String(byte, radix: 16)); escape it as \\u00XX")
            default:
                decoded.append(byte)
                offset += 1
            }
        }
        throw JSONScanError(offset: start - 1, problem: "a string is never closed")
    }

    mutating func skipValue(depth: Int) throws(JSONScanError) {
        guard depth < Self.maximumDepth else {
            throw error("values are nested more than \(Self.maximumDepth) deep")
        }
        switch peek() {
        case UInt8(ascii: "\""):
            _ = try readText()
        case UInt8(ascii: "{"):
            offset += 1
            if consume(UInt8(ascii: "}")) { return }
            repeat {
                _ = try readText()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
            } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            offset += 1
            if consume(UInt8(ascii: "]")) { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while consume(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
        case UInt8(ascii: "f"):
            try expectLiteral("false")
        case UInt8(ascii: "n"):
            try expectLiteral("null")
        default:
            _ = try readNumber()
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONScanError) {
        guard bytes[offset...].starts(with: literal.utf8) else {
            throw error("expected \(literal), found \(describeNext())")
        }
        offset += literal.utf8.count
    }

    private mutating func appendEscape(to decoded: inout [UInt8]) throws(JSONScanError) {
        let escapeStart = offset
        offset += 1
        guard offset < bytes.count else {
            throw JSONScanError(offset: escapeStart, problem: "a string ends inside an escape")
        }
        let letter = bytes[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape(startingAt: escapeStart)
            decoded.append(contentsOf: String(scalar).utf8)
        default:
            throw JSONScanError(
                offset: escapeStart,
                problem: "a string holds the unknown escape \\\(Character(Unicode.Scalar(letter)))"
            )
        }
    }

    /// Reads the four hex digits after `\u`, and a second escape when they are a high surrogate.
    private mutating func readUnicodeEscape(startingAt escapeStart: Int) throws(JSONScanError) -> Unicode.Scalar {
        let unit = try readHexQuad(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(unit) {
            guard bytes[offset...].starts(with: "\\u".utf8) else {
                throw JSONScanError(
                    offset: escapeStart,
                    problem: "a string holds a lone surrogate \\u\(String(unit, radix: 16))"
                )
            }
            offset += 2
            let low = try readHexQuad(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONScanError(
                    offset: escapeStart,
                    problem: "a string holds a lone surrogate \\u\(String(unit, radix: 16))"
                )
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(unit) else {
            throw JSONScanError(
                offset: escapeStart,
                problem: "a string holds a lone surrogate \\u\(String(unit, radix: 16))"
            )
        }
        return scalar
    }

    private mutating func readHexQuad(escapeStart: Int) throws(JSONScanError) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16),
            bytes[offset..<(offset + 4)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else {
            throw JSONScanError(offset: escapeStart, problem: "a \\u escape needs four hex digits")
        }
        offset += 4
        return value
    }

    private mutating func skipDigits() {
        while offset < bytes.count, bytes[offset].isASCIIDigit {
            offset += 1
        }
    }

}
