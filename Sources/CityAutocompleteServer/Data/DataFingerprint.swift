import ByteUtilities
import CityIndex

/// A 64-bit fingerprint of a data file's bytes, the same on every replica that serves the same file.
///
/// Not cryptographic: it tells versions of one file apart for `ETag`s. It is `WordHash`, so that fingerprinting
/// 20 MB costs milliseconds.
package struct DataFingerprint {
    /// The fingerprint.
    package let value: UInt64

    /// The fingerprint of `bytes`, a whole data file.
    package init(_ bytes: [UInt8]) {
        value = WordHash.hash(bytes)
    }

    private init(value: UInt64) {
        self.value = value
    }

    /// The fingerprint of the file at `path`, read a piece at a time through one small buffer rather than into
    /// memory whole, and the file's length.
    ///
    /// - Throws: `CityDataError` naming the file when it cannot be read, as `CityFile.read(path:)` does.
    package static func ofFile(at path: String) throws(CityDataError) -> (fingerprint: DataFingerprint, byteCount: Int)
    {
        var state = WordHash.State()
        var tail: [UInt8] = []
        let byteCount = try CityFile.read(path: path, inChunksOf: 1 << 20) { piece in
            state.combine(wordsOf: piece)
            tail = Array(piece[(piece.count & ~7)...])
        }
        let value = tail.withUnsafeBytes { state.finish(tail: $0) }
        return (DataFingerprint(value: value), byteCount)
    }

    /// Sixteen lowercase hex digits.
    package var hex: String {
        value.sixteenHexDigits
    }
}
