import ByteUtilities

/// What the index keeps of each entry, collected as the file is read: the city's JSON, its folded name and
/// sort key, its country and its id, all in the file's order.
struct CityIndexBuilder: CityEntrySink, Sendable {
    /// Each city's JSON object followed by a comma, so that neighbours in the index's order join into a list.
    var cityJSON: PackedByteStrings
    var foldedNames: PackedByteStrings
    var countries: PackedByteStrings
    /// Each entry's `CountryCode.slot`, or -1 where its country is not a two-letter code.
    var countrySlots: [Int16] = []
    var ids: [Int64] = []
    var sortKeys: [UInt64] = []
    private var scalarFolds = ScalarFolds()

    /// An empty builder with room for about `expectedCount` entries.
    init(expectedCount: Int) {
        cityJSON = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 128)
        foldedNames = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 12)
        countries = PackedByteStrings(reservingCapacity: expectedCount, bytesEach: 2)
        countrySlots.reserveCapacity(expectedCount)
        ids.reserveCapacity(expectedCount)
        sortKeys.reserveCapacity(expectedCount)
    }

    /// What `parts` collected, one after another, but for the cities' JSON, which is big enough that it is
    /// better read from the parts where it is.
    init(concatenatingAllButJSON parts: [CityIndexBuilder]) {
        cityJSON = PackedByteStrings(reservingCapacity: 0, bytesEach: 0)
        foldedNames = PackedByteStrings(concatenating: parts.map(\.foldedNames))
        countries = PackedByteStrings(concatenating: parts.map(\.countries))
        countrySlots = parts.flatMap(\.countrySlots)
        ids = parts.flatMap(\.ids)
        sortKeys = parts.flatMap(\.sortKeys)
    }

    mutating func add(_ entry: CityEntry) {
        CityJSON.append(entry, to: &cityJSON.bytes)
        cityJSON.bytes.append(UInt8(ascii: ","))
        cityJSON.endString()

        let start = foldedNames.bytes.count
        Fold.append(utf8: entry.name, to: &foldedNames.bytes, keepingTrailingSeparator: false, using: &scalarFolds)
        sortKeys.append(FoldedNames.sortKey(of: foldedNames.bytes[start...]))
        foldedNames.endString()

        countries.append(entry.country)
        countrySlots.append(Int16(CountryCode(utf8: entry.country)?.slot ?? -1))
        ids.append(entry.id)
    }
}
