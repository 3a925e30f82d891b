/// Step 6 of the fold, a token at a time: kept bytes pass, and a run of separators becomes one space between two
/// kept bytes. No separator leads; a trailing one waits for `finish`. The fold writes through it, and the
/// highlight counts through it how far a name's fold has reached.
struct FoldedText {
    /// The token that stands for a separator; no kept UTF-8 byte is 0, because U+0000 is a separator.
    static let separator: UInt8 = 0

    /// How many bytes the fold has written.
    private(set) var count = 0
    private var separatorIsPending = false

    /// How many bytes the fold reaches with the separator it holds back, when something came before that
    /// separator: the byte of a space belongs to the first separator of its run.
    var reach: Int {
        separatorIsPending && count > 0 ? count + 1 : count
    }

    /// Whether kept bytes that come next are written as they are: no separator waits to be written before them.
    var writesKeptBytesAsTheyAre: Bool {
        !separatorIsPending || count == 0
    }

    /// Counts `byteCount` kept bytes that were written as they are, when `writesKeptBytesAsTheyAre`: a separator
    /// before them leads the text, so it is dropped.
    mutating func countKeptBytes(_ byteCount: Int) {
        separatorIsPending = false
        count += byteCount
    }

    /// What one ASCII byte folds to, for which lowercasing is the whole of steps 1 to 3: a letter or digit in
    /// lowercase, `separator` for a separator, `nil` when it is dropped.
    static func token(ofASCII byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
        case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."): nil
        default: separator
        }
    }

    /// Folds one ASCII byte, appending what it keeps to `bytes`.
    mutating func append(asciiByte byte: UInt8, to bytes: inout [UInt8]) {
        if let token = Self.token(ofASCII: byte) {
            append(token: token, to: &bytes)
        }
    }

    /// Appends what one scalar folds to (kept bytes, with `separator` for a separator) to `bytes`.
    mutating func append(tokens: [UInt8], to bytes: inout [UInt8]) {
        for token in tokens {
            append(token: token, to: &bytes)
        }
    }

    /// Takes one token, appending what it writes to `bytes`.
    mutating func append(token: UInt8, to bytes: inout [UInt8]) {
        append(token: token) { bytes.append($0) }
    }

    /// Takes one token: a separator is held back; a kept byte is written, after a space when separators came
    /// between it and an earlier kept byte.
    @inline(__always)
    mutating func append(token: UInt8, writing write: (UInt8) -> Void) {
        guard token != Self.separator else {
            separatorIsPending = true
            return
        }
        if separatorIsPending {
            if count > 0 {
                write(UInt8(ascii: " "))
                count += 1
            }
            separatorIsPending = false
        }
        write(token)
        count += 1
    }

    /// Step 6's end: leading separators are already gone; a trailing one survives only when asked.
    mutating func finish(_ bytes: inout [UInt8], keepingTrailingSeparator: Bool) {
        finish(keepingTrailingSeparator: keepingTrailingSeparator) { bytes.append($0) }
    }

    /// Step 6's end, writing the trailing space when there is one to keep.
    @inline(__always)
    mutating func finish(keepingTrailingSeparator: Bool, writing write: (UInt8) -> Void) {
        if separatorIsPending && keepingTrailingSeparator && count > 0 {
            write(UInt8(ascii: " "))
            count += 1
        }
        separatorIsPending = false
    }
}
