extension UInt64 {
    /// The value in sixteen lowercase hex digits, zeros in front: `8eb54890f4b95dbe`, `00000000075bcd15`. What an
    /// `ETag` and the log show of a data file's fingerprint.
    public var sixteenHexDigits: String {
        let digits = String(self, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
