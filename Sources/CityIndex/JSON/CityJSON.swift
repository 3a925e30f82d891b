import ByteUtilities

/// A city's JSON object as every answer shows it:
/// `{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}`.
///
/// `state` appears only where the data has one; `label` joins the non-empty of name, state and country with
/// `, `; the coordinates are the data's own numbers, so they parse back to the same doubles.
enum CityJSON {
    /// The member that follows the id, up to the name's string: the first comma of an object comes before it.
    static let nameMember: StaticString = #","name":"#

    /// Appends the JSON object of `entry` to `bytes`.
    static func append(_ entry: CityEntry, to bytes: inout [UInt8]) {
        let texts = 2 * (entry.name.count + entry.country.count + entry.state.count)
        let bound =
            128 + JSONText.integerSizeBound + JSONText.escapedSizeBound(of: texts)
            + entry.longitude.text.count + entry.latitude.text.count
        bytes.write(atMost: bound) { writer in
            writer.write(#"{"id":"#)
            JSONText.writeInteger(entry.id, to: &writer)
            writer.write(nameMember)
            JSONText.writeString(entry.name, to: &writer)
            writer.write(#","country":"#)
            JSONText.writeString(entry.country, to: &writer)
            if !entry.state.isEmpty {
                writer.write(#","state":"#)
                JSONText.writeString(entry.state, to: &writer)
            }
            writer.write(#","coord":{"lon":"#)
            writer.write(entry.longitude.text)
            writer.write(#","lat":"#)
            writer.write(entry.latitude.text)
            writer.write(#"},"label":""#)
            JSONText.writeEscaped(entry.name, to: &writer)
            writeLabelPart(entry.state, to: &writer)
            writeLabelPart(entry.country, to: &writer)
            writer.write(#""}"#)
        }
    }

    private static func writeLabelPart(_ part: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) {
        if !part.isEmpty {
            writer.write(", ")
            JSONText.writeEscaped(part, to: &writer)
        }
    }
}
