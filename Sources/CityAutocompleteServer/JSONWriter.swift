/// Writes JSON text into a byte buffer.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// Lets `write` append JSON to the end of `bytes` in place, without copying them.
    static func append(to bytes: inout [UInt8], _ write: (inout JSONWriter) -> Void) {
        var writer = JSONWriter(capacity: 0)
        swap(&writer.bytes, &bytes)
        write(&writer)
        swap(&writer.bytes, &bytes)
    }

    /// Appends text that is already JSON.
    mutating func append(raw text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends bytes that are already JSON.
    mutating func append<Bytes: Collection<UInt8>>(rawBytes: Bytes) {
        bytes.append(contentsOf: rawBytes)
    }

    /// Appends a quoted JSON string, escaping quotes, backslashes and control characters.
    mutating func append(string: String) {
        bytes.append(UInt8(ascii: "\""))
        if !string.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
            bytes.append(contentsOf: string.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a whole number.
    mutating func append(integer: Int64) {
        bytes.append(contentsOf: String(integer).utf8)
    }

    /// Appends a number in the shortest form that parses back to the same `Double`.
    mutating func append(number: Double) {
        bytes.append(contentsOf: number.description.utf8)
    }
}
