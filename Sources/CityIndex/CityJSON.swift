/// A city's JSON object as every answer shows it:
/// `{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}`.
///
/// `state` appears only where the data has one; `label` joins the non-empty of name, state and country with
/// `, `; the coordinates are the data's own numbers, so they parse back to the same doubles.
enum CityJSON {
    /// Appends the JSON object of `entry` to `bytes`.
    static func append(_ entry: CityEntry, to bytes: inout [UInt8]) {
        bytes.append(literal: #"{"id":"#)
        JSONText.appendInteger(entry.id, to: &bytes)
        bytes.append(literal: #","name":"#)
        JSONText.appendString(entry.name, to: &bytes)
        bytes.append(literal: #","country":"#)
        JSONText.appendString(entry.country, to: &bytes)
        if !entry.state.isEmpty {
            bytes.append(literal: #","state":"#)
            JSONText.appendString(entry.state, to: &bytes)
        }
        bytes.append(literal: #","coord":{"lon":"#)
        bytes.append(contentsOf: entry.longitude.text)
        bytes.append(literal: #","lat":"#)
        bytes.append(contentsOf: entry.latitude.text)
        bytes.append(literal: #"},"label":""#)
        JSONText.appendEscaped(entry.name, to: &bytes)
        appendLabelPart(entry.state, to: &bytes)
        appendLabelPart(entry.country, to: &bytes)
        bytes.append(literal: #""}"#)
    }

    private static func appendLabelPart(_ part: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if !part.isEmpty {
            bytes.append(literal: ", ")
            JSONText.appendEscaped(part, to: &bytes)
        }
    }
}
