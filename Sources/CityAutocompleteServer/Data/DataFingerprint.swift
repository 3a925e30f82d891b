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

    /// Sixteen lowercase hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
