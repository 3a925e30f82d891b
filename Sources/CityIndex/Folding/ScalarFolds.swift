import Synchronization

/// Each scalar's fold, computed once: from tables for the scalars city names use most (Latin letters with
/// their accents, typographic punctuation), and remembered as they come for the rest.
///
/// A value per thread of work, or `shared`; it is a cache, so two of them always fold alike.
struct ScalarFolds: Sendable {
    /// The folds of the Basic Multilingual Plane's scalars met so far, by scalar value: an array rather than a
    /// dictionary, since a load folds millions of Cyrillic, Han and Arabic scalars. Made on first use.
    private var basicPlane: [ScalarFold?] = []
    /// The folds of the scalars past the Basic Multilingual Plane met so far.
    private var remembered: [UInt32: ScalarFold] = [:]

    /// The number of scalars in the Basic Multilingual Plane.
    private static let basicPlaneSize = 0x10000

    /// The fold of `scalar` on its own.
    mutating func fold(of scalar: Unicode.Scalar) -> ScalarFold {
        let value = Int(scalar.value)
        guard value < Self.basicPlaneSize else {
            if let fold = remembered[scalar.value] {
                return fold
            }
            let fold = ScalarFold(computing: scalar)
            remembered[scalar.value] = fold
            return fold
        }
        if basicPlane.isEmpty {
            basicPlane = Array(repeating: nil, count: Self.basicPlaneSize)
        }
        if let fold = basicPlane[value] {
            return fold
        }
        let fold = Self.tableFold(of: scalar) ?? ScalarFold(computing: scalar)
        basicPlane[value] = fold
        return fold
    }

    /// The fold of `scalar` from the tables, or `nil` when they do not hold it.
    private static func tableFold(of scalar: Unicode.Scalar) -> ScalarFold? {
        for table in tables where table.scalars.contains(scalar.value) {
            return table.folds[Int(scalar.value - table.scalars.lowerBound)]
        }
        return nil
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
