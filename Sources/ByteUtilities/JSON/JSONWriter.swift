/// Writes JSON text into a byte buffer: the envelope of every answer, and a city's object with the members
/// an answer adds to it.
public struct JSONWriter {
    @usableFromInline var storage: [UInt8] = []

    /// The text written so far.
    public var bytes: [UInt8] { storage }

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 256) {
        storage.reserveCapacity(capacity)
    }

    /// An empty buffer for an answer's body with room for `capacity` bytes, in the buffer the calling thread kept
    /// from its last body (`ThreadBodyBuffer`), so that writing allocates nothing when that is large enough.
    public init(bodyCapacity capacity: Int) {
        storage = ThreadBodyBuffer.take()
        storage.removeAll(keepingCapacity: true)
        storage.reserveCapacity(capacity)
    }

    /// Appends text that is already JSON.
    @inlinable public mutating func append(raw text: StaticString) {
        append(rawBytes: text.bytes)
    }

    /// Appends bytes that are already JSON.
    @inlinable public mutating func append<Bytes: Collection<UInt8>>(rawBytes: Bytes) {
        storage.append(contentsOf: rawBytes)
    }

    /// Lets `body` write at most `capacity` bytes of JSON through a `ByteWriter`: for many small pieces, much
    /// cheaper than appending each one.
    @inlinable public mutating func write(atMost capacity: Int, _ body: (inout ByteWriter) -> Void) {
        storage.write(atMost: capacity, body)
    }

    /// Appends a quoted JSON string, escaping quotes, backslashes and control characters.
    public mutating func append(string: String) {
        string.withUTF8Bytes { append(stringBytes: $0) }
    }

    /// Appends the valid UTF-8 `utf8` as a quoted JSON string, escaping quotes, backslashes and control
    /// characters.
    public mutating func append(stringBytes utf8: UnsafeBufferPointer<UInt8>) {
        storage.write(atMost: JSONText.escapedSizeBound(of: utf8.count) + 2) { JSONText.writeString(utf8, to: &$0) }
    }

    /// Appends a whole number.
    public mutating func append(integer: Int64) {
        storage.write(atMost: JSONText.integerSizeBound) { JSONText.writeInteger(integer, to: &$0) }
    }
}
