import Foundation

/// The contract's fold: the normal form in which names and prefixes are compared.
///
/// `fold(s)` lowercases, decomposes (NFKD), drops combining marks, maps the letters that have no
/// decomposition (`ß→ss`, `ł→l`, …), drops apostrophes and periods, keeps letters and digits, and turns
/// every run of other characters into one space. Leading separators are dropped; a name drops its
/// trailing separators while a prefix keeps one, so that `new ` matches `New York` but not `Newark`.
public enum Fold {
    /// Folds a city name: no leading or trailing separator.
    public static func name(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes, keepingTrailingSeparator: false)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Folds a typed prefix: a trailing separator is kept as one space.
    public static func prefix(_ text: String) -> String {
        String(decoding: prefixBytes(text), as: UTF8.self)
    }

    /// The UTF-8 bytes of `prefix(text)`, for searching without building a string.
    static func prefixBytes(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        append(text, to: &bytes, keepingTrailingSeparator: true)
        return bytes
    }

    /// Appends the UTF-8 bytes of the fold of `text` to `bytes`.
    static func append(_ text: String, to bytes: inout [UInt8], keepingTrailingSeparator: Bool) {
        var folded = FoldedText(start: bytes.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                folded.append(asciiByte: byte, to: &bytes)
            }
        } else {
            for scalar in text.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars {
                folded.append(decomposedScalar: scalar, to: &bytes)
            }
        }
        folded.finish(&bytes, keepingTrailingSeparator: keepingTrailingSeparator)
    }

    /// Step 3: letters with no decomposition and their ASCII spelling.
    static func spelling(of scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "ß": "ss"
        case "ł": "l"
        case "đ", "ð": "d"
        case "ø": "o"
        case "æ": "ae"
        case "œ": "oe"
        case "þ": "th"
        case "ı": "i"
        case "ħ": "h"
        case "ŧ": "t"
        default: nil
        }
    }

    /// Step 4: apostrophes and periods, which are dropped rather than separating words.
    static func isDroppedPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\u{27}", "\u{2018}", "\u{2019}", "\u{60}", "\u{B4}", "\u{2B9}", "\u{2BB}", "\u{2BC}", "\u{2BE}",
            "\u{2BF}", "\u{2E}":
            true
        default:
            false
        }
    }
}

/// A fold being appended to a byte buffer: kept characters, with separator runs collapsed.
private struct FoldedText {
    /// Where this fold's bytes start in the buffer.
    let start: Int
    private var separatorIsPending = false

    init(start: Int) {
        self.start = start
    }

    /// Folds one byte of an all-ASCII text, where lowercasing is the whole of steps 1 to 3.
    mutating func append(asciiByte byte: UInt8, to bytes: inout [UInt8]) {
        let isUppercase = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        append(decomposedASCII: isUppercase ? byte + 0x20 : byte, to: &bytes)
    }

    /// Steps 4 and 5 for an ASCII character that has been through steps 1 to 3.
    private mutating func append(decomposedASCII byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            keep(byte, in: &bytes)
        case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."):
            break
        default:
            separatorIsPending = true
        }
    }

    /// Steps 2 to 5 for one scalar of the lowercased, NFKD-decomposed text.
    mutating func append(decomposedScalar scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            append(decomposedASCII: UInt8(scalar.value), to: &bytes)
            return
        }
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark {
            return
        }
        if let spelling = Fold.spelling(of: scalar) {
            for byte in spelling.utf8 {
                keep(byte, in: &bytes)
            }
            return
        }
        if Fold.isDroppedPunctuation(scalar) {
            return
        }
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
            startWord(in: &bytes)
            bytes.append(contentsOf: String(scalar).utf8)
        default:
            separatorIsPending = true
        }
    }

    private mutating func keep(_ byte: UInt8, in bytes: inout [UInt8]) {
        startWord(in: &bytes)
        bytes.append(byte)
    }

    /// Writes the one space that stands for a run of separators, unless nothing has been kept yet.
    private mutating func startWord(in bytes: inout [UInt8]) {
        if separatorIsPending {
            if bytes.count > start {
                bytes.append(UInt8(ascii: " "))
            }
            separatorIsPending = false
        }
    }

    /// Step 6: leading separators are already gone; a trailing one survives only when asked.
    func finish(_ bytes: inout [UInt8], keepingTrailingSeparator: Bool) {
        if separatorIsPending && keepingTrailingSeparator && bytes.count > start {
            bytes.append(UInt8(ascii: " "))
        }
    }
}
