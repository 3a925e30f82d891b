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

    /// Whether `scalar` is a combining mark: general category Mn or Me.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }
}
