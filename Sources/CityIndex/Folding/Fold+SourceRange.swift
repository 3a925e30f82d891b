extension Fold {
    /// The part of `name` whose fold is the bytes `folded` of `Fold.name(name)`, in UTF-16 code units: from the
    /// first scalar that contributes to those bytes to the last, with the combining marks that follow it. A
    /// separator's byte comes from the first of the run of separators that made it.
    package static func utf16Range(ofFolded folded: Range<Int>, inName name: String) -> Range<Int> {
        guard !folded.isEmpty else { return 0..<0 }
        var scalarFolds = ScalarFolds()
        var length = FoldedLength()
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
                length.add(asciiByte: UInt8(scalar.value))
            } else {
                let tokens = scalar == "\u{3A3}" ? Array("σ".utf8) : scalarFolds.fold(of: scalar).tokens
                for token in tokens {
                    length.add(token: token)
                }
            }
            if start == nil && length.bytes > folded.lowerBound {
                start = scalarStart
            }
            if length.bytes >= folded.upperBound {
                end = offset
            }
        }
        return (start ?? offset)..<(end ?? offset)
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .nonspacingMark || category == .enclosingMark
    }
}

/// How many bytes a name's fold has reached, a scalar's tokens at a time; a run of separators counts as one
/// byte from its first separator on, when something comes before it.
private struct FoldedLength {
    private(set) var bytes = 0
    private var separatorIsPending = false

    mutating func add(asciiByte byte: UInt8) {
        if let token = FoldedText.token(ofASCII: byte) {
            add(token: token)
        }
    }

    mutating func add(token: UInt8) {
        if token != FoldedText.separator {
            bytes += 1
            separatorIsPending = false
        } else if bytes > 0 && !separatorIsPending {
            bytes += 1
            separatorIsPending = true
        }
    }
}
