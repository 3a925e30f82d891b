/// Reading UTF-8 bytes without building strings.
public enum UTF8Text {
    /// Whether `bytes` are valid UTF-8.
    @inlinable public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if ByteWords.isASCII(bytes) {
            return true
        }
        let span = bytes.span
        do {
            _ = try UTF8Span(validating: span)
            return true
        } catch {
            return false
        }
    }

    /// How many bytes the UTF-8 sequence that starts with `lead` takes; 1 for a byte that cannot start one.
    @inlinable public static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case ..<0xC0: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }

    /// The scalar that starts at `index` in valid UTF-8 `bytes`, and how many bytes it takes.
    @inlinable public static func scalar(
        in bytes: UnsafeBufferPointer<UInt8>,
        at index: Int
    ) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length = sequenceLength(lead: lead)
        guard length > 1 else {
            return (Unicode.Scalar(lead), 1)
        }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
