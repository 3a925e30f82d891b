import ByteUtilities
import CSystemShims

/// Every city's JSON object as answers show it (`CityJSON`), by position. Only this type knows how they are kept.
///
/// Each object is kept as where its label's parts lie (`CityJSON.LabelParts`, packed) and its opening, without
/// the label, which repeats the name, the state or region and the country: the label is written from those
/// parts each time the object is copied. An object whose parts do not fit their bytes is kept whole but for
/// its closing brace, behind zeros.
struct CityJSONTable: Sendable {
    private var table: PackedByteStrings

    /// An empty table with room for about `count` objects.
    init(reservingCapacity count: Int) {
        table = PackedByteStrings(reservingCapacity: count, bytesEach: 100)
    }

    /// The objects at `sources` in `parts` taken one after another, in that order, in the buffer of `storage`
    /// where it has room for them (`PackedByteStrings.init(reordering:at:reusing:)`).
    init(reordering parts: [CityJSONTable], at sources: [PartPosition], reusing storage: consuming [UInt8]) {
        table = PackedByteStrings(reordering: parts.map(\.table), at: sources, reusing: storage)
    }

    /// The number of objects.
    var count: Int { table.count }

    /// Appends the object of `entry`.
    mutating func append(_ entry: CityEntry) {
        let partsStart = table.bytes.count
        table.bytes.append(contentsOf: repeatElement(0, count: CityJSON.LabelParts.packedCount))
        let openingStart = table.bytes.count
        let parts = CityJSON.appendOpening(of: entry, to: &table.bytes)
        if !parts.pack(into: &table.bytes, at: partsStart) {
            let opening = Array(table.bytes[openingStart...])
            opening.withUnsafeBufferPointer { opening in
                table.bytes.write(atMost: CityJSON.labelMemberSize(parts)) { writer in
                    CityJSON.writeLabelMember(of: opening, parts: parts, to: &writer)
                }
            }
        }
        table.endString()
    }

    /// Asks the processor for where the object at `position` lies, ahead of a copy of it: the first of the two reads
    /// that copying it waits on, the second being its bytes.
    func prefetchBounds(ofObjectAt position: Int) {
        table.prefetchBounds(at: position)
    }

    /// Asks the processor for each cache line of the object at `position`, ahead of a copy of it
    /// (`prefetchLines(ofObjectAt:bytes:starts:)`). It reads where the object lies, which is best asked for earlier
    /// (`prefetchBounds(ofObjectAt:)`).
    func prefetchObject(at position: Int) {
        table.withUnsafeBuffers { bytes, starts in
            Self.prefetchLines(ofObjectAt: position, bytes: bytes, starts: starts)
        }
    }

    /// Appends the object at `position` to `writer`, with the members `extraMembers` writes (each after a
    /// comma) before its closing brace.
    func appendObject(at position: Int, to writer: inout JSONWriter, extraMembers: (inout JSONWriter) -> Void) {
        table.withUnsafeBuffers { bytes, starts in
            let object = StoredObject(at: position, bytes: bytes, starts: starts)
            writer.write(atMost: object.size + CityJSON.labelSpareRoom) { object.writeWithoutClosingBrace(to: &$0) }
        }
        extraMembers(&writer)
        writer.append(raw: "}")
    }

    /// The name of the city at `position` as the data writes it, read from its object, where it is the member
    /// after the id (`CityJSON.nameMember`).
    func name(at position: Int) -> String {
        table.withUnsafeBuffers { bytes, starts in
            let opening = StoredObject(at: position, bytes: bytes, starts: starts).opening
            var scanner = JSONScanner(bytes: opening)
            scanner.offset = opening.firstIndex(of: UInt8(ascii: ","))! + CityJSON.nameMember.utf8CodeUnitCount
            defer { scanner.releaseDecodedStrings() }
            do {
                return try scanner.readString()
            } catch {
                preconditionFailure("CityJSON writes the name as a JSON string after the id: \(error)")
            }
        }
    }

    /// Appends the objects at `positions`, in that order, to `writer`, separated by commas: the inside of a JSON
    /// array.
    func appendList(_ positions: some Collection<Int>, to writer: inout JSONWriter) {
        appendList(positions, members: NoObjectMembers(), to: &writer)
    }

