import ByteUtilities

/// Every city's JSON object as answers show it (`CityJSON`), by position: each stored followed by a comma, so
/// that the objects of neighbouring positions are one list, copied at once. Only this type knows that layout.
struct CityJSONTable: Sendable {
    private var table: PackedByteStrings

    /// An empty table with room for about `count` objects.
    init(reservingCapacity count: Int) {
        table = PackedByteStrings(reservingCapacity: count, bytesEach: 128)
    }

    /// The objects at `order` in `parts` taken one after another, in that order, copied by `threads` threads.
    init(reordering parts: [CityJSONTable], by order: [Int32], threads: Int) {
        table = PackedByteStrings(reordering: parts.map(\.table), by: order, threads: threads)
    }

    /// Appends the object of `entry`.
    mutating func append(_ entry: CityEntry) {
        CityJSON.append(entry, to: &table.bytes)
        table.bytes.append(UInt8(ascii: ","))
        table.endString()
    }

    /// Appends the object at `position` to `writer`, with the members `extraMembers` writes (each after a
    /// comma) before its closing brace.
    func appendObject(at position: Int, to writer: inout JSONWriter, extraMembers: (inout JSONWriter) -> Void) {
        writer.append(rawBytes: table[position].dropLast(2))
        extraMembers(&writer)
        writer.append(raw: "}")
    }

    /// The name of the city at `position` as the data writes it, read from its object, where it is the member
    /// after the id (`CityJSON.nameMember`).
    func name(at position: Int) -> String {
        table[position].withUnsafeBufferPointer { object in
            var scanner = JSONScanner(bytes: object)
            scanner.offset = object.firstIndex(of: UInt8(ascii: ","))! + CityJSON.nameMember.utf8CodeUnitCount
            defer { scanner.releaseDecodedStrings() }
            do {
                return try scanner.readString()
            } catch {
                preconditionFailure("CityJSON writes the name as a JSON string after the id: \(error)")
            }
        }
    }

    /// Appends the objects at `positions`, in that order, to `writer`, separated by commas: the inside of a JSON
    /// array, each object copied with the comma stored after it but the last.
    func appendList(_ positions: ArraySlice<Int>, to writer: inout JSONWriter) {
        table.withUnsafeBuffers { bytes, starts in
            for (index, position) in zip(positions.indices, positions) {
                let start = Int(starts[position])
                let end = Int(starts[position + 1]) - (index == positions.endIndex - 1 ? 1 : 0)
                writer.append(rawBytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            }
        }
    }

    /// Appends the objects at `positions` to `writer`, separated by commas: the inside of a JSON array.
    func appendList(_ positions: Range<Int>, to writer: inout JSONWriter) {
        if !positions.isEmpty {
            writer.append(rawBytes: table[positions].dropLast())
        }
    }
}
