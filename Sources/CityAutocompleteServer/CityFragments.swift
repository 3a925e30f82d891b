import CityIndex

/// Each city's JSON object, rendered once when the data is loaded and copied into answers.
///
/// `{"id":5454711,"name":"Albuquerque","country":"US","state":"NM","coord":{"lon":-106.651138,"lat":35.084492},"label":"Albuquerque, NM, US"}`
struct CityFragments: Sendable {
    private let bytes: [UInt8]
    private let starts: [Int32]

    /// Renders every city of `index`, in the index's order.
    init(index: CityIndex) {
        var writer = JSONWriter(capacity: index.cities.count * 140)
        var starts: [Int32] = [0]
        starts.reserveCapacity(index.cities.count + 1)
        for city in index.cities {
            Self.render(city, into: &writer)
            starts.append(Int32(writer.bytes.count))
        }
        bytes = writer.bytes
        self.starts = starts
    }

    /// The JSON of the city at `position` in the index.
    subscript(position: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[position])..<Int(starts[position + 1])]
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
        writer.append(string: [city.name, city.state ?? "", city.country].filter { !$0.isEmpty }.joined(separator: ", "))
        writer.append(raw: "}")
    }
}
