import ByteUtilities

/// The header fields of a request, checked for framing that two HTTP parsers could read two ways (request
/// smuggling) before any of its body is read or it is routed.
///
/// libmicrohttpd 0.9.75 reads the body by the first `Transfer-Encoding` or, without one, the first
/// `Content-Length`, and tolerates what RFC 9112 tells a server to refuse; a proxy in front may read the same
/// bytes another way and pass a request hidden in the body. This check refuses every such request.
///
/// Fields are given one at a time, as libmicrohttpd hands them over, and only counted: a request is checked
/// without copying its headers.
package struct FramingCheck {
    private let isHTTP11: Bool
    private let linesAreWhole: Bool
    private var hosts = 0
    private var contentLengths = 0
    private var transferEncodings = 0
    /// Whether every `Content-Length` is decimal digits, at least one.
    private var lengthsAreDigits = true
    /// Whether every `Transfer-Encoding` is exactly `chunked`.
    private var encodingsAreChunked = true
    /// The body's length as `Content-Length` announces it, where it is digits (`UInt64.max` past 64 bits).
    package private(set) var announcedLength: UInt64?
    /// The first field's fault found, a sentence for the `400`.
    private var fieldFault: String?

    /// A check of a request that is HTTP/1.1 (or a later 1.x), which must carry exactly one `Host`, or not;
    /// `linesAreWhole` says whether each field was one whole line as sent: false when one was folded onto a
    /// continuation line or held a NUL, which libmicrohttpd cuts it at.
    package init(isHTTP11: Bool, linesAreWhole: Bool) {
        self.isHTTP11 = isHTTP11
        self.linesAreWhole = linesAreWhole
    }

    /// Takes one header field as received: its name, and its value without the whitespace around it.
    package mutating func add(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        if fieldFault == nil {
            fieldFault = Self.fault(name: name, value: value)
        }
        if Self.equalsIgnoringCase(name, "host") {
            hosts += 1
        } else if Self.equalsIgnoringCase(name, "content-length") {
            contentLengths += 1
            let isDigits = !value.isEmpty && value.allSatisfy(Self.isDigit)
            lengthsAreDigits = lengthsAreDigits && isDigits
            if isDigits {
                announcedLength = Self.decimal(value)
            }
        } else if Self.equalsIgnoringCase(name, "transfer-encoding") {
            transferEncodings += 1
            encodingsAreChunked = encodingsAreChunked && Self.equalsIgnoringCase(value, "chunked")
        }
    }

    /// Why the request's framing is refused, as a sentence for the `400`; `nil` when it is unambiguous.
    package var fault: String? {
        guard linesAreWhole else {
            return
                "A header field is folded onto a second line or holds a NUL byte; send each field on one line (RFC 9112, section 5.2)."
        }
        if let fieldFault {
            return fieldFault
        }
        if isHTTP11 ? hosts != 1 : hosts > 1 {
            return
                "An HTTP/1.1 request carries exactly one Host header field; this one has \(hosts) (RFC 9112, section 3.2)."
        }
        if transferEncodings > 0 {
            guard contentLengths == 0 else {
                return
                    "The request has both Transfer-Encoding and Content-Length; send one of them (RFC 9112, section 6.1)."
            }
            guard transferEncodings == 1, encodingsAreChunked else {
                return
                    "Transfer-Encoding must be one field whose value is exactly chunked; send the body chunked or with a Content-Length (RFC 9112, section 6.1)."
            }
        }
        if contentLengths > 1 {
            return "The request has \(contentLengths) Content-Length fields; send exactly one (RFC 9112, section 6.3)."
        }
        if !lengthsAreDigits {
            return "Content-Length must be a whole number of bytes in decimal digits (RFC 9110, section 8.6)."
        }
        return nil
    }

    /// Whether the body is sent in chunks: a `Transfer-Encoding`, which is exactly `chunked` when there is no
    /// `fault`.
    package var isChunked: Bool {
        transferEncodings > 0
    }

    /// Whether the request announces a body: a `Transfer-Encoding`, or a `Content-Length` other than 0.
    package var announcesBody: Bool {
        transferEncodings > 0 || (announcedLength ?? 0) > 0
    }

    /// What is wrong with one field on its own: a name that is not a token, or a control character in the value.
    private static func fault(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) -> String? {
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            return
                "The header field name \(APIError.shown(String(decoding: name, as: UTF8.self))) is not a token: no spaces, tabs or separators, and none before the colon (RFC 9112, section 5.1)."
        }
        guard value.allSatisfy({ $0 == UInt8(ascii: "\t") || ($0 >= 0x20 && $0 != 0x7F) }) else {
            return
                "The header field \(APIError.shownName(String(decoding: name, as: UTF8.self))) holds a control character (such as CR or NUL); remove it (RFC 9110, section 5.5)."
        }
        return nil
    }

    /// Whether `bytes` are `lowercased` in any case (ASCII).
    private static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ lowercased: StaticString) -> Bool {
        bytes.count == lowercased.utf8CodeUnitCount
            && zip(bytes, lowercased.bytes).allSatisfy { byte, lowercase in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == lowercase
            }
    }

    /// The number `digits` write in decimal, `UInt64.max` where it is larger.
    private static func decimal(_ digits: UnsafeRawBufferPointer) -> UInt64 {
        digits.reduce(0) { value, digit in
            let (tens, past) = value.multipliedReportingOverflow(by: 10)
            let (sum, pastSum) = tens.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            return past || pastSum ? .max : sum
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A `tchar` of RFC 9110, section 5.6.2.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
            UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"),
            UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
