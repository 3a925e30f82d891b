import Synchronization

/// Each scalar's fold, computed once: from tables for the scalars city names use most (Latin letters with
/// their accents, typographic punctuation), and remembered as they come for the rest.
///
/// A value per thread of work, or `shared`; it is a cache, so two of them always fold alike.
struct ScalarFolds: Sendable {
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

extension ScalarFolds {
    /// The cache that the short texts folded on any thread share: prefixes, qualifiers and highlights. A fresh
    /// cache would work out the fold of each scalar outside its tables again (NFKD through Foundation, about a
    /// microsecond), for every prefix in Cyrillic, Han or Arabic.
    static let shared = Mutex(ScalarFolds())
}
