import ByteUtilities

/// The data file a prebuilt index was built from, as the index file records it: a prebuilt index is used only
/// for the same bytes.
public struct PrebuiltIndexSource: Equatable, Sendable, CustomStringConvertible {
    /// The data file's length in bytes.
    public var byteCount: UInt64
    /// A fingerprint of the data file's bytes, the caller's to choose (the service's `ETag` fingerprint).
    public var fingerprint: UInt64

    /// The source of `byteCount` bytes with `fingerprint`.
    public init(byteCount: UInt64, fingerprint: UInt64) {
        self.byteCount = byteCount
        self.fingerprint = fingerprint
    }

    /// The length and the fingerprint in sixteen hex digits, as `ETag`s show it: `36049916 bytes, fingerprint
    /// 8eb54890f4b95dbe`.
    public var description: String {
        "\(byteCount) bytes, fingerprint \(fingerprint.sixteenHexDigits)"
    }
}
