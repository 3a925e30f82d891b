/// A two-letter country code, compared without regard to case.
public struct CountryCode: Hashable, Sendable, CustomStringConvertible {
    /// How many codes there are: 26 × 26.
    static let count = 676

    /// The code's place among all codes, AA = 0 to ZZ = 675.
    let slot: Int

    /// A code from exactly two ASCII letters in any case; `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        self.init(utf8: text.utf8)
    }

    /// A code from exactly two ASCII letters in any case, in UTF-8; `nil` for anything else.
    init?(utf8: some Collection<UInt8>) {
        guard utf8.count == 2, let first = Self.letterNumber(utf8.first!),
            let second = Self.letterNumber(utf8[utf8.index(after: utf8.startIndex)])
        else {
            return nil
        }
        slot = first * 26 + second
    }

    /// The code in uppercase, such as `NL`.
    public var description: String {
        String(decoding: [UInt8(ascii: "A") + UInt8(slot / 26), UInt8(ascii: "A") + UInt8(slot % 26)], as: UTF8.self)
    }

    private static func letterNumber(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        default: nil
        }
    }
}
