import Foundation

/// What one scalar folds to on its own: the UTF-8 bytes it keeps, with 0 for a separator, nothing when dropped.
struct ScalarFold: Sendable {
    /// The kept bytes, with 0 standing for a separator.
    let tokens: [UInt8]
    /// Whether the scalar's fold can depend on its neighbours, so that a text holding it must be folded whole:
    /// a capital sigma (lowercased by its position in a word) or a kept character that NFKD may reorder.
    let needsWholeText: Bool

    /// Computes the fold of `scalar`: its lowercase mapping, decomposed (NFKD), through steps 2 to 5.
    init(computing scalar: Unicode.Scalar) {
        guard scalar != "\u{3A3}" else {
            tokens = []
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

/// Each scalar's fold, computed once: from tables for the scalars city names use most (Latin letters with
/// their accents, typographic punctuation), and remembered as they come for the rest.
///
/// A value per thread of work; it is a cache, so two of them always fold alike.
struct ScalarFolds {
    private var remembered: [UInt32: ScalarFold] = [:]

    /// The fold of `scalar` on its own.
    mutating func fold(of scalar: Unicode.Scalar) -> ScalarFold {
        for table in Self.tables where table.scalars.contains(scalar.value) {
            return table.folds[Int(scalar.value - table.scalars.lowerBound)]
        }
        if let fold = remembered[scalar.value] {
            return fold
        }
        let fold = ScalarFold(computing: scalar)
        remembered[scalar.value] = fold
        return fold
    }

    /// Latin-1 Supplement to Latin Extended-B, Latin Extended Additional, and General Punctuation.
    private static let tables: [(scalars: Range<UInt32>, folds: [ScalarFold])] = [
        0x80..<0x250, 0x1E00..<0x1F00, 0x2000..<0x2070,
    ].map { scalars in
        (scalars, scalars.map { ScalarFold(computing: Unicode.Scalar($0)!) })
    }
}
