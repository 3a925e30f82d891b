import CityIndex

/// Each city's JSON object, rendered once when the data is loaded and copied into answers.
///
/// `{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}`
struct CityFragments: Sendable {
    private let table: PackedByteStrings

    /// Renders every city of `index`, in the index's order, on every core.
    init(index: CityIndex) {
        let cities = index.cities
        table = PackedByteStrings(
            concatenating: mapChunksConcurrently(count: cities.count) { range in
                var table = PackedByteStrings(reservingCapacity: range.count, bytesEach: 140)
                for city in cities[range] {
                    table.append { bytes in
                        JSONWriter.append(to: &bytes) { Self.render(city, into: &$0) }
                    }
                }
                return table
            }
        )
    }

    /// The JSON of the city at `position` in the index.
    subscript(position: Int) -> ArraySlice<UInt8> {
        table[position]
    }

    private static func render(_ city: City, into writer: inout JSONWriter) {
        writer.append(raw: "{\"id\":")
        writer.append(integer: city.id)
        writer.append(raw: ",\"name\":")
        writer.append(string: city.name)
        writer.append(raw: ",\"country\":")
        writer.append(string: city.country)
        if let state = city.state {
            writer.append(raw: ",\"state\":")
            writer.append(string: state)
        }
        writer.append(raw: ",\"coord\":{\"lon\":")
        writer.append(number: city.longitude)
        writer.append(raw: ",\"lat\":")
        writer.append(number: city.latitude)
        writer.append(raw: "},\"label\":")
        writer.append(string: city.label)
        writer.append(raw: "}")
    }
}
