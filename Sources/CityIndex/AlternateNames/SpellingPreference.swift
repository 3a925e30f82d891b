import ByteUtilities

/// Which of two spellings of a city's name that fold alike (`Munchen`, `München`; `Кельн`, `Кёльн`;
/// `ירושלים` and the same with its vowel points) an answer shows as `matched`: the one with fewer combining
/// marks written out, so the plain text a person types rather than one with vowel points or accents as separate
/// marks; then the one with more letters that carry their accent (`ü`, `ё`), so the proper spelling rather than
/// its plain-letter transcription; then the earlier one in the data.
enum SpellingPreference {
    /// Whether `candidate` is shown rather than `kept`, which comes earlier in the data; both valid UTF-8.
    static func prefers(
        _ candidate: UnsafeBufferPointer<UInt8>,
        over kept: UnsafeBufferPointer<UInt8>,
        using scalarFolds: inout ScalarFolds
    ) -> Bool {
        let candidateKey = key(of: candidate, using: &scalarFolds)
        let keptKey = key(of: kept, using: &scalarFolds)
        return candidateKey.marks != keptKey.marks
            ? candidateKey.marks < keptKey.marks : candidateKey.accented > keptKey.accented
    }

    /// How many combining marks `text` writes out, and how many of its characters carry a mark of their own.
    private static func key(
        of text: UnsafeBufferPointer<UInt8>,
        using scalarFolds: inout ScalarFolds
    ) -> (marks: Int, accented: Int) {
        var marks = 0
        var accented = 0
        var index = 0
        while index < text.count {
            guard text[index] >= 0x80 else {
                index += 1
                continue
            }
            let (scalar, length) = UTF8Text.scalar(in: text, at: index)
            let fold = scalarFolds.fold(of: scalar)
            marks += fold.isMark ? 1 : 0
            accented += fold.carriesMark ? 1 : 0
            index += length
        }
        return (marks, accented)
    }
}
