extension JSONScanner {
    /// Reads the text of a number in JSON's grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func readNumberText() throws(JSONScanError) -> Substring {
        guard let first = peek(), first == UInt8(ascii: "-") || isDigit(first) else {
            throw error("expected a number, found \(describeNext())")
        }
        let start = offset
        if first == UInt8(ascii: "-") {
            offset += 1
        }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw error("a number needs a digit after its sign")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error("a number needs a digit after its decimal point")
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error("a number needs a digit in its exponent")
            }
            skipDigits()
        }
        return Substring(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Reads the rest of a string that holds escapes, starting at its first content byte.
    mutating func readEscapedString(from start: Int) throws(JSONScanError) -> String {
        var decoded = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return try validatedString(decoded[...], startingAt: start)
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

    /// A string from UTF-8 bytes that must be valid.
    func validatedString(_ utf8: ArraySlice<UInt8>, startingAt start: Int) throws(JSONScanError) -> String {
        guard let string = String(validating: utf8, as: UTF8.self) else {
            throw JSONScanError(offset: start, problem: "a string is not valid UTF-8")
        }
        return string
    }

    mutating func skipValue(depth: Int) throws(JSONScanError) {
        guard depth < Self.maximumDepth else {
            throw error("values are nested more than \(Self.maximumDepth) deep")
        }
        switch peek() {
        case UInt8(ascii: "\""):
            _ = try readString()
        case UInt8(ascii: "{"):
            offset += 1
            if consume(UInt8(ascii: "}")) { return }
            repeat {
                _ = try readString()
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
            _ = try readNumberText()
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
            throw JSONScanError(offset: escapeStart, problem: "a string holds the unknown escape \\\(Character(Unicode.Scalar(letter)))")
        }
    }

    /// Reads the four hex digits after `\u`, and a second escape when they are a high surrogate.
    private mutating func readUnicodeEscape(startingAt escapeStart: Int) throws(JSONScanError) -> Unicode.Scalar {
        let unit = try readHexQuad(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(unit) {
            guard bytes[offset...].starts(with: "\\u".utf8) else {
                throw JSONScanError(offset: escapeStart, problem: "a string holds a lone surrogate \\u\(String(unit, radix: 16))")
            }
            offset += 2
            let low = try readHexQuad(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONScanError(offset: escapeStart, problem: "a string holds a lone surrogate \\u\(String(unit, radix: 16))")
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(unit) else {
            throw JSONScanError(offset: escapeStart, problem: "a string holds a lone surrogate \\u\(String(unit, radix: 16))")
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
        while offset < bytes.count, isDigit(bytes[offset]) {
            offset += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
