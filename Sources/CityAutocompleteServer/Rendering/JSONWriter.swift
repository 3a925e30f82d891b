import ByteUtilities
import CityIndex

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
    mutating func append(raw text: StaticString) {
        bytes.append(literal: text)
    }

    /// Appends bytes that are already JSON.
    mutating func append<Bytes: Collection<UInt8>>(rawBytes: Bytes) {
        bytes.append(contentsOf: rawBytes)
    }

    /// Appends a quoted JSON string, escaping quotes, backslashes and control characters.
    mutating func append(string: String) {
        var string = string
        string.withUTF8 { utf8 in
            bytes.write(atMost: JSONText.escapedSizeBound(of: utf8.count) + 2) { JSONText.writeString(utf8, to: &$0) }
        }
    }

    /// Appends a whole number.
    mutating func append(integer: Int64) {
        bytes.write(atMost: JSONText.integerSizeBound) { JSONText.writeInteger(integer, to: &$0) }
    }
}
