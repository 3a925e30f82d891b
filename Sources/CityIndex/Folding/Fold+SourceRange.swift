import Synchronization

extension Fold {
    /// The part of `name` whose fold is the bytes `folded` of `Fold.name(name)`, in UTF-16 code units: from the
    /// first scalar that contributes to those bytes to the last, with the combining marks that follow it. A
    /// separator's byte comes from the first of the run of separators that made it.
    package static func utf16Range(ofFolded folded: Range<Int>, inName name: String) -> Range<Int> {
        guard !folded.isEmpty else { return 0..<0 }
        var fold = FoldedText()
        var foldedBytes: [UInt8] = []
        var offset = 0
        var start: Int?
        var end: Int?
        for scalar in name.unicodeScalars {
            let scalarStart = offset
            offset += scalar.utf16.count
            if end != nil {
                guard isCombiningMark(scalar) else { break }
                end = offset
                continue
            }
            if scalar.isASCII {
                fold.append(asciiByte: UInt8(scalar.value), to: &foldedBytes)
            } else {
                let tokens = ScalarFolds.shared.withLock { $0.fold(of: scalar).tokens }
                fold.append(tokens: tokens, to: &foldedBytes)
            }
            if start == nil && fold.reach > folded.lowerBound {
                start = scalarStart
            }
            if fold.reach >= folded.upperBound {
                end = offset
            }
        }
        return (start ?? offset)..<(end ?? offset)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? false : ScalarFolds.shared.withLock { $0.fold(of: scalar).isMark }
    }
}
