import Synchronization

extension Fold {
    /// The part of `name` whose fold is the bytes `folded` of `Fold.name(name)`, in UTF-16 code units: from the
    /// first scalar that contributes to those bytes to the last, with the combining marks that follow it. A
    /// separator's byte comes from the first of the run of separators that made it.
    package static func utf16Range(ofFolded folded: Range<Int>, inName name: String) -> Range<Int> {
        guard !folded.isEmpty else { return 0..<0 }
        return ScalarFolds.shared.withLock { scalarFolds in
            var fold = FoldedText()
            var foldedBytes: [UInt8] = []
            var offset = 0
            var start: Int?
            var end: Int?
            for scalar in name.unicodeScalars {
                let scalarStart = offset
                offset += scalar.utf16.count
                let scalarFold = scalar.isASCII ? nil : scalarFolds.fold(of: scalar)
                if end != nil {
                    guard scalarFold?.isMark == true else { break }
                    end = offset
                    continue
                }
                if let scalarFold {
                    for offset in 0..<scalarFold.tokenCount {
                        fold.append(token: scalarFolds.token(offset, of: scalarFold), to: &foldedBytes)
                    }
                } else {
                    fold.append(asciiByte: UInt8(scalar.value), to: &foldedBytes)
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
    }
}
