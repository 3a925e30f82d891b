import Foundation

/// What one scalar folds to on its own: the UTF-8 bytes it keeps, with 0 for a separator, nothing when dropped.
struct ScalarFold: Sendable {
    /// The kept bytes, with 0 standing for a separator.
    let tokens: [UInt8]
    /// Whether the scalar's fold can depend on its neighbours, so that a text holding it must be folded whole:
    /// a capital sigma (lowercased by its position in a word, to `σ` or `ς`; its tokens are `σ`'s, as long) or
    /// a kept character that NFKD may reorder.
    let needsWholeText: Bool
    /// Whether the scalar is a combining mark (general category Mn or Me), which the fold drops.
    let isMark: Bool
    /// Whether the scalar is a character that carries a mark its decomposition splits off (`ü`, `ё`, `é`).
    let carriesMark: Bool
    /// Whether the scalar folds to itself: its tokens are its own UTF-8 bytes (`ж`, `東`).
    let keepsScalar: Bool

    /// Computes the fold of `scalar`: its lowercase mapping, decomposed (NFKD), through steps 2 to 5.
    init(computing scalar: Unicode.Scalar) {
        if let fold = Self.foldByBlock(of: scalar) {
            self = fold
            return
        }
        isMark = Self.isMark(scalar)
        guard scalar != "\u{3A3}" else {
            tokens = Array("σ".utf8)
            needsWholeText = true
            carriesMark = false
            keepsScalar = false
            return
        }
        var tokens: [UInt8] = []
        var needsWholeText = false
        var carriesMark = false
        let decomposed = scalar.properties.lowercaseMapping.decomposedStringWithCompatibilityMapping
        for part in decomposed.unicodeScalars {
            let isMark = Self.isMark(part)
            if part.properties.canonicalCombiningClass != .notReordered && !isMark {
                needsWholeText = true
            }
            carriesMark = carriesMark || (isMark && !self.isMark)
            Fold.appendTokens(ofDecomposed: part, to: &tokens)
        }
        self.tokens = tokens
        self.needsWholeText = needsWholeText
        self.carriesMark = carriesMark
        keepsScalar = tokens.elementsEqual(String(scalar).utf8)
    }

    private init(tokens: [UInt8], keepsScalar: Bool) {
        self.tokens = tokens
        self.keepsScalar = keepsScalar
        needsWholeText = false
        isMark = false
        carriesMark = false
    }

    /// The fold of a scalar that its block alone decides, without asking Foundation, which takes microseconds a
    /// scalar and meets thousands of these in the shipped names: a CJK unified ideograph has no case and no
    /// decomposition, so it folds to itself; a Hangul syllable decomposes by arithmetic (The Unicode Standard,
    /// §3.12) into two or three conjoining jamo, letters that fold to themselves.
    private static func foldByBlock(of scalar: Unicode.Scalar) -> ScalarFold? {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF:
            guard scalar.properties.generalCategory == .otherLetter else { return nil }
            return ScalarFold(tokens: Array(String(scalar).utf8), keepsScalar: true)
        case 0xAC00...0xD7A3:
            let index = scalar.value - 0xAC00
            var jamo = [0x1100 + index / 588, 0x1161 + index % 588 / 28]
            if index % 28 != 0 {
                jamo.append(0x11A7 + index % 28)
            }
            let tokens = jamo.flatMap { String(Unicode.Scalar($0)!).utf8 }
            return ScalarFold(tokens: tokens, keepsScalar: false)
        default:
            return nil
        }
    }

    /// Whether `scalar` is a combining mark: general category Mn or Me.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }
}
