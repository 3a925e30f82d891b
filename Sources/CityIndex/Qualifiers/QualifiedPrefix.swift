import ByteUtilities
import Synchronization

/// A typed prefix that holds a comma, read as a name and the qualifiers after it (`london, g`,
/// `sydney, nova scotia, ca`): every way to cut it at a comma into a name before and qualifiers after, the
/// last qualifier being a prefix and the others whole.
///
/// The first cut and the last qualifier are kept apart from the others, which most prefixes do not have (one
/// comma: one cut, one qualifier), so that reading such a prefix allocates only the folds of its name and its
/// qualifier, and not those of a name or qualifier of one or two letters or digits, which are shared
/// (`Fold.sharedShortFold(ofASCII:)`). The whole text is folded apart, where the search looks it up, into a number
/// where it fits (`CityIndex.qualifiedMatches(of:country:)`). A structure, moved into the matches that keep it
/// (`QualifiedMatches`) as soon as it is read: an object of its own cost an allocation each search.
struct QualifiedPrefix: Sendable {
    /// One way to cut the prefix: the folded name before a comma, not empty, and the qualifiers after it.
    struct Cut: Sendable {
        /// The text before the comma, folded as a whole name.
        var name: [UInt8]
        /// Each comma-separated text between the comma and the last, folded as a whole name, in order: the
        /// qualifiers before `QualifiedPrefix.lastQualifier`, which every cut ends with.
        var wholeQualifiers: ArraySlice<Qualifier>
    }

    /// The cut with the shortest name.
    let firstCut: Cut
    /// The cuts with longer names, shortest first: each later name starts with the earlier ones, and no two
    /// names are alike.
    let laterCuts: [Cut]
    /// The text after the last comma, folded as a prefix: the last qualifier of every cut.
    let lastQualifier: Qualifier

    /// Whether the prefix reads as one name and one qualifier: one cut, whose one qualifier is the last.
    var isNameAndOneQualifier: Bool {
        laterCuts.isEmpty && firstCut.wholeQualifiers.isEmpty
    }

    /// `prefix` read at its commas (U+002C), or `nil` when it holds none or no cut has a name.
    static func read(_ prefix: String) -> QualifiedPrefix? {
        prefix.withUTF8Bytes(Self.read(utf8:))
    }

    /// The prefix of the cuts `firstCut` and `laterCuts`, which end with `lastQualifier`.
    private init(firstCut: Cut, laterCuts: [Cut], lastQualifier: Qualifier) {
        self.firstCut = firstCut
        self.laterCuts = laterCuts
        self.lastQualifier = lastQualifier
    }

    /// The UTF-8 text `prefix` read as cuts, or `nil` when it holds no comma or no cut has a name.
    ///
    /// A comma's byte is never part of another character's, so the text is cut at those bytes. Each cut's name
    /// is the text before one of the commas, and each part after the first is a qualifier of every cut before it,
    /// the last as a prefix: each part is folded once, so that a prefix of many commas costs as many folds, not
    /// their square. ASCII text is folded a byte at a time (`Fold.appendASCII`), a part
    /// of one or two letters or digits taken from the shared folds of those (`Fold.sharedShortFold(ofASCII:)`);
    /// other text under one hold of the shared scalar folds.
    private static func read(utf8 prefix: UnsafeBufferPointer<UInt8>) -> QualifiedPrefix? {
        let commaCount = prefix.count { $0 == UInt8(ascii: ",") }
        guard commaCount > 0 else { return nil }
        // Made before the hold: making them folds the country names under it.
        let countryNames = CountryNameFolds.shared
        if Fold.isASCII(prefix) {
            return read(prefix, commaCount: commaCount, countryNames: countryNames) {
                range,
                keepingTrailingSeparator in
                let part = UnsafeBufferPointer(rebasing: prefix[range])
                if let shared = Fold.sharedShortFold(ofASCII: part) {
                    return shared
                }
                var folded: [UInt8] = []
                Fold.appendASCII(
                    part,
                    to: &folded,
                    keepingTrailingSeparator: keepingTrailingSeparator
                )
                return folded
            }
        }
        return ScalarFolds.shared.withLock { scalarFolds in
            read(prefix, commaCount: commaCount, countryNames: countryNames) { range, keepingTrailingSeparator in
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

    /// The UTF-8 text `prefix`, which holds `commaCount` commas, read as cuts, each part folded by `fold` (given
    /// its range of `prefix` and whether it keeps a trailing separator); `nil` when no cut has a name.
    private static func read(
        _ prefix: UnsafeBufferPointer<UInt8>,
        commaCount: Int,
        countryNames: CountryNameFolds,
        folding fold: (_ range: Range<Int>, _ keepingTrailingSeparator: Bool) -> [UInt8]
    ) -> QualifiedPrefix? {
        let comma = UInt8(ascii: ",")
        var wholeQualifiers: [Qualifier] = []
        var partStart: Int?
        for index in prefix.indices where prefix[index] == comma {
            if let partStart {
                wholeQualifiers.append(Qualifier(folded: fold(partStart..<index, false), among: countryNames))
            }
            partStart = index + 1
        }
        let lastQualifier = Qualifier(folded: fold(partStart!..<prefix.count, true), among: countryNames)
        var firstCut: Cut?
        var laterCuts: [Cut] = []
        // The last cut's name, kept apart so that comparing with it copies no cut.
        var lastName: [UInt8]?
        var part = 0
        for nameEnd in prefix.indices where prefix[nameEnd] == comma {
            let name = fold(0..<nameEnd, false)
            if !name.isEmpty {
                let cut = Cut(name: name, wholeQualifiers: wholeQualifiers[part...])
                // A later cut whose name folds alike (`a,,b`) has fewer qualifiers, so it matches every city
                // the earlier one does, at least as well: the earlier one adds nothing.
                if lastName == nil || laterCuts.isEmpty && lastName == name {
                    firstCut = cut
                } else if lastName == name {
                    laterCuts[laterCuts.count - 1] = cut
                } else {
                    laterCuts.append(cut)
                }
                lastName = name
            }
            part += 1
        }
        guard let firstCut else { return nil }
        return QualifiedPrefix(
            firstCut: firstCut,
            laterCuts: laterCuts,
            lastQualifier: lastQualifier
        )
    }
}
