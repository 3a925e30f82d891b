extension CityIndex {
    /// Sorts what `parts` collected, one part after another, into the contract's order and builds the tables
    /// that search it.
    ///
    /// - Parameter parsing: how long collecting took, for `buildTimes`.
    init(building parts: [CityColumns], parsing: Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let columns = parts.count == 1 ? parts[0] : CityColumns(concatenatingAllButText: parts)
        let order = Self.contractOrder(of: columns)
        let sorted = clock.now
        let (cityJSON, tables) = concurrently {
            CityJSONTable(reordering: parts.map(\.cityJSON), by: order, threads: max(1, coreCount - 1))
        } and: {
            let sortKeys = order.map { columns.sortKeys[Int($0)] }
            return (
                foldedNames: FoldedNames(table: columns.foldedNames.reordered(by: order)),
                sortKeys: sortKeys,
                sortKeyBuckets: Self.buckets(of: sortKeys),
                countries: Self.ranksByCountry(order.map { columns.countrySlots[Int($0)] }),
                ranksByID: CityIDTable(idsByRank: order.map { columns.ids[Int($0)] }),
                populations: order.map { UInt32(clamping: columns.populations[Int($0)]) },
                coordinates: GeoPointColumn(reordering: parts.map(\.coordinates), by: order)
            )
        }
        self.cityJSON = cityJSON
        foldedNames = tables.foldedNames
        wordIndex = BuiltOnFirstUse { [names = tables.foldedNames] in WordIndex(names: names) }
        sortKeys = tables.sortKeys
        sortKeyBuckets = tables.sortKeyBuckets
        nameKeys = BuiltOnFirstUse { [names = tables.foldedNames] in NameKeyFilter(names: names.table) }
        trieChildLists = BuiltOnFirstUse { [names = tables.foldedNames] in NameTrieChildLists(names: names.table) }
        (countryRanks, countryStarts) = tables.countries
        let importance = BuiltOnFirstUse { [populations = tables.populations] in
            RangeMinimum(values: Importance.places(populations: populations))
        }
        self.importance = importance
        prefixRunLeaders = BuiltOnFirstUse { [sortKeys = tables.sortKeys] in
            PrefixRunLeaders(sortKeys: sortKeys, importance: importance.value)
        }
        countryImportance = BuiltOnFirstUse { [ranks = tables.countries.ranks] in
            let places = importance.value
            return RangeMinimum(values: ranks.map { places.value(at: Int($0)) })
        }
        ranksByID = tables.ranksByID
        spatialIndex = BuiltOnFirstUse { [coordinates = tables.coordinates] in
            SpatialIndex(points: (0..<coordinates.count).map { UnitVector(coordinates[$0]) })
        }
        buildTimes = BuildTimes(parsing: parsing, sorting: sorted - start, tables: clock.now - sorted)
    }

    /// The positions of the collected entries in the contract's order: by folded name, then country, then id.
    ///
    /// Sorts by each name's sort key, then compares whole names, countries and ids only among equal keys.
    private static func contractOrder(of columns: CityColumns) -> [Int32] {
        var keyed = columns.sortKeys.enumerated().map { Keyed(key: $0.element, value: Int32($0.offset)) }
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

    /// For each value of the first two bytes of a key, the first position in `keys` (ascending) whose key
    /// starts with that value or a greater one, and the count at the end.
    private static func buckets(of keys: [UInt64]) -> [Int32] {
        var buckets = [Int32](repeating: Int32(keys.count), count: 1 << 16 + 1)
        var position = 0
        for bucket in 0..<(1 << 16) {
            while position < keys.count && Int(keys[position] >> 48) < bucket {
                position += 1
            }
            buckets[bucket] = Int32(position)
        }
        return buckets
    }

    /// The ranks of each country's cities, country after country, and where each country starts.
    ///
    /// - Parameter slots: each rank's `CountryCode.slot`, or -1 for none.
    private static func ranksByCountry(_ slots: [Int16]) -> (ranks: [Int32], starts: [Int32]) {
        var starts = [Int32](repeating: 0, count: CountryCode.count + 1)
        for slot in slots where slot >= 0 {
            starts[Int(slot) + 1] += 1
        }
        for slot in 0..<CountryCode.count {
            starts[slot + 1] += starts[slot]
        }
        var next = starts
        var ranks = [Int32](repeating: 0, count: Int(starts[CountryCode.count]))
        for (rank, slot) in slots.enumerated() where slot >= 0 {
            ranks[Int(next[Int(slot)])] = Int32(rank)
            next[Int(slot)] += 1
        }
        return (ranks, starts)
    }
}
