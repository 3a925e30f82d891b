import ByteUtilities

/// Decodes `%XX` escapes in part of a URL.
enum PercentDecoding {
    /// Why a part of a URL cannot be decoded.
    enum Failure: Error {
        /// A `%` not followed by two hex digits, at this byte offset within the part.
        case badEscape(offset: Int)
        /// More than the allowed number of bytes once decoded.
        case tooLong(byteCount: Int)
        /// Decoded bytes that are not UTF-8.
        case notUTF8
    }

    /// The text of `encoded`: percent-decoded, at most `maximumByteCount` bytes, and valid UTF-8.
    static func decodeText(
        _ encoded: ArraySlice<UInt8>,
        plusIsSpace: Bool,
        maximumByteCount: Int = .max
    ) throws(Failure) -> String {
        // Most parts hold nothing to decode: they are read as they are, without a copy.
        let holdsEscapes = encoded.contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
        return try text(
            of: holdsEscapes ? decode(encoded, plusIsSpace: plusIsSpace)[...] : encoded,
            maximumByteCount: maximumByteCount
        )
    }

    /// The text of the decoded `bytes`, at most `maximumByteCount` of them, and valid UTF-8.
    private static func text(of bytes: ArraySlice<UInt8>, maximumByteCount: Int) throws(Failure) -> String {
        guard bytes.count <= maximumByteCount else { throw .tooLong(byteCount: bytes.count) }
        // Checked here and then read as it is: `String(validating:as:)`, generic over the encoding, looks up its
        // types' metadata at each call, which cost more than the rest of a query parameter's decoding.
        guard bytes.withUnsafeBufferPointer(UTF8Text.isValid) else { throw .notUTF8 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes of `encoded` with each `%XX` replaced by its byte; `+` stays a plus sign unless
    /// `plusIsSpace` (as in form-encoded query strings).
    private static func decode(_ encoded: ArraySlice<UInt8>, plusIsSpace: Bool) throws(Failure) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let byte = encoded[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < encoded.endIndex,
                    let high = hexValue(encoded[index + 1]), let low = hexValue(encoded[index + 2])
                else {
                    throw .badEscape(offset: index - encoded.startIndex)
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
