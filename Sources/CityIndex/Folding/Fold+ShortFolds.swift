extension Fold {
    /// The fold of the ASCII `text` when, after its leading spaces, it is one or two letters or digits (`s`, ` ca`,
    /// `Ny`): a shared array of those, made once, which a search takes without allocating one (docs/performance.md,
    /// "Folds of one or two characters, shared"). `nil` for any other text, which is folded as usual.
    ///
    /// What a person's first keystrokes of a name, and of a qualifier after its comma, fold to: letters lowercased,
    /// digits kept, the leading spaces dropped as every leading separator is, and nothing trailing to keep.
    static func sharedShortFold(ofASCII text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var start = 0
        while start < text.count && text[start] == UInt8(ascii: " ") {
            start += 1
        }
        switch text.count - start {
        case 1:
            return shortFoldCode(of: text[start]).map { shortFolds[$0] }
        case 2:
            guard let first = shortFoldCode(of: text[start]), let second = shortFoldCode(of: text[start + 1]) else {
                return nil
            }
            return shortFolds[shortFoldCodeCount + first * shortFoldCodeCount + second]
        default:
            return nil
        }
    }

    /// How many letters and digits a short fold is made of: ten digits and twenty-six letters.
    private static let shortFoldCodeCount = 36

    /// Every fold of one letter or digit, by its code (`shortFoldCode(of:)`), then of two, by the first's code times
    /// `shortFoldCodeCount` plus the second's.
    private static let shortFolds: [[UInt8]] = {
        let bytes = Array(UInt8(ascii: "0")...UInt8(ascii: "9")) + Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
        return bytes.map { [$0] } + bytes.flatMap { first in bytes.map { [first, $0] } }
    }()

    /// The code of the ASCII letter (either case) or digit `byte` among `shortFolds`' characters, from what it folds
    /// to (`FoldedText.token(ofASCII:)`), `nil` for any other byte.
    private static func shortFoldCode(of byte: UInt8) -> Int? {
        switch FoldedText.token(ofASCII: byte) {
        case .some(let token) where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(token):
            Int(token - UInt8(ascii: "0"))
        case .some(let token) where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(token):
            10 + Int(token - UInt8(ascii: "a"))
        default: nil
        }
    }
}
