import ByteUtilities

/// A city's JSON object as every answer shows it:
/// `{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","region":"New Mexico","population":564559,"coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}`.
///
/// `state`, `region` and `population` appear only where the data has a non-empty one (a population above 0);
/// `label` joins the non-empty of name, state (or, where there is no state, region) and country with `, `; the
/// coordinates are the data's own numbers, so they parse back to the same doubles.
enum CityJSON {
    /// The member that follows the id, up to the name's string: the first comma of an object comes before it.
    static let nameMember: StaticString = #","name":"#

    /// Appends the JSON object of `entry` to `bytes`.
    static func append(_ entry: CityEntry, to bytes: inout [UInt8]) {
        let texts = 2 * (entry.name.count + entry.country.count + entry.state.count + entry.region.count)
        let bound =
            160 + 2 * JSONText.integerSizeBound + JSONText.escapedSizeBound(of: texts)
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
            if !entry.region.isEmpty {
                writer.write(#","region":"#)
                JSONText.writeString(entry.region, to: &writer)
            }
            if entry.population > 0 {
                writer.write(#","population":"#)
                JSONText.writeInteger(entry.population, to: &writer)
            }
            writer.write(#","coord":{"lon":"#)
            writer.write(entry.longitude.text)
            writer.write(#","lat":"#)
            writer.write(entry.latitude.text)
            writer.write(#"},"label":""#)
            JSONText.writeEscaped(entry.name, to: &writer)
            writeLabelPart(entry.state.isEmpty ? entry.region : entry.state, to: &writer)
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
