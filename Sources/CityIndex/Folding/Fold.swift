import ByteUtilities
import Foundation
import Synchronization

/// The contract's fold: the normal form in which names and prefixes are compared.
///
/// `fold(s)` lowercases, decomposes (NFKD), drops combining marks, maps the letters that have no
/// decomposition (`ß→ss`, `ł→l`, …), drops apostrophes and periods, keeps letters and digits, and turns
/// every run of other characters into one space. Leading separators are dropped; a name drops its
/// trailing separators while a prefix keeps one, so that `new ` matches `New York` but not `Newark`.
///
/// Text is folded one scalar at a time, each scalar's fold looked up in `ScalarFolds`; the few texts where
/// a scalar's fold depends on its neighbours (a capital sigma, marks that NFKD reorders) are folded whole.
package enum Fold {
    /// Folds a city name: no leading or trailing separator.
    package static func name(_ text: String) -> String {
        String(decoding: nameBytes(text), as: UTF8.self)
    }

    /// Folds a typed prefix: a trailing separator is kept as one space.
    package static func prefix(_ text: String) -> String {
        String(decoding: prefixBytes(text), as: UTF8.self)
    }

    /// The UTF-8 bytes of `name(text)`.
    static func nameBytes(_ text: String) -> [UInt8] {
        bytes(text, keepingTrailingSeparator: false)
    }

    /// The UTF-8 bytes of `prefix(text)`, for searching without building a string.
    static func prefixBytes(_ text: String) -> [UInt8] {
        bytes(text, keepingTrailingSeparator: true)
    }

    /// `prefixBytes(text)` packed into one number (`PackedFold`) when the text is ASCII and folds to at most eight
    /// bytes, as most typed prefixes do, without an array; `nil` otherwise.
    static func packedPrefix(of text: String) -> PackedFold? {
        text.withUTF8Bytes { utf8 in
            guard isASCII(utf8) else { return nil }
            var key: UInt64 = 0
            var count = 0
            foldASCII(utf8, keepingTrailingSeparator: true) { byte in
                if count < PackedFold.capacity {
                    key |= BigEndianBytes.placing(UInt64(byte), count: 1, atByte: count)
                }
                count += 1
            }
            return count <= PackedFold.capacity ? PackedFold(key: key, count: count) : nil
        }
    }

    private static func bytes(_ text: String, keepingTrailingSeparator: Bool) -> [UInt8] {
        var folded: [UInt8] = []
        text.withUTF8Bytes { utf8 in
            if isASCII(utf8) {
                if let shared = sharedShortFold(ofASCII: utf8) {
                    folded = shared
                    return
                }
                appendASCII(utf8, to: &folded, keepingTrailingSeparator: keepingTrailingSeparator)
                return
            }
            ScalarFolds.shared.withLock { scalarFolds in
                append(utf8: utf8, to: &folded, keepingTrailingSeparator: keepingTrailingSeparator, using: &scalarFolds)
            }
        }
        return folded
    }

    /// Whether every byte of `text` is ASCII, whose fold `appendASCII` writes.
    static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        !text.contains { $0 >= 0x80 }
    }

    /// Appends the fold of the ASCII `text` to `bytes`, a byte at a time, without the shared scalar folds or their
    /// lock: no ASCII scalar's fold depends on its neighbours. What most people type.
    static func appendASCII(
        _ text: UnsafeBufferPointer<UInt8>,
        to bytes: inout [UInt8],
        keepingTrailingSeparator: Bool
    ) {
        bytes.reserveCapacity(bytes.count + text.count + 1)
        foldASCII(text, keepingTrailingSeparator: keepingTrailingSeparator) { bytes.append($0) }
    }

    /// Folds the ASCII `text` a byte at a time, giving each byte of its fold to `write`.
    @inline(__always)
    private static func foldASCII(
        _ text: UnsafeBufferPointer<UInt8>,
        keepingTrailingSeparator: Bool,
        writing write: (UInt8) -> Void
    ) {
        var folded = FoldedText()
        for byte in text {
            if let token = FoldedText.token(ofASCII: byte) {
                folded.append(token: token, writing: write)
            }
        }
        folded.finish(keepingTrailingSeparator: keepingTrailingSeparator, writing: write)
    }

    /// Appends the fold of the valid UTF-8 `text` to `bytes`.
    static func append(
        utf8 text: UnsafeBufferPointer<UInt8>,
        to bytes: inout [UInt8],
        keepingTrailingSeparator: Bool,
        using scalarFolds: inout ScalarFolds
    ) {
        withFold(ofUTF8: text, keepingTrailingSeparator: keepingTrailingSeparator, using: &scalarFolds) { folded in
            bytes.append(contentsOf: folded)
        }
    }

    /// Calls `body` with the fold of the valid UTF-8 `text`, written in the room `scalarFolds` keeps for it.
    ///
    /// Writes through a pointer into room for the text's length: each kept byte or space is owed to a token, and
    /// a scalar with more tokens than bytes asks for more room before it writes (`ScalarWiseFolding`).
    static func withFold<Result>(
        ofUTF8 text: UnsafeBufferPointer<UInt8>,
        keepingTrailingSeparator: Bool,
        using scalarFolds: inout ScalarFolds,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var room = scalarFolds.takeRoom()
        defer { scalarFolds.giveBack(room) }
        var folding = ScalarWiseFolding()
        var written = 0
        var needed = text.count + 1
        while true {
            if room.count < written + needed {
                room.append(contentsOf: repeatElement(0, count: max(written + needed, 2 * room.count) - room.count))
            }
            let (outcome, count) = room.withUnsafeMutableBufferPointer { room in
                room.write(from: written) { writer in
                    let outcome = folding.fold(text, to: &writer, using: &scalarFolds)
                    if case .finished = outcome {
                        folding.folded.finish(keepingTrailingSeparator: keepingTrailingSeparator) { writer.write($0) }
                    }
                    return outcome
                }
            }
            written += count
            switch outcome {
            case .finished:
                return room.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<written])) }
            case .needsRoom(let more):
                needed = more
            case .needsWholeText:
                var whole: [UInt8] = []
                appendWhole(String(decoding: text, as: UTF8.self), to: &whole, keepingTrailingSeparator)
                return whole.withUnsafeBufferPointer(body)
            }
        }
    }

    /// Folds a name as a whole text rather than a scalar at a time: the reference the scalar-wise fold must
    /// always agree with.
    package static func nameFoldedWhole(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendWhole(text, to: &bytes, false)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Folds `text` as a whole: lowercased with the final-sigma rule, then NFKD over all of it.
    private static func appendWhole(_ text: String, to bytes: inout [UInt8], _ keepingTrailingSeparator: Bool) {
        var folded = FoldedText()
        var tokens: [UInt8] = []
        for scalar in lowercased(text).decomposedStringWithCompatibilityMapping.unicodeScalars {
            tokens.removeAll(keepingCapacity: true)
            appendTokens(ofDecomposed: scalar, to: &tokens)
            folded.append(tokens: tokens, to: &bytes)
        }
        folded.finish(&bytes, keepingTrailingSeparator: keepingTrailingSeparator)
    }

    /// Unicode's default lowercasing: each scalar's own mapping, except that a capital sigma ending a word
    /// becomes the final sigma `ς`.
    static func lowercased(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var lowercased = ""
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\u{3A3}" && isFinalSigma(at: index, in: scalars) {
                lowercased.unicodeScalars.append("\u{3C2}")
            } else {
                lowercased += scalar.properties.lowercaseMapping
            }
        }
        return lowercased
    }

    /// The Final_Sigma condition: a cased letter before (past case-ignorable ones), and none after.
    private static func isFinalSigma(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let before = scalars[..<index].last { !$0.properties.isCaseIgnorable }
        let after = scalars[(index + 1)...].first { !$0.properties.isCaseIgnorable }
        return before?.properties.isCased == true && after?.properties.isCased != true
    }

    /// Steps 2 to 5 for one scalar of lowercased, decomposed text: appends the UTF-8 bytes it keeps, a 0 for a
    /// separator, or nothing when it is dropped.
    static func appendTokens(ofDecomposed scalar: Unicode.Scalar, to tokens: inout [UInt8]) {
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark || isDroppedPunctuation(scalar) {
            return
        }
        if let spelling = spelling(of: scalar) {
            tokens.append(contentsOf: spelling.utf8)
            return
        }
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
            tokens.append(contentsOf: String(scalar).utf8)
        default:
            tokens.append(FoldedText.separator)
        }
    }

    /// Step 3: letters with no decomposition and their ASCII spelling.
    static func spelling(of scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "ß": "ss"
        case "ł": "l"
        case "đ", "ð": "d"
        case "ø": "o"
        case "æ": "ae"
        case "œ": "oe"
        case "þ": "th"
        case "ı": "i"
        case "ħ": "h"
        case "ŧ": "t"
        default: nil
        }
    }

    /// Step 4: apostrophes and periods, which are dropped rather than separating words.
    static func isDroppedPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\u{27}", "\u{2018}", "\u{2019}", "\u{60}", "\u{B4}", "\u{2B9}", "\u{2BB}", "\u{2BC}", "\u{2BE}",
            "\u{2BF}", "\u{2E}":
            true
        default:
            false
        }
    }
}
