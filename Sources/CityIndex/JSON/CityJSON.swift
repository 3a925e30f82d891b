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

    /// Writes the label member, with the comma before it, of the object whose opening is `opening` and whose
    /// label's parts lie at `parts`: each part by one wide copy (`ByteWriter.writeByWideCopy(from:count:)`) when
    /// `byWideCopies`, which only parts that `fitWideCopies(_:readableCount:)` may be, into room with
    /// `ByteWriter.wideCopyCount` bytes to spare. The parts' lengths differ from label to label, and a copy chosen by
    /// length is mispredicted (docs/performance.md, "A page's labels by wide copies").
    static func writeLabelMember(
        of opening: UnsafeBufferPointer<UInt8>,
        parts: LabelParts,
        byWideCopies: Bool = false,
        to writer: inout ByteWriter
    ) {
        writer.write(labelMember.bytes)
        writeLabelPart(opening, parts.name, byWideCopy: byWideCopies, to: &writer)
        if !parts.division.isEmpty {
            writer.write(", ")
            writeLabelPart(opening, parts.division, byWideCopy: byWideCopies, to: &writer)
        }
        if !parts.country.isEmpty {
            writer.write(", ")
            writeLabelPart(opening, parts.country, byWideCopy: byWideCopies, to: &writer)
        }
        writer.write(UInt8(ascii: "\""))
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

    private static func writeLabelPart(
        _ opening: UnsafeBufferPointer<UInt8>,
        _ part: Range<Int>,
        byWideCopy: Bool,
        to writer: inout ByteWriter
    ) {
        if byWideCopy {
            writer.writeByWideCopy(from: UnsafeRawPointer(opening.baseAddress! + part.lowerBound), count: part.count)
        } else {
            writer.write(UnsafeBufferPointer(rebasing: opening[part]))
        }
    }
}
