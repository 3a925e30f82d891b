extension CityIndex {
    /// Reads the index that the file at `path` holds, written by `writePrebuilt(to:source:)` from the data file
    /// `source` describes: the same index as building it from that file, in a fraction of the time.
    ///
    /// - Throws: `PrebuiltIndexError` naming `path` when the file is missing (`isMissing`), cannot be read, was
    ///   written from other data than `source` or in another format, or is damaged.
    public init(prebuiltAt path: String, source: PrebuiltIndexSource) throws(PrebuiltIndexError) {
        let reader = try PrebuiltIndexReader(path: path)
        guard reader.source == source else {
            throw PrebuiltIndexError(
                file: path,
                problem:
                    "was built from other data (\(reader.source)), not this data file (\(source))"
            )
        }
        let cityCount = reader.cityCount
        let cityJSON = try CityJSONTable(reading: reader)
        let foldedNames = try FoldedNames(reading: reader)
        let sortKeys: [UInt64] = try reader.next()
        let sortKeyBuckets = try SortKeyBuckets(reading: reader)
        let countrySlots: [Int16] = try reader.next()
        let countryStarts: [Int32] = try reader.next()
        let countryRanks: [Int32] = try reader.next()
        let places = try CityPlaces(reading: reader)
        let populations: [UInt32] = try reader.next()
        let alternateNames = try AlternateNames(reading: reader, cityCount: cityCount)
        let ranksByID = try CityIDTable(reading: reader)
        let coordinates = try GeoPointColumn(reading: reader)
        try reader.finish()
        let byRank = [
            cityJSON.count, foldedNames.table.count, sortKeys.count, countrySlots.count, places.placeOfRank.count,
            populations.count, ranksByID.count, coordinates.count,
        ]
        guard byRank.allSatisfy({ $0 == cityCount }),
            countryStarts.count == CountryCode.count + 1,
            countryStarts.last == Int32(clamping: countryRanks.count),
            countryRanks.arePositions(below: cityCount), ranksByID.ranksArePositions(below: cityCount)
        else {
            throw reader.damaged("its tables do not all hold the \(cityCount) cities its header counts")
        }
        self.init(
            cityJSON: cityJSON,
            foldedNames: foldedNames,
            sortKeys: sortKeys,
            sortKeyBuckets: sortKeyBuckets,
            countrySlots: countrySlots,
            countryStarts: countryStarts,
            countryRanks: countryRanks,
            places: places,
            populations: populations,
            alternateNames: alternateNames,
            ranksByID: ranksByID,
            coordinates: coordinates,
            buildTimes: nil
        )
    }

    /// Writes the index to a prebuilt index file at `path`, for `init(prebuiltAt:source:)` to read back when
    /// `source` describes the data file it is then given; the file is replaced whole, never left half written.
    ///
    /// - Returns: the file's length in bytes.
    /// - Throws: `PrebuiltIndexError` naming `path` when it cannot be written.
    @discardableResult
    public func writePrebuilt(to path: String, source: PrebuiltIndexSource) throws(PrebuiltIndexError) -> Int {
        var writer = PrebuiltIndexWriter(source: source, cityCount: count)
        cityJSON.write(to: &writer)
        foldedNames.write(to: &writer)
        writer.append(sortKeys)
        sortKeyBuckets.write(to: &writer)
        writer.append(countrySlots)
        writer.append(countryStarts)
        writer.append(countryRanks)
        places.write(to: &writer)
        writer.append(populations)
        alternateNames.write(to: &writer)
        ranksByID.write(to: &writer)
        coordinates.write(to: &writer)
        try writer.write(to: path)
        return writer.bytes.count
    }
}
