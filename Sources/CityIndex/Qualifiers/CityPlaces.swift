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

    /// The places of the cities whose countries, folded state codes and folded regions these are, by rank.
    init(countrySlots: [Int16], foldedStates: PackedByteStrings, foldedRegions: PackedByteStrings) {
        var placeOfRank = [Int32](repeating: 0, count: countrySlots.count)
        // A rank of each place, in the order the places are first met.
        var firstRanks: [Int] = []
        // The places by a hash of their country, state and region. A hash that two places share leads on to
        // the next value (`hash + 1`), so that no place is taken for another.
        var placesByHash: [Int: Int32] = [:]
        for rank in countrySlots.indices {
            var hasher = Hasher()
            hasher.combine(countrySlots[rank])
            foldedStates.withString(at: rank) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            // No folded text holds a 0 byte: the state's end is told from the region's start.
            hasher.combine(0 as UInt8)
            foldedRegions.withString(at: rank) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            var hash = hasher.finalize()
            while let place = placesByHash[hash] {
                let other = firstRanks[Int(place)]
                if countrySlots[rank] == countrySlots[other] && foldedStates[rank] == foldedStates[other]
                    && foldedRegions[rank] == foldedRegions[other]
                {
                    break
                }
                hash &+= 1
            }
            if let place = placesByHash[hash] {
                placeOfRank[rank] = place
            } else {
                placeOfRank[rank] = Int32(firstRanks.count)
                placesByHash[hash] = Int32(firstRanks.count)
                firstRanks.append(rank)
            }
        }
        self.placeOfRank = placeOfRank
        self.countrySlots = firstRanks.map { countrySlots[$0] }
        var states = PackedByteStrings(reservingCapacity: firstRanks.count, bytesEach: 2)
        var regions = PackedByteStrings(reservingCapacity: firstRanks.count, bytesEach: 12)
        for rank in firstRanks {
            states.append(foldedStates[rank])
            regions.append(foldedRegions[rank])
        }
        self.foldedStates = states
        self.foldedRegions = regions
        stateKeys = (0..<states.count).map { FoldedNames.sortKey(of: states[$0]) }
        regionKeys = (0..<regions.count).map { FoldedNames.sortKey(of: regions[$0]) }
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
