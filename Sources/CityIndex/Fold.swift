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
        fold(text, keepsTrailingSeparator: false)
    }

    /// Folds a typed prefix: a trailing separator is kept as one space.
    public static func prefix(_ text: String) -> String {
        fold(text, keepsTrailingSeparator: true)
    }

    private static func fold(_ text: String, keepsTrailingSeparator: Bool) -> String {
        var folded = FoldedText(capacity: text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                folded.append(asciiByte: byte)
            }
        } else {
            let decomposed = text.lowercased().decomposedStringWithCompatibilityMapping
            for scalar in decomposed.unicodeScalars {
                folded.append(decomposedScalar: scalar)
            }
        }
        return folded.finish(keepingTrailingSeparator: keepsTrailingSeparator)
    }

    /// Step 3: letters with no decomposition and their ASCII spelling.
    static let letterSpellings: [Unicode.Scalar: String] = [
        "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "ø": "o",
        "æ": "ae", "œ": "oe", "þ": "th", "ı": "i", "ħ": "h", "ŧ": "t",
    ]

    /// Step 4: apostrophes and periods, which are dropped rather than separating words.
    static let droppedPunctuation: Set<Unicode.Scalar> = [
        "\u{27}", "\u{2018}", "\u{2019}", "\u{60}", "\u{B4}", "\u{2B9}",
        "\u{2BB}", "\u{2BC}", "\u{2BE}", "\u{2BF}", "\u{2E}",
    ]
}

/// The output of a fold under construction: kept characters, with separator runs collapsed.
private struct FoldedText {
    private var scalars: String.UnicodeScalarView
    private var separatorIsPending = false

    init(capacity: Int) {
        scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(capacity)
    }

    /// Folds one byte of an all-ASCII text, where lowercasing is the whole of steps 1 to 3.
    mutating func append(asciiByte byte: UInt8) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            keep(Unicode.Scalar(byte))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            keep(Unicode.Scalar(byte + 0x20))
        case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."):
            break
        default:
            separatorIsPending = true
        }
    }

    /// Steps 2 to 5 for one scalar of the lowercased, NFKD-decomposed text.
    mutating func append(decomposedScalar scalar: Unicode.Scalar) {
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark {
            return
        }
        if let spelling = Fold.letterSpellings[scalar] {
            for replacement in spelling.unicodeScalars {
                keep(replacement)
            }
            return
        }
        if Fold.droppedPunctuation.contains(scalar) {
            return
        }
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
            keep(scalar)
        default:
            separatorIsPending = true
        }
    }

    private mutating func keep(_ scalar: Unicode.Scalar) {
        if separatorIsPending {
            if !scalars.isEmpty {
                scalars.append(" ")
            }
            separatorIsPending = false
        }
        scalars.append(scalar)
    }

    /// Step 6: leading separators are already gone; a trailing one survives only when asked.
    mutating func finish(keepingTrailingSeparator: Bool) -> String {
        if separatorIsPending && keepingTrailingSeparator && !scalars.isEmpty {
            scalars.append(" ")
        }
        return String(scalars)
    }
}
