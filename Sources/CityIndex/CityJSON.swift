#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A city's JSON object as every answer shows it:
/// `{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}`.
///
/// `state` appears only where the data has one; `label` joins the non-empty of name, state and country with
/// `, `; the coordinates are the data's own numbers, so they parse back to the same doubles.
enum CityJSON {
    /// Appends the JSON object of `entry` to `bytes`.
    static func append(_ entry: CityEntry, to bytes: inout [UInt8]) {
        let texts = 2 * (entry.name.count + entry.country.count + entry.state.count)
        let bound =
            128 + JSONText.integerSizeBound + JSONText.escapedSizeBound(of: texts)
            + entry.longitude.text.count + entry.latitude.text.count
        bytes.write(atMost: bound) { writer in
            writer.write(#"{"id":"#)
            JSONText.writeInteger(entry.id, to: &writer)
            writer.write(#","name":"#)
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

    /// The point that the coordinates of `json`, a city's JSON as `append(_:to:)` writes it, give: its `lat` and
    /// `lon` read with the scanner that read the data file, so the same numbers.
    static func position(in json: ArraySlice<UInt8>) -> GeoPoint {
        json.withUnsafeBufferPointer { json in
            var scanner = JSONScanner(bytes: json)
            guard let coordinates = firstEnd(of: coordinatesKey, in: json) else {
                preconditionFailure("every city's JSON has its coordinates")
            }
            scanner.offset = coordinates
            let longitude = try? scanner.readFiniteNumber().value
            scanner.offset += latitudeKey.count
            let latitude = try? scanner.readFiniteNumber().value
            guard let longitude, let latitude else {
                preconditionFailure("every city's JSON has the coordinates the data file had")
            }
            return GeoPoint(latitude: latitude, longitude: longitude)
        }
    }

    /// Where the first `key` in `bytes` ends.
    private static func firstEnd(of key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        key.withUnsafeBufferPointer { key in
            var start = 0
            while start + key.count <= bytes.count {
                if bytes[start] == key[0] && memcmp(bytes.baseAddress! + start, key.baseAddress!, key.count) == 0 {
                    return start + key.count
                }
                start += 1
            }
            return nil
        }
    }

    /// What comes before the longitude: `"coord":{"lon":` after the comma that ends the previous member, which a
    /// name cannot hold unescaped.
    private static let coordinatesKey = Array(#","coord":{"lon":"#.utf8)
    /// What comes between the longitude and the latitude.
    private static let latitudeKey = Array(#","lat":"#.utf8)
}