    /// Appends the objects of `items` (`ObjectMembers.position(of:)`), in the items' order, to `writer`, separated
    /// by commas (the inside of a JSON array), each with the members that `members` writes for its item before its
    /// closing brace: all of them through one `ByteWriter`, as one piece of room made in the buffer. Generic over
    /// the members rather than given closures, so that each kind of list calls its own directly: closures that
    /// capture what they read were called through their contexts, three times an object, a tenth of a page's JSON
    /// (docs/performance.md, "The page's JSON without closures").
    func appendList<Items: Collection, Members: ObjectMembers<Items.Element>>(
        _ items: Items,
        members: Members,
        to writer: inout JSONWriter
    ) {
        guard !items.isEmpty else { return }
        // Each item's position is worked out once, for the passes below.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { positions in
            for (index, item) in zip(positions.indices, items) {
                positions.initializeElement(at: index, to: members.position(of: item))
            }
            table.withUnsafeBuffers { bytes, starts in
                // Every object is asked for before any is read, so that their misses of the caches overlap rather
                // than come one after another (docs/performance.md, "The JSON of a page asked for at once").
                Self.prefetchObjects(at: UnsafeBufferPointer(positions), bytes: bytes, starts: starts)
                // The room, bounded from where the objects lie, so that each object is read once, as it is written.
                var size = items.count - 1
                for (index, item) in zip(positions.indices, items) {
                    size +=
                        StoredObject.sizeBound(ofObjectAt: positions[index], starts: starts) + members.size(of: item)
                }
                // The room to spare that the labels' wide copies need.
                writer.write(atMost: size + CityJSON.labelSpareRoom) { writer in
                    for (index, item) in zip(positions.indices, items) {
                        if index > 0 {
                            writer.write(UInt8(ascii: ","))
                        }
                        StoredObject(at: positions[index], bytes: bytes, starts: starts)
                            .writeWithoutClosingBrace(to: &writer)
                        members.write(of: item, to: &writer)
                        writer.write(UInt8(ascii: "}"))
                    }
                }
            }
        }
    }

    /// Asks the processor for the objects at `positions` of `bytes`, whose objects start at `starts`: first
    /// where each starts, then each cache line of each.
    private static func prefetchObjects(
        at positions: UnsafeBufferPointer<Int>,
        bytes: UnsafeBufferPointer<UInt8>,
        starts: UnsafeBufferPointer<Int32>
    ) {
        for position in positions {
            CSystemShims_prefetch(starts.baseAddress! + position)
        }
        for position in positions {
            prefetchLines(ofObjectAt: position, bytes: bytes, starts: starts)
        }
    }

    /// Asks the processor for each cache line of the object at `position` of `bytes`, whose objects start at
    /// `starts`.
    ///
    /// The lines of the first `shortObjectSize` bytes from an object's start, and its last line, are asked for
    /// whatever its length, which covers most objects: a loop to its end would end after two lines for one
    /// object and three for the next, a branch the processor mispredicts. A longer object's other lines follow.
    private static func prefetchLines(
        ofObjectAt position: Int,
        bytes: UnsafeBufferPointer<UInt8>,
        starts: UnsafeBufferPointer<Int32>
    ) {
        let (start, end) = (Int(starts[position]), Int(starts[position + 1]))
        for line in stride(from: start, to: start + shortObjectSize, by: cacheLineSize) {
            CSystemShims_prefetch(bytes.baseAddress! + line)
        }
        CSystemShims_prefetch(bytes.baseAddress! + end - 1)
        for line in stride(from: start + shortObjectSize, to: end, by: cacheLineSize) {
            CSystemShims_prefetch(bytes.baseAddress! + line)
        }
    }

    /// The bytes of a cache line.
    private static let cacheLineSize = 64

    /// The bytes from an object's start whose lines are asked for whatever its length (`prefetchObjects`): most
    /// objects are shorter (the shipped data's 209,579 take 24,971,009 bytes, 119 each on average).
    private static let shortObjectSize = 4 * cacheLineSize

    /// One object as the table keeps it: its opening, and where its label's parts lie when the label is not kept
    /// with it.
    private struct StoredObject {
        let opening: UnsafeBufferPointer<UInt8>
        let labelParts: CityJSON.LabelParts?
        /// Whether the label may be written by wide copies (`CityJSON.fitWideCopies(_:readableCount:)`): the table's
        /// bytes go on far enough past the parts.
        let labelFitsWideCopies: Bool

        /// The object at `position` of `bytes`, whose objects start at `starts`.
        init(at position: Int, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int32>) {
            let start = Int(starts[position])
            let openingStart = start + CityJSON.LabelParts.packedCount
            opening = UnsafeBufferPointer(rebasing: bytes[openingStart..<Int(starts[position + 1])])
            labelParts = CityJSON.LabelParts(packed: UnsafeBufferPointer(rebasing: bytes[start..<openingStart]))
            labelFitsWideCopies =
                labelParts.map {
                    CityJSON.fitWideCopies($0, readableCount: bytes.count - openingStart)
                } ?? false
        }

        /// How many bytes the object takes, with its closing brace.
        var size: Int {
            opening.count + (labelParts.map(CityJSON.labelMemberSize) ?? 0) + 1
        }

        /// At least as many bytes as the object at `position`, whose objects start at `starts`, takes with its
        /// closing brace, worked out from where it lies alone: what it keeps, its label's parts again (they lie in
        /// its opening), what the label writes beside them, and the brace.
        static func sizeBound(ofObjectAt position: Int, starts: UnsafeBufferPointer<Int32>) -> Int {
            2 * Int(starts[position + 1] - starts[position]) + CityJSON.labelMemberSizeBesideParts + 1
        }

        /// Writes the object, its label written from its parts where it is not kept, but for its closing brace,
        /// into room with `CityJSON.labelSpareRoom` bytes to spare.
        func writeWithoutClosingBrace(to writer: inout ByteWriter) {
            writer.write(opening)
            if let labelParts {
                CityJSON.writeLabelMember(
                    of: opening,
                    parts: labelParts,
                    byWideCopies: labelFitsWideCopies,
                    to: &writer
                )
            }
        }
    }
}

extension CityJSONTable: PrebuiltIndexPart {
    func write(to writer: inout PrebuiltIndexWriter) {
        table.write(to: &writer)
    }

    init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError) {
        table = try PackedByteStrings(reading: reader)
    }
}

/// The objects at positions, as the table keeps them.
private struct NoObjectMembers: ObjectMembers {
    func position(of position: Int) -> Int { position }
    func size(of _: Int) -> Int { 0 }
    func write(of _: Int, to _: inout ByteWriter) {}
}
