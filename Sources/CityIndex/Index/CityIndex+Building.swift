import ByteUtilities

extension CityIndex {
    /// Sorts what `parts` collected, one part after another, into the contract's order and builds the tables
    /// that search it.
    ///
    /// - Parameters:
    ///   - parsing: how long collecting took, for `buildTimes`.
    ///   - spareBytes: a buffer no longer needed, the file's bytes once read, which the cities' JSON reuses.
    init(building parts: consuming [CityColumns], parsing: Duration, spareBytes: Handoff<[UInt8]>) {
        let clock = ContinuousClock()
        let start = clock.now
        var parts = parts
        let entryCounts = parts.map(\.ids.count)
        // The alternate names take longer to sort than the cities when there are more of them: then they are sorted
        // by name on a core of their own while the other sorts the cities and moves their JSON, points and ids into
        // that order. With fewer, those three are moved in the second step, on whichever core is free first.
        let movesRecordsFirst = parts.reduce(0) { $0 + $1.alternateNames.count } >= entryCounts.reduce(0, +)
        // Each step takes the pieces of what the parts collected that it reads, and lets them go once read, so that
        // the steps after it reuse their memory instead of touching more.
        let recordParts = Handoff(parts.indices.map { parts[$0].takeRecords() })
        let alternateNameParts = Handoff(parts.indices.map { parts[$0].takeAlternateNames() })
        let columnParts = Handoff(consume parts)
        let moveRecords = { @Sendable (ids: [Int64], order: [Int32]) in
            CityRecords(
                parts: recordParts.take()!,
                entryCounts: entryCounts,
                ids: ids,
                order: order,
                spareBytes: spareBytes
            )
        }
        // The alternate names' sort is the longer task: the other core, once done, takes a share of its last step.
        let alternateNamesWork = SharedWork()
        let ((columns, order, movedRecords), alternateNamesByName) = concurrently {
            defer { alternateNamesWork.help() }
            let columns = CityColumns(concatenating: columnParts.take()!)
            let order = Self.contractOrder(of: columns)
            return (
                columns, order,
                movesRecordsFirst ? moveRecords(columns.ids, order) : nil
            )
        } and: {
            alternateNamesWork.start()
            defer { alternateNamesWork.finish() }
            return AlternateNamesByName(
                parts: alternateNameParts.take()!,
                entryCounts: entryCounts,
                sharing: alternateNamesWork
            )
        }
        let sorted = clock.now
        var ranksOfEntries = [Int32](repeating: 0, count: order.count)
        for (rank, entry) in order.enumerated() {
            ranksOfEntries[Int(entry)] = Int32(rank)
        }
        // Three tasks, the core done first taking the third: the alternate names' table, short once their sort is
        // done, with the records when the sort did not move them; the tables by rank; the places, from the countries,
        // states and regions.
        let ((alternateNames, records), tables, places) = concurrently { [ranksOfEntries] in
            (
                AlternateNames(byName: alternateNamesByName, ranksOfEntries: ranksOfEntries, cityCount: order.count),
                movedRecords ?? moveRecords(columns.ids, order)
            )
        } and: {
            let sortKeys = order.map { columns.sortKeys[Int($0)] }
            let countrySlots = order.map { columns.countrySlots[Int($0)] }
            return (
                foldedNames: FoldedNames(table: columns.foldedNames.reordered(by: order)),
                sortKeys: sortKeys,
                sortKeyBuckets: SortKeyBuckets(keys: sortKeys),
                countrySlots: countrySlots,
                countries: PositionsByGroup.of(countrySlots, groupCount: CountryCode.count),
                populations: order.map { UInt32(clamping: columns.populations[Int($0)]) }
            )
        } and: {
            CityPlaces(
                countrySlots: columns.countrySlots,
                foldedStates: columns.foldedStates,
                foldedRegions: columns.foldedRegions,
                rankedBy: order
            )
        }
        self.init(
            cityJSON: records.json,
            foldedNames: tables.foldedNames,
            sortKeys: tables.sortKeys,
            sortKeyBuckets: tables.sortKeyBuckets,
            countrySlots: tables.countrySlots,
            countryStarts: tables.countries.starts,
            countryRanks: tables.countries.positions,
            places: places,
            populations: tables.populations,
            alternateNames: alternateNames,
            ranksByID: records.ranksByID,
            coordinates: records.coordinates,
            buildTimes: BuildTimes(parsing: parsing, sorting: sorted - start, tables: clock.now - sorted)
        )
    }

    /// The positions of the collected entries in the contract's order: by folded name, then country, then id.
    ///
    /// Sorts by each name's sort key, then by its next four bytes, then compares whole names, countries and ids
    /// only among equal keys.
    private static func contractOrder(of columns: CityColumns) -> [Int32] {
        var keyed = columns.sortKeys.enumerated().map { entry, key in
            Keyed(
                key: key,
                value: Int32(entry),
                tieBreaker: FoldedNames.tieBreaker(of: columns.foldedNames[entry])
            )
        }
        keyed.sortByKey()
        let ids = columns.ids
        FoldedNames(table: columns.foldedNames).withComparator { names in
            columns.countries.withComparator { countries in
                keyed.sortTies { left, right in
                    let byName = names.compare(Int(left), Int(right))
                    if byName != 0 { return byName < 0 }
                    let byCountry = countries.compare(Int(left), Int(right))
                    if byCountry != 0 { return byCountry < 0 }
                    return ids[Int(left)] < ids[Int(right)]
                }
            }
        }
        return keyed.map(\.value)
    }
}

/// The cities' JSON, ids and points, moved into the contract's order.
private struct CityRecords: Sendable {
    let json: CityJSONTable
    let ranksByID: CityIDTable
    let coordinates: GeoPointColumn

    /// The records that `parts` of `entryCounts` entries collected, whose `ids` (all the parts', one after
    /// another) and `order` the cities' order sorts; the JSON is written in the buffer of `spareBytes`, and the
    /// parts are let go once read.
    init(
        parts: consuming [CityColumns.Records],
        entryCounts: [Int],
        ids: [Int64],
        order: [Int32],
        spareBytes: Handoff<[UInt8]>
    ) {
        let sources = PartPosition.positions(of: order, partCounts: entryCounts)
        json = CityJSONTable(reordering: parts.map(\.cityJSON), at: sources, reusing: spareBytes.take() ?? [])
        coordinates = GeoPointColumn(reordering: parts.map(\.coordinates), at: sources)
        ranksByID = CityIDTable(idsByRank: order.map { ids[Int($0)] })
    }
}
