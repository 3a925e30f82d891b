/// Writes bytes through a pointer into room made at the end of an array: for many small pieces, much cheaper
/// than appending each one. Made only by `Array.write(atMost:_:)`, valid only inside its closure.
public struct ByteWriter {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var written = 0

    /// How many bytes have been written.
    @inlinable public var count: Int { written }

    @usableFromInline init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Writes one byte.
    @inlinable public mutating func write(_ byte: UInt8) {
        precondition(count < capacity, "ByteWriter: more bytes than the room made for them")
        base[written] = byte
        written += 1
    }

    /// Writes `bytes`.
    @inlinable public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(count + bytes.count <= capacity, "ByteWriter: more bytes than the room made for them")
        if let source = bytes.baseAddress {
            (base + written).update(from: source, count: bytes.count)
        }
        written += bytes.count
    }

    /// Writes the UTF-8 bytes of `literal`.
    @inlinable public mutating func write(_ literal: StaticString) {
        write(literal.bytes)
    }
}

extension [UInt8] {
    /// Lets `body` write at most `capacity` bytes at the end of the array through a `ByteWriter`.
    @inlinable public mutating func write(atMost capacity: Int, _ body: (inout ByteWriter) -> Void) {
        let start = count
        append(contentsOf: repeatElement(0, count: capacity))
        let written = withUnsafeMutableBufferPointer { buffer in
            var writer = ByteWriter(base: buffer.baseAddress! + start, capacity: capacity)
            body(&writer)
            return writer.count
        }
        removeLast(capacity - written)
    }
}
