/// Writes bytes through a pointer into room made at the end of an array: for many small pieces, much cheaper
/// than appending each one. Made only by `Array.write(atMost:_:)` and `UnsafeMutableBufferPointer.write(from:_:)`,
/// valid only inside their closures.
public struct ByteWriter {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var written = 0

    /// How many bytes have been written.
    @inlinable public var count: Int { written }

    /// How many more bytes there is room for.
    @inlinable public var remaining: Int { capacity - written }

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

    /// Writes the eight bytes of `word`, the lowest first.
    @inlinable public mutating func write(littleEndianWord word: UInt64) {
        precondition(count + 8 <= capacity, "ByteWriter: more bytes than the room made for them")
        UnsafeMutableRawPointer(base + written).storeBytes(of: word.littleEndian, as: UInt64.self)
        written += 8
    }

    /// Writes `bytes`.
    @inlinable public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(count + bytes.count <= capacity, "ByteWriter: more bytes than the room made for them")
        if let source = bytes.baseAddress {
            Self.copy(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(base + written), count: bytes.count)
        }
        written += bytes.count
    }

    /// How many bytes `copyWide(from:to:)` copies.
    public static let wideCopyCount = 32

    /// Copies `wideCopyCount` bytes from `source` to `destination`, in two loads and two stores of 16 bytes: for a
    /// piece of at most that many bytes, one copy of one length whatever the piece's, where `copy(from:to:count:)`
    /// chooses one by the length, a choice the processor mispredicts when piece after piece differs in length (a
    /// page's labels). The bytes copied past the piece are left for the next write to cover.
    ///
    /// - Precondition: `wideCopyCount` bytes at `source` may be read, and at `destination` written.
    @inlinable public static func copyWide(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer) {
        destination.storeBytes(of: source.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
        destination.storeBytes(
            of: source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
            toByteOffset: 16,
            as: SIMD16<UInt8>.self
        )
    }

    /// Lets `body` write at most `count` bytes through a pointer to the room's next byte, the room checked once
    /// for them all rather than at each piece; `body` returns how many it wrote. Always inlined, so that `body` is
    /// too: called, it was passed its captures through a context in memory (docs/performance.md, "The page's
    /// objects read once").
    @inlinable @inline(__always) public mutating func write(atMost count: Int, _ body: (UnsafeMutableRawPointer) -> Int)
    {
        precondition(count <= remaining, "ByteWriter: more bytes than the room made for them")
        let written = body(UnsafeMutableRawPointer(base + self.written))
        precondition(written <= count, "ByteWriter: a body wrote more bytes than it said it would")
        self.written += written
    }

    /// Copies `count` bytes from `source` to `destination`. Up to 32 bytes, as most of a city's pieces are (a
    /// name, a country, a member's key), it loads them whole, in words that may overlap, and then stores them,
    /// instead of calling `memmove`, whose call and size dispatch cost more than the copy.
    @inlinable public static func copy(
        from source: UnsafeRawPointer,
        to destination: UnsafeMutableRawPointer,
        count: Int
    ) {
        switch count {
        case 17...32:
            let head = (source.loadUnaligned(as: UInt64.self), source.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let tail = (
                source.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self),
                source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            )
            destination.storeBytes(of: head.0, as: UInt64.self)
            destination.storeBytes(of: head.1, toByteOffset: 8, as: UInt64.self)
            destination.storeBytes(of: tail.0, toByteOffset: count - 16, as: UInt64.self)
            destination.storeBytes(of: tail.1, toByteOffset: count - 8, as: UInt64.self)
        case 8...16:
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            destination.storeBytes(of: head, as: UInt64.self)
            destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4...7:
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            destination.storeBytes(of: head, as: UInt32.self)
            destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 1...3:
            let first = source.load(as: UInt8.self)
            let middle = source.load(fromByteOffset: count / 2, as: UInt8.self)
            let last = source.load(fromByteOffset: count - 1, as: UInt8.self)
            destination.storeBytes(of: first, as: UInt8.self)
            destination.storeBytes(of: middle, toByteOffset: count / 2, as: UInt8.self)
            destination.storeBytes(of: last, toByteOffset: count - 1, as: UInt8.self)
        case 0:
            break
        default:
            destination.copyMemory(from: source, byteCount: count)
        }
    }

    /// Writes the UTF-8 bytes of `literal`.
    @inlinable public mutating func write(_ literal: StaticString) {
        write(literal.bytes)
    }
}

extension [UInt8] {
    /// Lets `body` write at most `capacity` bytes at the end of the array through a `ByteWriter`, into room the
    /// array grows by as `append` would, without first filling it.
    @inlinable public mutating func write(atMost capacity: Int, _ body: (inout ByteWriter) -> Void) {
        append(atMost: capacity) { room in
            var writer = ByteWriter(base: room, capacity: capacity)
            body(&writer)
            return writer.count
        }
    }

    /// Lets `body` write at most `capacity` bytes at the end of the array through a pointer to that room, which
    /// the array grows by as `append` would, without first filling it; `body` returns how many it wrote, from
    /// the room's start.
    @inlinable public mutating func append(atMost capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        // At least one byte of room, so that the room has an address even when nothing may be written.
        append(addingCapacity: Swift.max(capacity, 1)) { room in
            room.withUnsafeMutableBufferPointer { room, initializedCount in
                initializedCount += body(room.baseAddress! + initializedCount)
            }
        }
    }
}

extension UnsafeMutableBufferPointer<UInt8> {
    /// Lets `body` write into the buffer from `offset` on through a `ByteWriter`: what `body` returns, and how many
    /// bytes it wrote.
    @inlinable public func write<Result>(
        from offset: Int,
        _ body: (inout ByteWriter) -> Result
    ) -> (result: Result, count: Int) {
        var writer = ByteWriter(base: baseAddress! + offset, capacity: count - offset)
        let result = body(&writer)
        return (result, writer.count)
    }
}
