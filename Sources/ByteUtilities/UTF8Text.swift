/// Reading UTF-8 bytes without building strings.
@usableFromInline package enum UTF8Text {
    /// Whether `bytes` are valid UTF-8.
    @inlinable package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if !bytes.contains(where: { $0 >= 0x80 }) {
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

    /// The scalar that starts at `index` in valid UTF-8 `bytes`, and how many bytes it takes.
    @inlinable package static func scalar(
        in bytes: UnsafeBufferPointer<UInt8>,
        at index: Int
    ) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[index])
        let value: UInt32
        let length: Int
        switch lead {
        case ..<0x80:
            return (Unicode.Scalar(UInt8(lead)), 1)
        case ..<0xE0:
            value = (lead & 0x1F) << 6 | continuation(bytes[index + 1])
            length = 2
        case ..<0xF0:
            value = (lead & 0x0F) << 12 | continuation(bytes[index + 1]) << 6 | continuation(bytes[index + 2])
            length = 3
        default:
            value =
                (lead & 0x07) << 18 | continuation(bytes[index + 1]) << 12
                | continuation(bytes[index + 2]) << 6 | continuation(bytes[index + 3])
            length = 4
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    @usableFromInline static func continuation(_ byte: UInt8) -> UInt32 {
        UInt32(byte & 0x3F)
    }
}
