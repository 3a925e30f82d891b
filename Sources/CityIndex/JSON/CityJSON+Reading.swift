#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading back what `CityJSON.append(_:to:)` wrote, with the scanner that read the data file: the name and the
/// coordinates come back exactly as the file gave them.
extension CityJSON {
    /// The name in `json`, a city's JSON object: the string after the id.
    static func name(in json: ArraySlice<UInt8>) -> String {
        json.withUnsafeBufferPointer { json in
            var scanner = JSONScanner(bytes: json)
            defer { scanner.releaseDecodedStrings() }
            scanner.offset = idKey.count
            while json[scanner.offset] != UInt8(ascii: ",") {
                scanner.offset += 1
            }
            scanner.offset += nameKey.count
            guard let name = try? scanner.readStringBytes() else {
                preconditionFailure("every city's JSON has its name after its id")
            }
            return String(decoding: name, as: UTF8.self)
        }
    }

    /// The point that the coordinates in `json`, a city's JSON object, give.
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

    /// What a city's JSON starts with, before the id's digits.
    private static let idKey = Array(#"{"id":"#.utf8)
    /// What comes between the id and the name's opening quote.
    private static let nameKey = Array(#","name":"#.utf8)
    /// What comes before the longitude: `"coord":{"lon":` after the comma that ends the previous member, which a
    /// name cannot hold unescaped.
    private static let coordinatesKey = Array(#","coord":{"lon":"#.utf8)
    /// What comes between the longitude and the latitude.
    private static let latitudeKey = Array(#","lat":"#.utf8)
}
