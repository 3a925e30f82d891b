import ByteUtilities

/// A city's JSON object as every answer shows it:
/// `{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","region":"New Mexico","population":564559,"coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}`.
///
/// `state`, `region` and `population` appear only where the data has a non-empty one (a population above 0);
/// `label` joins the non-empty of name, state (or, where there is no state, region) and country with `, `; the
/// coordinates are the data's own numbers, so they parse back to the same doubles.
///
/// The object is written in two steps, so that what is kept need not hold the label, which repeats the other
/// members: `appendOpening` writes it up to the label, and `writeLabelMember` writes the label from the parts
/// of that opening.
enum CityJSON {
    /// The member that follows the id, up to the name's string: the first comma of an object comes before it.
    static let nameMember: StaticString = #","name":"#

    /// The label's member, with the comma before it, up to the inside of its string.
    private static let labelMember: StaticString = #","label":""#

    /// Appends the opening of the JSON object of `entry` to `bytes`: every member before the label, without the
    /// closing brace.
    ///
    /// - Returns: where its label's parts lie in what it appended.
    static func appendOpening(of entry: CityEntry, to bytes: inout [UInt8]) -> LabelParts {
        let texts = entry.name.count + entry.country.count + entry.state.count + entry.region.count
        let bound =
            120 + 2 * JSONText.integerSizeBound + JSONText.escapedSizeBound(of: texts)
            + entry.longitude.text.count + entry.latitude.text.count
        var parts = LabelParts(name: 0..<0, country: 0..<0, division: 0..<0)
        bytes.write(atMost: bound) { writer in
            writer.write(#"{"id":"#)
            JSONText.writeInteger(entry.id, to: &writer)
            writer.write(nameMember)
            writer.write(UInt8(ascii: "\""))
            parts.name = writeEscaped(entry.name, to: &writer)
            writer.write(#"","country":""#)
            parts.country = writeEscaped(entry.country, to: &writer)
            writer.write(UInt8(ascii: "\""))
            if !entry.state.isEmpty {
                writer.write(#","state":""#)
                parts.division = writeEscaped(entry.state, to: &writer)
                writer.write(UInt8(ascii: "\""))
            }
            if !entry.region.isEmpty {
                writer.write(#","region":""#)
                let region = writeEscaped(entry.region, to: &writer)
                writer.write(UInt8(ascii: "\""))
                if entry.state.isEmpty {
                    parts.division = region
                }
            }
            if entry.population > 0 {
                writer.write(#","population":"#)
                JSONText.writeInteger(entry.population, to: &writer)
            }
            writer.write(#","coord":{"lon":"#)
            writer.write(entry.longitude.text)
            writer.write(#","lat":"#)
            writer.write(entry.latitude.text)
            writer.write(UInt8(ascii: "}"))
        }
        return parts
    }

    /// How many bytes `writeLabelMember` writes for `parts`.
    static func labelMemberSize(_ parts: LabelParts) -> Int {
        let separated =
            (parts.division.isEmpty ? 0 : 2 + parts.division.count)
            + (parts.country.isEmpty ? 0 : 2 + parts.country.count)
        return labelMember.utf8CodeUnitCount + parts.name.count + separated + 1
    }

    /// The most bytes `writeLabelMember` writes besides its parts': the member's name, the string's quotes and two
    /// separators.
    static var labelMemberSizeBesideParts: Int {
        labelMember.utf8CodeUnitCount + 2 * 2 + 1
    }

    /// How many bytes past a label's own `writeLabelMember(of:parts:byWideCopies:to:)` may write by wide copies:
    /// a wide copy's, and the separator's before an empty last part, which is written though not counted.
    static var labelSpareRoom: Int {
        ByteWriter.wideCopyCount + 2
    }

    /// Writes the label member, with the comma before it, of the object whose opening is `opening` and whose
    /// label's parts lie at `parts`: each part by one wide copy (`ByteWriter.copyWide(from:to:)`) when
    /// `byWideCopies`, which only parts that `fitWideCopies(_:readableCount:)` may be, into room with
    /// `labelSpareRoom` bytes to spare. The parts' lengths differ from label to label, and a copy chosen by length
    /// is mispredicted (docs/performance.md, "A page's labels by wide copies").
    static func writeLabelMember(
        of opening: UnsafeBufferPointer<UInt8>,
        parts: LabelParts,
        byWideCopies: Bool = false,
        to writer: inout ByteWriter
    ) {
        if byWideCopies {
            writeLabelMemberByWideCopies(of: UnsafeRawPointer(opening.baseAddress!), parts: parts, to: &writer)
            return
        }
        writer.write(labelMember.bytes)
        writer.write(UnsafeBufferPointer(rebasing: opening[parts.name]))
        if !parts.division.isEmpty {
            writer.write(", ")
            writer.write(UnsafeBufferPointer(rebasing: opening[parts.division]))
        }
        if !parts.country.isEmpty {
            writer.write(", ")
            writer.write(UnsafeBufferPointer(rebasing: opening[parts.country]))
        }
        writer.write(UInt8(ascii: "\""))
    }

    /// Writes the label member as `writeLabelMember(of:parts:byWideCopies:to:)` does by wide copies, from the
    /// opening at `opening`, through one check of the room for it all (`ByteWriter.write(atMost:_:)`) and without
    /// branches on the parts' lengths: the room checked at each piece took about 30 instructions more a label
    /// (docs/performance.md, "The page's objects read once").
    @inline(__always) private static func writeLabelMemberByWideCopies(
        of opening: UnsafeRawPointer,
        parts: LabelParts,
        to writer: inout ByteWriter
    ) {
        writer.write(atMost: labelMemberSize(parts) + labelSpareRoom) { room in
            ByteWriter.copy(from: labelMember.utf8Start, to: room, count: labelMember.utf8CodeUnitCount)
            var end = labelMember.utf8CodeUnitCount
            ByteWriter.copyWide(from: opening + parts.name.lowerBound, to: room + end)
            end &+= parts.name.count
            // The separator and the part are written, and counted only when the part is not empty.
            let separator = UInt16(UInt8(ascii: ",")) | UInt16(UInt8(ascii: " ")) << 8
            func append(_ part: Range<Int>) {
                room.storeBytes(of: separator.littleEndian, toByteOffset: end, as: UInt16.self)
                ByteWriter.copyWide(from: opening + part.lowerBound, to: room + end + 2)
                end &+= part.isEmpty ? 0 : 2 &+ part.count
            }
            append(parts.division)
            append(parts.country)
            room.storeBytes(of: UInt8(ascii: "\""), toByteOffset: end, as: UInt8.self)
            return end &+ 1
        }
    }

    /// Whether `writeLabelMember(of:parts:byWideCopies:to:)` may write the label of `parts` by wide copies from an
    /// opening of which `readableCount` bytes from its first may be read: each part fits a wide copy, and every copy
    /// stays among them.
    static func fitWideCopies(_ parts: LabelParts, readableCount: Int) -> Bool {
        let wide = ByteWriter.wideCopyCount
        return parts.name.count <= wide && parts.division.count <= wide && parts.country.count <= wide
            && max(parts.name.lowerBound, parts.country.lowerBound, parts.division.lowerBound) + wide <= readableCount
    }

    private static func writeEscaped(_ text: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) -> Range<Int> {
        let start = writer.count
        JSONText.writeEscaped(text, to: &writer)
        return start..<writer.count
    }
}
