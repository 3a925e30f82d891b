import Foundation

/// What one scalar folds to on its own: the UTF-8 bytes it keeps, with 0 for a separator, nothing when dropped.
struct ScalarFold: Sendable {
    /// The kept bytes, with 0 standing for a separator.
    let tokens: [UInt8]
    /// Whether the scalar's fold can depend on its neighbours, so that a text holding it must be folded whole:
    /// a capital sigma (lowercased by its position in a word, to `σ` or `ς`; its tokens are `σ`'s, as long) or
    /// a kept character that NFKD may reorder.
    let needsWholeText: Bool

    /// Computes the fold of `scalar`: its lowercase mapping, decomposed (NFKD), through steps 2 to 5.
    init(computing scalar: Unicode.Scalar) {
        guard scalar != "\u{3A3}" else {
            tokens = Array("σ".utf8)
            needsWholeText = true
            return
        }
        var tokens: [UInt8] = []
        var needsWholeText = false
        let decomposed = scalar.properties.lowercaseMapping.decomposedStringWithCompatibilityMapping
        for part in decomposed.unicodeScalars {
            let isMark = [.nonspacingMark, .enclosingMark].contains(part.properties.generalCategory)
            if part.properties.canonicalCombiningClass != .notReordered && !isMark {
                needsWholeText = true
            }
            Fold.appendTokens(ofDecomposed: part, to: &tokens)
        }
        self.tokens = tokens
        self.needsWholeText = needsWholeText
    }
}
