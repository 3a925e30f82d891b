import Synchronization

/// A typed prefix that holds a comma, read as a name and the qualifiers after it (`london, g`,
/// `sydney, nova scotia, ca`): every way to cut it at a comma into a name before and qualifiers after, the
/// last qualifier being a prefix and the others whole.
struct QualifiedPrefix: Sendable {
    /// One way to cut the prefix: the folded name before a comma, not empty, and the qualifiers after it.
    struct Cut: Sendable {
        /// The text before the comma, folded as a whole name.
        var name: [UInt8]
        /// Each comma-separated text after the comma, folded, in order; the last as a prefix.
        var qualifiers: ArraySlice<Qualifier>
    }

    /// The cuts with a name, the shortest name first: each later name starts with the earlier ones, and no two
    /// names are alike. All of them end with the same qualifier.
    let cuts: [Cut]
    /// The whole prefix, folded as a prefix (`Fold.prefix`), as it is searched for by itself.
    let folded: [UInt8]

    /// The cuts of `prefix` at its commas (U+002C), or `nil` when it holds none or no cut has a name.
    init?(_ prefix: String) {
        var prefix = prefix
        guard let (cuts, folded) = prefix.withUTF8(Self.cuts(ofUTF8:)) else { return nil }
        self.cuts = cuts
        self.folded = folded
    }

    /// The cuts of the UTF-8 text `prefix` and its whole fold, or `nil` when it holds no comma or no cut has a
    /// name.
    ///
    /// A comma's byte is never part of another character's, so the text is cut at those bytes. Each cut's name
    /// is the text before one of the commas, and each part after the first is a qualifier of every cut before it,
    /// the last as a prefix: all are folded with the whole text, each part once, so that a prefix of many commas
    /// costs as many folds, not their square. ASCII text is folded a byte at a time (`Fold.appendASCII`); other
    /// text under one hold of the shared scalar folds.
    private static func cuts(ofUTF8 prefix: UnsafeBufferPointer<UInt8>) -> (cuts: [Cut], folded: [UInt8])? {
        let commaCount = prefix.count { $0 == UInt8(ascii: ",") }
        guard commaCount > 0 else { return nil }
        // Made before the hold: making them folds the country names under it.
        let countryNames = CountryNameFolds.shared
        if Fold.isASCII(prefix) {
            return cuts(of: prefix, commaCount: commaCount, countryNames: countryNames) {
                range,
                keepingTrailingSeparator in
                var folded: [UInt8] = []
                Fold.appendASCII(
                    UnsafeBufferPointer(rebasing: prefix[range]),
                    to: &folded,
                    keepingTrailingSeparator: keepingTrailingSeparator
                )
                return folded
            }
        }
        return ScalarFolds.shared.withLock { scalarFolds in
            cuts(of: prefix, commaCount: commaCount, countryNames: countryNames) { range, keepingTrailingSeparator in
                var folded: [UInt8] = []
                Fold.append(
                    utf8: UnsafeBufferPointer(rebasing: prefix[range]),
                    to: &folded,
                    keepingTrailingSeparator: keepingTrailingSeparator,
                    using: &scalarFolds
                )
                return folded
            }
        }
    }

    /// The cuts of the UTF-8 text `prefix`, which holds `commaCount` commas, and its whole fold, each part folded
    /// by `fold` (given its range of `prefix` and whether it keeps a trailing separator); `nil` when no cut has a
    /// name.
    private static func cuts(
        of prefix: UnsafeBufferPointer<UInt8>,
        commaCount: Int,
        countryNames: CountryNameFolds,
        folding fold: (_ range: Range<Int>, _ keepingTrailingSeparator: Bool) -> [UInt8]
    ) -> (cuts: [Cut], folded: [UInt8])? {
        let comma = UInt8(ascii: ",")
        var qualifiers: [Qualifier] = []
        qualifiers.reserveCapacity(commaCount)
        var partStart: Int?
        for index in prefix.indices where prefix[index] == comma {
            if let partStart {
                qualifiers.append(Qualifier(folded: fold(partStart..<index, false), among: countryNames))
            }
            partStart = index + 1
        }
        qualifiers.append(Qualifier(folded: fold(partStart!..<prefix.count, true), among: countryNames))
        var cuts: [Cut] = []
        cuts.reserveCapacity(commaCount)
        var part = 0
        for nameEnd in prefix.indices where prefix[nameEnd] == comma {
            let name = fold(0..<nameEnd, false)
            if !name.isEmpty {
                // A later cut whose name folds alike (`a,,b`) has fewer qualifiers, so it matches every city
                // the earlier one does, at least as well: the earlier one adds nothing.
                if cuts.last?.name == name {
                    cuts.removeLast()
                }
                cuts.append(Cut(name: name, qualifiers: qualifiers[part...]))
            }
            part += 1
        }
        return cuts.isEmpty ? nil : (cuts, fold(0..<prefix.count, true))
    }
}
