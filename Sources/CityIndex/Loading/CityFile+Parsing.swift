extension CityFile {
    /// Parses the cities in `bytes`, every entry in the file's order.
    ///
    /// - Parameter file: the name used in error messages.
    /// - Throws: `CityDataError` naming `file`, the entry's 1-based position and the field, when the text is not
    ///   JSON, not an array of objects, or an entry lacks a name, an id or coordinates.
    package static func parse(_ bytes: [UInt8], file: String) throws(CityDataError) -> [City] {
        var cities = CityCollector()
        try read(bytes, file: file, into: &cities)
        return cities.cities
    }

    /// Reads every entry of `bytes` into `sink`, in the file's order, checking each as `parse` does.
    package static func read<Sink: CityEntrySink>(
        _ bytes: [UInt8],
        file: String,
        into sink: inout Sink
    ) throws(CityDataError) {
        try bytes.withUnsafeBufferPointer { (bytes) throws(CityDataError) in
            var reader = EntryReader(scanner: JSONScanner(bytes: bytes), file: file)
            try reader.readAll(into: &sink)
        }
    }
}

/// Collects entries as `City` values.
private struct CityCollector: CityEntrySink {
    var cities: [City] = []

    mutating func add(_ entry: CityEntry) {
        cities.append(
            City(
                id: entry.id,
                name: String(decoding: entry.name, as: UTF8.self),
                country: String(decoding: entry.country, as: UTF8.self),
                state: entry.state.isEmpty ? nil : String(decoding: entry.state, as: UTF8.self),
                region: entry.region.isEmpty ? nil : String(decoding: entry.region, as: UTF8.self),
                population: entry.population,
                alternateNames: entry.alternateNames.map { String(decoding: $0, as: UTF8.self) },
                longitude: entry.longitude.value,
                latitude: entry.latitude.value
            )
        )
    }
}
