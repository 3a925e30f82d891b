import ByteUtilities

/// What the index keeps of each entry, collected column by column as the file is read, in the file's order:
/// the city's JSON (which holds its name as the data writes it), its folded name and sort key, its country, id,
/// coordinates, population, folded state and region, and its alternate names. `CityIndex` sorts the columns
/// into the contract's order.
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
    /// Each entry's state code and region, folded; empty where the data has none.
    var foldedStates: PackedByteStrings
    var foldedRegions: PackedByteStrings
    var alternateNames: AlternateNameColumns
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
        foldedStates = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 0)
        foldedRegions = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 8)
        alternateNames = AlternateNameColumns(expectedCount: expectedCount * 3)
    }

    /// What `parts` collected, one after another, once each part's records and alternate names are taken
    /// (`takeRecords()`, `takeAlternateNames()`): the parts are let go as soon as they are copied.
    init(concatenating parts: consuming [CityColumns]) {
        if parts.count == 1 {
            self = parts.removeLast()
            return
        }
        cityJSON = CityJSONTable(reservingCapacity: 0)
        coordinates = GeoPointColumn(reservingCapacity: 0)
        foldedNames = PackedByteStrings(concatenating: parts.map(\.foldedNames))
        countries = PackedByteStrings(concatenating: parts.map(\.countries))
        countrySlots = parts.flatMap(\.countrySlots)
        ids = parts.flatMap(\.ids)
        sortKeys = parts.flatMap(\.sortKeys)
        populations = parts.flatMap(\.populations)
        foldedStates = PackedByteStrings(concatenating: parts.map(\.foldedStates))
        foldedRegions = PackedByteStrings(concatenating: parts.map(\.foldedRegions))
        alternateNames = AlternateNameColumns(expectedCount: 0)
    }

    /// What the index moves whole into the contract's order: each entry's JSON and point.
    struct Records: Sendable {
        var cityJSON: CityJSONTable
        var coordinates: GeoPointColumn
    }

    /// Takes this part's records, leaving none.
    mutating func takeRecords() -> Records {
        var records = Records(
            cityJSON: CityJSONTable(reservingCapacity: 0),
            coordinates: GeoPointColumn(reservingCapacity: 0)
        )
        swap(&records.cityJSON, &cityJSON)
        swap(&records.coordinates, &coordinates)
        return records
    }

    /// Takes this part's alternate names, leaving none.
    mutating func takeAlternateNames() -> AlternateNameColumns {
        var names = AlternateNameColumns(expectedCount: 0)
        swap(&names, &alternateNames)
        return names
    }

    mutating func add(_ entry: CityEntry) {
        cityJSON.append(entry)

        let start = foldedNames.bytes.count
        Fold.append(utf8: entry.name, to: &foldedNames.bytes, keepingTrailingSeparator: false, using: &scalarFolds)
        sortKeys.append(FoldedNames.sortKey(of: foldedNames.bytes[start...]))
        foldedNames.endString()
        if !entry.alternateNames.isEmpty {
            foldedNames.withString(at: foldedNames.count - 1) { ownName in
                alternateNames.add(entry.alternateNames, owner: Int32(ids.count), ownName: ownName, using: &scalarFolds)
            }
        }
        Self.append(folding: entry.state, to: &foldedStates, using: &scalarFolds)
        Self.append(folding: entry.region, to: &foldedRegions, using: &scalarFolds)

        countries.append(entry.country)
        countrySlots.append(Int16(CountryCode(utf8: entry.country)?.slot ?? -1))
        ids.append(entry.id)
        populations.append(entry.population)
        coordinates.append(GeoPoint(latitude: entry.latitude.value, longitude: entry.longitude.value))
    }

    /// Gives `next` the folds of the scalars met so far.
    mutating func handOverCaches(to next: inout CityColumns) {
        swap(&scalarFolds, &next.scalarFolds)
    }

    /// Appends the fold of `text` to `strings` as one string.
    private static func append(
        folding text: UnsafeBufferPointer<UInt8>,
        to strings: inout PackedByteStrings,
        using scalarFolds: inout ScalarFolds
    ) {
        Fold.append(utf8: text, to: &strings.bytes, keepingTrailingSeparator: false, using: &scalarFolds)
        strings.endString()
    }
}
