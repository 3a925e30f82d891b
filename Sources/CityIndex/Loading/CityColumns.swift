import ByteUtilities

/// What the index keeps of each entry, collected column by column as the file is read, in the file's order:
/// the city's JSON (which holds its name as the data writes it), its folded name and sort key, its country, id,
/// coordinates and population. `CityIndex` sorts the columns into the contract's order.
struct CityColumns: CityEntrySink, Sendable {
    /// Each city's JSON object.
    var cityJSON: CityJSONTable
    var foldedNames: PackedByteStrings
    var countries: PackedByteStrings
    /// Each entry's `CountryCode.slot`, or -1 where its country is not a two-letter code.
    var countrySlots: [Int16] = []
    var ids: [Int64] = []
    var sortKeys: [UInt64] = []
    /// Each entry's population; 0 where the data does not say.
    var populations: [Int64] = []
    /// Each entry's point, from the data's own numbers.
    var coordinates: GeoPointColumn
    private var scalarFolds = ScalarFolds()

    /// Empty columns with room for about `expectedCount` entries.
    init(expectedCount: Int) {
        cityJSON = CityJSONTable(reservingCapacity: expectedCount)
        foldedNames = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 12)
        countries = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 2)
        countrySlots.reserveCapacity(expectedCount)
        ids.reserveCapacity(expectedCount)
        sortKeys.reserveCapacity(expectedCount)
        populations.reserveCapacity(expectedCount)
        coordinates = GeoPointColumn(reservingCapacity: expectedCount)
    }

    /// What `parts` collected, one after another, but for the cities' JSON and points, which are big enough
    /// that they are better read from the parts where they are.
    init(concatenatingAllButText parts: [CityColumns]) {
        cityJSON = CityJSONTable(reservingCapacity: 0)
        coordinates = GeoPointColumn(reservingCapacity: 0)
        foldedNames = PackedByteStrings(concatenating: parts.map(\.foldedNames))
        countries = PackedByteStrings(concatenating: parts.map(\.countries))
        countrySlots = parts.flatMap(\.countrySlots)
        ids = parts.flatMap(\.ids)
        sortKeys = parts.flatMap(\.sortKeys)
        populations = parts.flatMap(\.populations)
    }

    mutating func add(_ entry: CityEntry) {
        cityJSON.append(entry)

        let start = foldedNames.bytes.count
        Fold.append(utf8: entry.name, to: &foldedNames.bytes, keepingTrailingSeparator: false, using: &scalarFolds)
        sortKeys.append(FoldedNames.sortKey(of: foldedNames.bytes[start...]))
        foldedNames.endString()

        countries.append(entry.country)
        countrySlots.append(Int16(CountryCode(utf8: entry.country)?.slot ?? -1))
        ids.append(entry.id)
        populations.append(entry.population)
        coordinates.append(GeoPoint(latitude: entry.latitude.value, longitude: entry.longitude.value))
    }
}
