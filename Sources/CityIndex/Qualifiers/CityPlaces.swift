import ByteUtilities

/// The places the cities are in, each a distinct country, folded state code and folded region of the data
/// (some 3,800 in the shipped file), with each city's place: what a qualifier is matched against
/// (`Qualifier.match(cityAt:in:)`). A candidate city then costs one lookup in a table of ranks and a few in the
/// places' small tables, which stay in the caches, rather than lookups of its country, state and region in
/// tables as long as the data. A class, so that the matches of each qualified search hold one reference to its
/// tables.
final class CityPlaces: Sendable {
    /// Each city's place, by rank.
    let placeOfRank: [Int32]
    /// Each place's country (`CountryCode.slot`, or -1 where the code is not two letters).
    let countrySlots: [Int16]
    /// The number of places.
    var count: Int { countrySlots.count }
    /// Each place's folded state code and folded region; empty where the data has none.
    private let foldedStates: PackedByteStrings
    private let foldedRegions: PackedByteStrings
    /// The sort keys of each place's folded state code and folded region (`FoldedNames.sortKey(of:)`): what most
    /// qualifiers are matched against, in a few compares and without reading the texts.
    private let stateKeys: [UInt64]
    private let regionKeys: [UInt64]

    /// The places of `placeOfRank`, each with its country (`countrySlots`) and its folded state code and folded
    /// region (`foldedStates`, `foldedRegions`), as many of each.
    private init(
        placeOfRank: [Int32],
        countrySlots: [Int16],
        foldedStates: PackedByteStrings,
        foldedRegions: PackedByteStrings
    ) {
        self.placeOfRank = placeOfRank
        self.countrySlots = countrySlots
        self.foldedStates = foldedStates
        self.foldedRegions = foldedRegions
        stateKeys = (0..<foldedStates.count).map { FoldedNames.sortKey(of: foldedStates[$0]) }
        regionKeys = (0..<foldedRegions.count).map { FoldedNames.sortKey(of: foldedRegions[$0]) }
    }

    /// The places of the cities whose countries, folded state codes and folded regions these are, in the data's
    /// order, whose ranks' entries are `order`: worked out on the columns as they were read, so that the states
    /// and regions are not put in rank order first.
    convenience init(
        countrySlots: [Int16],
        foldedStates: PackedByteStrings,
        foldedRegions: PackedByteStrings,
        rankedBy order: [Int32]
    ) {
        var placeOfEntry = [Int32](repeating: 0, count: countrySlots.count)
        // An entry of each place, in the order the places are first met.
        var firstEntries: [Int] = []
        // The places by the `WordHash` of their country, state and region. A hash that two places share leads on
        // to the next value (`hash + 1`), so that no place is taken for another.
        var placesByHash: [UInt64: Int32] = [:]
        placesByHash.reserveCapacity(4096)
        var key: [UInt8] = []
        for entry in countrySlots.indices {
            key.removeAll(keepingCapacity: true)
            withUnsafeBytes(of: countrySlots[entry]) { key.append(contentsOf: $0) }
            foldedStates.withString(at: entry) { key.append(contentsOf: $0) }
            // No folded text holds a 0 byte: the state's end is told from the region's start.
            key.append(0)
            foldedRegions.withString(at: entry) { key.append(contentsOf: $0) }
            var hash = WordHash.hash(key)
            while let place = placesByHash[hash] {
                let other = firstEntries[Int(place)]
                if countrySlots[entry] == countrySlots[other] && foldedStates.stringsEqual(entry, other)
                    && foldedRegions.stringsEqual(entry, other)
                {
                    break
                }
                hash &+= 1
            }
            if let place = placesByHash[hash] {
                placeOfEntry[entry] = place
            } else {
                placeOfEntry[entry] = Int32(firstEntries.count)
                placesByHash[hash] = Int32(firstEntries.count)
                firstEntries.append(entry)
            }
        }
        var states = PackedByteStrings(reservingCapacity: firstEntries.count, bytesEach: 2)
        var regions = PackedByteStrings(reservingCapacity: firstEntries.count, bytesEach: 12)
        for entry in firstEntries {
            states.append(foldedStates[entry])
            regions.append(foldedRegions[entry])
        }
        self.init(
            placeOfRank: order.map { placeOfEntry[Int($0)] },
            countrySlots: firstEntries.map { countrySlots[$0] },
            foldedStates: states,
            foldedRegions: regions
        )
    }

    /// Asks the processor for the place of the city at `rank`, ahead of a match of it.
    @inline(__always) func prefetchPlace(ofRank rank: Int) {
        placeOfRank.prefetchElement(at: rank)
    }

    /// The first two bytes of the folded state code and of the folded region of the place at `place`, as one
    /// number each (its second byte 0 for a text of one byte), each once: none for a place with neither.
    func starts(ofPlace place: Int) -> [UInt16] {
        let starts = [stateKeys[place], regionKeys[place]].filter { $0 != 0 }.map { UInt16($0 >> 48) }
        return starts.count == 2 && starts[0] == starts[1] ? [starts[0]] : starts
    }

    /// Whether the folded state code or the folded region of the place at `place` starts with the folded
    /// `prefix`, whose sort keys are `keys` (`FoldedNames.sortKeys(startingWith:)`): told by their sort keys
    /// alone when the prefix is no longer than a key.
    @inline(__always) func stateOrRegion(
        ofPlace place: Int,
        startsWith prefix: [UInt8],
        keys: ClosedRange<UInt64>
    ) -> Bool {
        let isLong = prefix.count > 8
        return keys.contains(stateKeys[place]) && (!isLong || foldedStates.string(at: place, startsWith: prefix))
            || keys.contains(regionKeys[place]) && (!isLong || foldedRegions.string(at: place, startsWith: prefix))
    }
}

extension CityPlaces: PrebuiltIndexPart {
    func write(to writer: inout PrebuiltIndexWriter) {
        writer.append(placeOfRank)
        writer.append(countrySlots)
        foldedStates.write(to: &writer)
        foldedRegions.write(to: &writer)
    }

    convenience init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError) {
        let placeOfRank: [Int32] = try reader.next()
        let countrySlots: [Int16] = try reader.next()
        let foldedStates = try PackedByteStrings(reading: reader)
        let foldedRegions = try PackedByteStrings(reading: reader)
        guard foldedStates.count == countrySlots.count, foldedRegions.count == countrySlots.count,
            placeOfRank.arePositions(below: countrySlots.count),
            countrySlots.allSatisfy({ $0 >= -1 && Int($0) < CountryCode.count })
        else {
            throw reader.damaged("its table of the cities' places does not match its list of places")
        }
        self.init(
            placeOfRank: placeOfRank,
            countrySlots: countrySlots,
            foldedStates: foldedStates,
            foldedRegions: foldedRegions
        )
    }
}
