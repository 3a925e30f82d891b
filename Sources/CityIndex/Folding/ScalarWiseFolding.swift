import ByteUtilities

/// The fold of one text a scalar at a time, from `ScalarFolds`, written through a `ByteWriter`: it stops where
/// the room runs short and goes on from there with more, so that `Fold.append` makes room for a text's length,
/// rather than appending byte by byte.
struct ScalarWiseFolding {
    /// Where the fold stopped.
    enum Outcome {
        /// Every scalar is folded; the trailing separator is left to `FoldedText.finish`.
        case finished
        /// The next scalar needs more room than is left: at least this much, for it and the rest of the text.
        case needsRoom(Int)
        /// A scalar's fold depends on its neighbours: the text must be folded whole.
        case needsWholeText
    }

    /// Where the next scalar starts in the text.
    private var index = 0
    /// The fold so far.
    var folded = FoldedText()

    /// Folds `text` from where it stopped, writing to `writer`, which must have room for one byte more than the
    /// text has left when this starts, or for what `needsRoom` asked.
    ///
    /// Every byte written is owed to a token: a kept byte to itself, a space to a separator that wrote nothing.
    /// So while every scalar has at most as many tokens as bytes, the room for the text's bytes and one held-back
    /// separator suffices; a scalar with more is let through only with room for its tokens, that separator and
    /// the rest of the text.
    mutating func fold(
        _ text: UnsafeBufferPointer<UInt8>,
        to writer: inout ByteWriter,
        using scalarFolds: inout ScalarFolds
    ) -> Outcome {
        while index < text.count {
            // Eight ASCII letters at once, lowercased, when nothing waits to be written before them.
            if index + 8 <= text.count, folded.writesKeptBytesAsTheyAre,
                let letters = ByteWords.lowercasedLetters(
                    UInt64(littleEndian: UnsafeRawPointer(text.baseAddress! + index).loadUnaligned(as: UInt64.self))
                )
            {
                writer.write(littleEndianWord: letters)
                folded.countKeptBytes(8)
                index += 8
                continue
            }
            let byte = text[index]
            if byte < 0x80 {
                if let token = FoldedText.token(ofASCII: byte) {
                    folded.append(token: token) { writer.write($0) }
                }
                index += 1
                continue
            }
            let (scalar, length) = UTF8Text.scalar(in: text, at: index)
            let fold = scalarFolds.fold(of: scalar)
            if fold.needsWholeText {
                return .needsWholeText
            }
            if fold.keepsScalar && folded.writesKeptBytesAsTheyAre {
                writer.write(UnsafeBufferPointer(rebasing: text[index..<(index + length)]))
                folded.countKeptBytes(length)
                index += length
                continue
            }
            if fold.tokenCount > length {
                let needed = fold.tokenCount + 1 + text.count - index - length
                if writer.remaining < needed {
                    return .needsRoom(needed)
                }
            }
            for offset in 0..<fold.tokenCount {
                folded.append(token: scalarFolds.token(offset, of: fold)) { writer.write($0) }
            }
            index += length
        }
        return .finished
    }
}
