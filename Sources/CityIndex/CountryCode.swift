/// A two-letter country code, compared without regard to case.
public struct CountryCode: Hashable, Sendable, CustomStringConvertible {
    /// The two uppercase ASCII letters packed into one number.
    private let letters: UInt16

    /// A code from exactly two ASCII letters in any case; `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 2, let first = Self.uppercased(utf8[0]), let second = Self.uppercased(utf8[1]) else {
            return nil
        }
        letters = UInt16(first) << 8 | UInt16(second)
    }

    /// The code in uppercase, such as `NL`.
    public var description: String {
        String(decoding: [UInt8(letters >> 8), UInt8(letters & 0xFF)], as: UTF8.self)
    }

    private static func uppercased(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - 0x20
        default: nil
        }
    }
}
