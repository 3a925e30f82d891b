/// The header fields of a request, checked for framing that two HTTP parsers could read two ways (request
/// smuggling) before any of its body is read or it is routed.
///
/// libmicrohttpd 0.9.75 reads the body by the first `Transfer-Encoding` or, without one, the first
/// `Content-Length`, and tolerates what RFC 9112 tells a server to refuse; a proxy in front may read the same
/// bytes another way and pass a request hidden in the body. This check refuses every such request.
package struct FramingCheck {
    /// One header field as received: name and value bytes, the value without its leading whitespace.
    package struct Field {
        package var name: [UInt8]
        package var value: [UInt8]

        package init(name: [UInt8], value: [UInt8]) {
            self.name = name
            self.value = value
        }
    }

    /// Whether the request is HTTP/1.1 (or later 1.x), which must carry exactly one `Host`.
    package var isHTTP11: Bool
    /// The header fields, in the order received.
    package var fields: [Field]
    /// Whether each field was one whole line as sent: false when one was folded onto a continuation line or
    /// held a NUL, which libmicrohttpd cuts it at.
    package var linesAreWhole: Bool

    package init(isHTTP11: Bool, fields: [Field], linesAreWhole: Bool) {
        self.isHTTP11 = isHTTP11
        self.fields = fields
        self.linesAreWhole = linesAreWhole
    }

    /// Why the request's framing is refused, as a sentence for the `400`; `nil` when it is unambiguous.
    package var fault: String? {
        guard linesAreWhole else {
            return
                "A header field is folded onto a second line or holds a NUL byte; send each field on one line (RFC 9112, section 5.2)."
        }
        for field in fields {
            guard !field.name.isEmpty, field.name.allSatisfy(Self.isTokenByte) else {
                return
                    "The header field name \(APIError.shown(String(decoding: field.name, as: UTF8.self))) is not a token: no spaces, tabs or separators, and none before the colon (RFC 9112, section 5.1)."
            }
            guard field.value.allSatisfy({ $0 == UInt8(ascii: "\t") || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return
                    "The header field \(APIError.shownName(String(decoding: field.name, as: UTF8.self))) holds a control character (such as CR or NUL); remove it (RFC 9110, section 5.5)."
            }
        }
        let hosts = count("host")
        if isHTTP11 ? hosts != 1 : hosts > 1 {
            return
                "An HTTP/1.1 request carries exactly one Host header field; this one has \(hosts) (RFC 9112, section 3.2)."
        }
        let transferEncodings = values("transfer-encoding")
        let contentLengths = values("content-length")
        if !transferEncodings.isEmpty {
            guard contentLengths.isEmpty else {
                return
                    "The request has both Transfer-Encoding and Content-Length; send one of them (RFC 9112, section 6.1)."
            }
            guard transferEncodings.count == 1, Self.isExactlyChunked(transferEncodings[0]) else {
                return
                    "Transfer-Encoding must be one field whose value is exactly chunked; send the body chunked or with a Content-Length (RFC 9112, section 6.1)."
            }
        }
        if contentLengths.count > 1 {
            return
                "The request has \(contentLengths.count) Content-Length fields; send exactly one (RFC 9112, section 6.3)."
        }
        if let length = contentLengths.first,
            length.isEmpty || !length.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        {
            return "Content-Length must be a whole number of bytes in decimal digits (RFC 9110, section 8.6)."
        }
        return nil
    }

    /// Whether the request announces a body: a `Transfer-Encoding`, or a `Content-Length` other than 0.
    package var announcesBody: Bool {
        !values("transfer-encoding").isEmpty
            || values("content-length").contains { length in length.contains { $0 != UInt8(ascii: "0") } }
    }

    private func values(_ lowercasedName: String) -> [[UInt8]] {
        fields.filter { Self.equalsIgnoringCase($0.name, lowercasedName) }.map(\.value)
    }

    private func count(_ lowercasedName: String) -> Int {
        fields.reduce(0) { $0 + (Self.equalsIgnoringCase($1.name, lowercasedName) ? 1 : 0) }
    }

    /// Whether `name` is `lowercasedName` in any case (ASCII).
    private static func equalsIgnoringCase(_ name: [UInt8], _ lowercasedName: String) -> Bool {
        name.count == lowercasedName.utf8.count
            && zip(name, lowercasedName.utf8).allSatisfy { byte, lowercase in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == lowercase
            }
    }

    /// `chunked` in any case, with nothing before or after it (libmicrohttpd keeps trailing spaces).
    private static func isExactlyChunked(_ value: [UInt8]) -> Bool {
        equalsIgnoringCase(value, "chunked")
    }

    /// A `tchar` of RFC 9110, section 5.6.2.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
