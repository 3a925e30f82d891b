import Algorithms

/// The cities of each country, of each start of a state code or region, and of each first byte of a qualifier,
/// by the first byte of their folded names, each list most important first, and those whose own names start with
/// that byte apart from those only an alternate name of which does: where a prefix with a comma and a short name
/// (`s, e`, `k, le`) finds the most important of its many matches in the few lists of its qualifier
/// (`QualifiedMatches.listedMatches(in:groups:reach:)`), and a short prefix with a country in the country's,
/// rather than among all of the name's matches (most of whose alternate names are other countries' cities) or in
/// every place its qualifier matches (`CityIndex.mostImportantOfAll`).
///
/// A city is in the lists of the first byte of each of its names (its own and its alternate names): once in its
/// country's list, once in the list of the first two bytes of its state code and of its region (one where they
/// start alike), and once in the list of each first byte that starts its state code, its region, its country's
/// code or one of its country's names (`CountryNameFolds`), or only one of its country's aliases, a list apart, so
/// that a search knows how a qualifier of that byte matches each city of a list without looking at its place:
/// 2,105,311 entries of 4 bytes in 30,072 lists in the shipped data (200,871 entries in 1,698 lists of bytes of
/// aliases). Each entry of a country's list also holds the number of its city's place among its country's
/// (`CountryPlaceNumbers`), so that a search with a country and a qualifier that does not match the country goes
/// through the country's list, passing over the cities of the places the qualifier does not match without looking
/// up their places (`M, Mo` in Tanzania); the other lists' entries give those bits to their filter of alternate
/// names (`AlternateNameStartFilter`). Built on first use. A class, so that a search that reads it takes one
/// reference.
final class CitiesByPlaceStart: Sendable {
    /// Each list's key, ascending (`Self.key(kind:nameStart:byAlternateNamesOnly:place:)`).
    private let keys: [UInt32]
    /// Where the keys of each kind and name start begin in `keys`, by the two together (`bucket(ofKey:)`); one more
    /// entry holds the end.
    private let keyBuckets: [Int32]
    /// Where the lists of each kind are among those of their kind and name start, by their place: found at once
    /// rather than by a bisection of the keys (`listOffset(of:place:nameStart:)`).
    private let countryDirectory: ListDirectory
    private let startDirectory: ListDirectory
    private let firstByteDirectory: ListDirectory
    private let aliasFirstByteDirectory: ListDirectory
    /// Where each list starts in `entries`; one more entry holds the end.
    private let starts: [Int32]
    /// The population of each list's first city, its most important.
    private let leaderPopulations: [UInt32]
    /// Each list's cities, most important first (`Importance`), list after list: a city's rank in the low bits
    /// (`rankMask`), above it, in a country's list, the number of its place among its country's
    /// (`CountryPlaceNumbers`) in the rest of the low 24, and above them the second bytes of its alternate names
    /// that start with the list's byte (`AlternateNameStartFilter`), which in the other lists also take the place
    /// number's bits.
    private let entries: [UInt32]
    /// The bits of an entry that hold a rank: as few as the cities need, so that the rest of the low 24 hold the
    /// number of the city's place (`placeNumbers`).
    private let rankMask: UInt32
    /// The number of each place among its country's, in the bits that the ranks leave.
    private let placeNumbers: CountryPlaceNumbers
    /// The places the cities are in.
    private let places: CityPlaces
    /// Whether the lists hold the cities: not for data of `largestCount` cities or more.
    private let holdsTheCities: Bool
    /// The bits of the entries that tell the second bytes of their cities' alternate names.
    private let alternateFilter: AlternateNameStartFilter

    /// Where the matches of a search are among the lists: of a qualified prefix
    /// (`QualifiedMatches.listedMatches(in:groups:reach:)`) or of a short prefix with a country
    /// (`matches(ofNamesStartingWith:country:)`).
    struct Matches {
        /// Every list's entries (`CitiesByPlaceStart.entries`).
        let entries: [UInt32]
        /// The bits of an entry that hold its city's rank.
        let rankMask: UInt32
        /// Where the number of an entry's place starts (`CountryPlaceNumbers`).
        let placeShift: UInt32
        /// The bits of the number of an entry's place, once shifted down.
        let placeMask: UInt32
        /// The lists that hold every match but those of `ownRanksElsewhere`, with cities that do not match: each
        /// a range of `entries`, with its first city's population and whether its cities' own names start with
        /// another byte, so that only an alternate name can match them. They lie in the search's `ListRoom`.
        let lists: UnsafeBufferPointer<Listed>
        /// The ranks of the matches in none of the lists: cities whose own names start with the whole prefix,
        /// in places that the qualifier does not match.
        let ownRanksElsewhere: [Int]
        /// Only the cities of the country of this `CountryCode.slot`, when the lists also hold others.
        let country: Int16?
        /// The numbers of the places whose cities may match, as bits (`CountryPlaceNumbers`): those of the places
        /// of the search's country that the qualifier matches when it does not match the country itself, and the
        /// lists are the country's, whose entries alone number their places; else every bit.
        let placeFilter: UInt64
        /// The group that the search puts each city of a list of `Listed.knownMatch` `.byName` in, when that is
        /// where it puts every city that its qualifier matches by name
        /// (`QualifiedMatches.listedMatches(in:groups:reach:)`): the search then does not look at those cities'
        /// places; `nil` to look at each.
        var groupByName: Int? = nil
        /// The group that the search puts each city of a list of `Listed.knownMatch` `.byAlias` in, as
        /// `groupByName`.
        var groupByAlias: Int? = nil

        /// A list of `Matches`.
        struct Listed {
            /// The list's range of `entries`.
            let entries: Range<Int>
            /// The population of its first city.
            let leaderPopulation: UInt32
            /// The bits of an entry of the list that an alternate name the matches' names start with may set
            /// (`AlternateNameStartFilter.mayHaveAlternateName(_:setting:)`).
            let alternateMask: UInt32
            /// Whether its cities' own names start with another byte than the list's.
            let byAlternateNamesOnly: Bool
            /// How the search's qualifier matches every city of the list, when it matches them all alike: by name
            /// when the whole qualifier is the start of the list's state codes or regions, or starts a code or name
            /// of the list's country, or is the list's one byte (`Kind.firstByte`); by an alias when it is the one
            /// byte of a list of the cities that only an alias matches (`Kind.firstByteOfAnAlias`), or only an alias
            /// of the list's country starts with it and no state code or region of the country's places does.
            let knownMatch: QualifierMatch?
        }

        /// The number of entries of the lists.
        var entryCount: Int {
            CitiesByPlaceStart.entryCount(of: lists)
        }

        /// The rank of the city of `entry`.
        @inline(__always) func rank(of entry: UInt32) -> Int {
            Int(entry & rankMask)
        }

        /// The position of the first of `entries` from `start` up to `end` whose city's rank is one of `ownRanks`
        /// or that may have an alternate name setting one of the bits of `alternateMask`
        /// (`AlternateNameStartFilter.mayHaveAlternateName(_:setting:)`), `end` when none: a loop of that test
        /// alone, which the merge goes to once an entry fails it, since most of those after it fail it too.
        @inline(__always) func firstEntry(
            in entries: UnsafeBufferPointer<UInt32>,
            from start: Int,
            to end: Int,
            ownRanks: Range<Int>,
            alternateMask: UInt32
        ) -> Int {
            // A rank is one of `ownRanks` when its distance above the lowest, wrapping below it, is less than their
            // count: one comparison, and both tests joined without a branch between them.
            let lowestOwnRank = UInt32(truncatingIfNeeded: ownRanks.lowerBound)
            let ownRankCount = UInt32(truncatingIfNeeded: ownRanks.count)
            var position = start
            while position < end {
                let entry = entries[position]
                let isOwnName = (entry & rankMask) &- lowestOwnRank < ownRankCount
                if isOwnName || AlternateNameStartFilter.mayHaveAlternateName(entry, setting: alternateMask) {
                    return position
                }
                position += 1
            }
            return end
        }

        /// Whether the city of `entry` may be in a place whose cities match (`placeFilter`): `false` only when it
        /// is not.
        @inline(__always) func mayBeInMatchingPlace(_ entry: UInt32) -> Bool {
            placeFilter >> UInt64(entry >> placeShift & placeMask) & 1 != 0
        }
    }

    /// How many lists a search makes room for on its stack (`ListRoom`): enough for the start and a few countries of
    /// a qualifier of two bytes or more (two lists each); more move to memory of their own.
    static let reservedLists = 16

    /// How many entries of the lists of a search's country, whose qualifier does not match the country, the search
    /// may be expected to go through, passing over the cities of the places the qualifier does not match by their
    /// entries' place numbers, for it to take them without looking for the qualifier's lists: an entry passed over
    /// costs a few nanoseconds, finding the qualifier's lists hundreds (`W, Vt` in the US, whose few cities in
    /// Vermont lie far apart in the country's list, takes the qualifier's).
    private static let mostFilteredEntries = 512

    /// The bits of an entry that hold a city's rank and the number of its place.
    private static let rankAndPlaceBits = 24

    /// The number of cities the lists can hold: a rank takes at most 24 bits of an entry.
    static let largestCount = 1 << rankAndPlaceBits

    /// The kinds of list, the first part of a key.
    private enum Kind: UInt32 {
        /// The cities of a country, by `CountryCode.slot`.
        case country = 0
        /// The cities whose state code or region starts with two bytes (one, for a text of one byte).
        case start = 1
        /// The cities that a qualifier of one byte matches by name: whose state code or region starts with it, or
        /// whose country's code or one of its names does.
        case firstByte = 2
        /// The cities that a qualifier of one byte matches only by an alias of their country.
        case firstByteOfAnAlias = 3
    }

    /// The lists of the cities of `places`, whose populations are `populations`, whose own names' sort keys are
    /// `sortKeys` (`FoldedNames.sortKey`) and whose alternate names' are `alternateSortKeys`, at each city's positions
    /// of `alternatesByCity`, each most important first as `ranksByImportance` orders the ranks
    /// (`Importance.ranks(populations:)`). No lists where the cities number `largestCount` or more: then a search looks
    /// for its matches another way.
    init(
        places: CityPlaces,
        populations: [UInt32],
        sortKeys: [UInt64],
        alternateSortKeys: [UInt64],
        alternatesByCity: AlternateNamesByCity,
        ranksByImportance: [Int32]
    ) {
        let cityCount = sortKeys.count
        self.places = places
        // The ranks' bits, and the place numbers' in what is left of 24, at most 6: a mask of one word.
        let rankBits = Int.bitWidth - max(cityCount - 1, 1).leadingZeroBitCount
        let placeNumbers = CountryPlaceNumbers(
            places: places,
            bitCount: max(0, min(6, Self.rankAndPlaceBits - rankBits))
        )
        let rankMask = UInt32(truncatingIfNeeded: 1 << min(rankBits, 32) - 1)
        let alternateFilter = AlternateNameStartFilter(
            alternateSortKeys: alternateSortKeys,
            placeBitCount: placeNumbers.bitCount,
            placeShift: rankBits
        )
        (self.rankMask, self.placeNumbers, self.alternateFilter) = (rankMask, placeNumbers, alternateFilter)
        guard cityCount < Self.largestCount else {
            (keys, keyBuckets, starts, leaderPopulations, entries, holdsTheCities) = (
                [], [Int32](repeating: 0, count: Self.bucketCount + 1), [0], [], [], false
            )
            let noLists = ListDirectory([], placeCount: 0)
            (countryDirectory, startDirectory, firstByteDirectory, aliasFirstByteDirectory) = (
                noLists, noLists, noLists, noLists
            )
            return
        }
        let nameStarts = Self.nameStarts(
            sortKeys: sortKeys,
            alternateSortKeys: alternateSortKeys,
            alternatesByCity: alternatesByCity,
            alternateFilter: alternateFilter
        )
        // Each place's lists, by number: its country's slot, then `CountryCode.count` and up for a start of its
        // state code or region, then `firstByteLists` and up for each first byte of a qualifier that matches it by
        // name, then `aliasFirstByteLists` and up for each that matches it only by an alias.
        let startValues = Set((0..<places.count).flatMap(places.starts(ofPlace:))).sorted()
        let startNumbers = Dictionary(uniqueKeysWithValues: startValues.enumerated().map { ($1, $0) })
        let firstByteLists = CountryCode.count + startValues.count
        let aliasFirstByteLists = firstByteLists + 256
        let listsPerByte = aliasFirstByteLists + 256
        let countryFirstBytes = Self.countryFirstBytes()
        let placeLists = (0..<places.count).map { (place: Int) -> [Int32] in
            let slot = Int(places.countrySlots[place])
            let starts = places.starts(ofPlace: place)
            let country: [Int] = slot >= 0 ? [slot] : []
            let firstBytes = Set(starts.map { Int($0 >> 8) } + (slot >= 0 ? countryFirstBytes.byName[slot] : []))
            let aliasFirstBytes = Set(slot >= 0 ? countryFirstBytes.byAlias[slot] : []).subtracting(firstBytes)
            return
                (country + starts.map { CountryCode.count + startNumbers[$0]! }
                + firstBytes.sorted().map { firstByteLists + $0 }
                + aliasFirstBytes.sorted().map { aliasFirstByteLists + $0 }).map(Int32.init)
        }
        // By name start byte, whether the own names start with it, and list number: each list's number of cities;
        // then where each starts in `entries`; then, as they are filled, where each list's next city goes.
        var listStarts = [Int32](repeating: 0, count: 256 * 2 * listsPerByte)
        // The slots in `listStarts` of the lists of the city at `rank`.
        // Plain loops: lazy sequences of the lists took three times as long.
        func forEachSlot(ofCityAt rank: Int, _ body: (_ slot: Int, _ list: Int, _ nameStart: UInt32) -> Void) {
            let lists = placeLists[Int(places.placeOfRank[rank])]
            let cityStarts = nameStarts.startsOfCity(at: rank)
            for position in cityStarts.indices {
                let nameStart = cityStarts[position]
                // A city's first name start is its own name's.
                let isOwnName = position == cityStarts.startIndex
                let firstSlot = (Int(nameStart >> 16) * 2 + (isOwnName ? 0 : 1)) * listsPerByte
                for list in lists {
                    body(firstSlot + Int(list), Int(list), nameStart)
                }
            }
        }
        for rank in 0..<cityCount {
            forEachSlot(ofCityAt: rank) { slot, _, _ in listStarts[slot] += 1 }
        }
        var keys: [UInt32] = []
        var starts: [Int32] = [0]
        for kind in [Kind.country, .start, .firstByte, .firstByteOfAnAlias] {
            let lists =
                switch kind {
                case .country: 0..<CountryCode.count
                case .start: CountryCode.count..<firstByteLists
                case .firstByte: firstByteLists..<aliasFirstByteLists
                case .firstByteOfAnAlias: aliasFirstByteLists..<listsPerByte
                }
            for nameStart in 0..<256 {
                for list in lists {
                    for byAlternateNamesOnly in [false, true] {
                        let slot = (nameStart * 2 + (byAlternateNamesOnly ? 1 : 0)) * listsPerByte + list
                        let size = listStarts[slot]
                        guard size > 0 else { continue }
                        let place =
                            switch kind {
                            case .country: list
                            case .start: Int(startValues[list - CountryCode.count])
                            case .firstByte: list - firstByteLists
                            case .firstByteOfAnAlias: list - aliasFirstByteLists
                            }
                        keys.append(
                            Self.key(
                                kind: kind,
                                nameStart: UInt8(nameStart),
                                byAlternateNamesOnly: byAlternateNamesOnly,
                                place: place
                            )
                        )
                        listStarts[slot] = starts[starts.count - 1]
                        starts.append(starts[starts.count - 1] + size)
                    }
                }
            }
        }
        var entries = [UInt32](repeating: 0, count: Int(starts[starts.count - 1]))
        for rank in ranksByImportance {
            let place = placeNumbers.number(ofPlace: Int(places.placeOfRank[Int(rank)])) << rankBits
            forEachSlot(ofCityAt: Int(rank)) { slot, list, nameStart in
                let filter = UInt16(truncatingIfNeeded: nameStart)
                // A country's entries number their places; the other lists' take those bits for the filter.
                entries[Int(listStarts[slot])] =
                    list < CountryCode.count
                    ? UInt32(rank) | place | alternateFilter.entryBits(of: filter, inCountryList: true)
                    : UInt32(rank) | alternateFilter.entryBits(of: filter, inCountryList: false)
                listStarts[slot] += 1
            }
        }
        leaderPopulations = starts.dropLast().map { populations[Int(entries[Int($0)] & rankMask)] }
        let keyBuckets = (0...Self.bucketCount).map { bucket in
            Int32(keys.partitioningIndex { Self.bucket(ofKey: $0) >= bucket })
        }
        self.keyBuckets = keyBuckets
        // Each kind's lists lie together, by name start (`key(kind:nameStart:byAlternateNamesOnly:place:)`).
        func directory(of kind: Kind, placeCount: Int) -> ListDirectory {
            let lists = Int(keyBuckets[Int(kind.rawValue) << 8])..<Int(keyBuckets[Int(kind.rawValue + 1) << 8])
            return ListDirectory(
                lists.map { list in
                    let bucket = Self.bucket(ofKey: keys[list])
                    return (list - Int(keyBuckets[bucket]), UInt8(bucket & 0xFF), Self.place(ofKey: keys[list]))
                },
                placeCount: placeCount
            )
        }
        countryDirectory = directory(of: .country, placeCount: CountryCode.count)
        startDirectory = directory(of: .start, placeCount: 1 << 16)
        firstByteDirectory = directory(of: .firstByte, placeCount: 256)
        aliasFirstByteDirectory = directory(of: .firstByteOfAnAlias, placeCount: 256)
        (self.keys, self.starts, self.entries, holdsTheCities) = (keys, starts, entries, true)
    }

    /// Where the cities one of whose names starts with `name` and that `qualifier`, which is not empty, matches by
    /// its state code or region or by its country, of `country` when given, are among the lists, with
    /// `ownRanksElsewhere` (`Matches.ownRanksElsewhere`); `nil` for an empty name and when the lists do not hold
    /// the cities. A city may be in more than one of the lists, and they hold cities that do not match: the name
    /// and the whole qualifier are for the search to match, the country where the matches give one
    /// (`Matches.country`), and the places where they give those (`Matches.placeFilter`).
    ///
    /// The lists of the qualifier's first byte, for a qualifier of one; else those of the start of its first two
    /// bytes and of the countries it matches. With a country, the country's when the qualifier matches it; else,
    /// with the places the qualifier matches, the country's when a page that reaches `reach` cities likely fills
    /// within `mostFilteredEntries` of them (by the share of the country's cities in those places) or they are
    /// the shorter, else the qualifier's with the country to pass over the others; none when the qualifier
    /// matches none of the country's places. The lists are put in `room`, where the matches read them.
    ///
    /// - Complexity: O(*c* log *l* + *p*) for *l* lists, *c* countries that `qualifier` matches and the *p* places
    ///   of the search's country.
    func matches(
        ofNamesStartingWith name: [UInt8],
        qualifiedBy qualifier: Qualifier,
        country: CountryCode?,
        ownRanksElsewhere: [Int],
        reach: Int,
        into room: inout ListRoom
    ) -> Matches? {
        guard holdsTheCities, !name.isEmpty else { return nil }
        let start = nameStart(of: name)
        // The country's lists first, the first in the room: when the qualifier matches the country, they are the
        // lists, and the qualifier's are not looked for; else they are kept here by their places in the room.
        var countryLists: Range<Int>?
        var placeFilter = UInt64.max
        if let country {
            let countryMatch = qualifier.match(countryAt: country.slot)
            appendLists(
                of: .country,
                startingWith: start,
                place: country.slot,
                knownMatch: countryMatch == .byName ? .byName : nil,
                to: &room
            )
            let lists = room.lists(0..<room.count)
            if countryMatch != nil {
                return matches(ofNamesStartingWith: name, in: lists, ownRanksElsewhere: ownRanksElsewhere, country: nil)
            }
            countryLists = 0..<room.count
            // The qualifier does not match the country: of its cities, it matches those of the places it matches,
            // which the entries' place numbers tell; with none, only the whole prefix's own names elsewhere. The
            // country's lists are gone through when the page is likely to fill within a few hundred entries.
            let matched = placeNumbers.places(ofCountryAt: country.slot, matchedBy: qualifier, in: places)
            placeFilter = matched.mask
            if matched.cityShare == 0 {
                return matches(
                    ofNamesStartingWith: name,
                    in: room.lists(room.count..<room.count),
                    ownRanksElsewhere: ownRanksElsewhere,
                    country: nil
                )
            }
            let entriesToGoThrough = min(Double(Self.entryCount(of: lists)), Double(reach) / matched.cityShare)
            if placeNumbers.bitCount > 0 && entriesToGoThrough <= Double(Self.mostFilteredEntries) {
                return matches(
                    ofNamesStartingWith: name,
                    in: lists,
                    ownRanksElsewhere: ownRanksElsewhere,
                    country: nil,
                    placeFilter: placeFilter
                )
            }
        }
        let folded = qualifier.folded
        // The qualifier's lists follow the country's in the room.
        let qualifierListsStart = room.count
        if folded.count == 1 {
            appendLists(
                of: .firstByte,
                startingWith: start,
                place: Int(folded[0]),
                knownMatch: .byName,
                to: &room
            )
            appendLists(
                of: .firstByteOfAnAlias,
                startingWith: start,
                place: Int(folded[0]),
                knownMatch: .byAlias,
                to: &room
            )
        } else {
            let qualifierStart = Int(FoldedNames.shortStartKey(of: folded))
            let startMatch: QualifierMatch? = folded.count == 2 ? .byName : nil
            appendLists(
                of: .start,
                startingWith: start,
                place: qualifierStart,
                knownMatch: startMatch,
                to: &room
            )
            qualifier.forEachCountrySlot { slot in
                // A country that only an alias matches, none of whose places the qualifier matches by name,
                // is matched by that alias in every city.
                let countryMatch: QualifierMatch? =
                    if qualifier.match(countryAt: slot) == .byName {
                        .byName
                    } else {
                        placeNumbers.hasPlace(ofCountryAt: slot, startingLike: folded) ? nil : .byAlias
                    }
                appendLists(
                    of: .country,
                    startingWith: start,
                    place: slot,
                    knownMatch: countryMatch,
                    to: &room
                )
            }
        }
        // Taken once every list is in the room, which may have moved them.
        var lists = room.lists(qualifierListsStart..<room.count)
        var passedOver: Int16?
        if let country, let countryLists {
            if Self.entryCount(of: room.lists(countryLists)) <= Self.entryCount(of: lists) {
                lists = room.lists(countryLists)
            } else {
                passedOver = Int16(country.slot)
                placeFilter = .max
            }
        }
        return matches(
            ofNamesStartingWith: name,
            in: lists,
            ownRanksElsewhere: ownRanksElsewhere,
            country: passedOver,
            placeFilter: placeFilter
        )
    }

    /// Where the cities of `country` one of whose names starts with `name` are among the lists: its lists of the
    /// name's first byte, put in `room`; `nil` for an empty name, which every city's names start with, and when the
    /// lists do not hold the cities.
    func matches(ofNamesStartingWith name: [UInt8], country: CountryCode, into room: inout ListRoom) -> Matches? {
        guard holdsTheCities, !name.isEmpty else { return nil }
        let first = room.count
        appendLists(
            of: .country,
            startingWith: nameStart(of: name),
            place: country.slot,
            knownMatch: nil,
            to: &room
        )
        return matches(
            ofNamesStartingWith: name,
            in: room.lists(first..<room.count),
            ownRanksElsewhere: [],
            country: nil
        )
    }

    /// The matches of names starting with `name` in `lists`, with `ownRanksElsewhere`, only of the country of
    /// slot `country` when given, and of the places of `placeFilter` (`Matches.placeFilter`).
    private func matches(
        ofNamesStartingWith name: [UInt8],
        in lists: UnsafeBufferPointer<Matches.Listed>,
        ownRanksElsewhere: [Int],
        country: Int16?,
        placeFilter: UInt64 = .max
    ) -> Matches {
        Matches(
            entries: entries,
            rankMask: rankMask,
            placeShift: UInt32(rankMask.nonzeroBitCount),
            placeMask: UInt32(1) << placeNumbers.bitCount - 1,
            lists: lists,
            ownRanksElsewhere: ownRanksElsewhere,
            country: country,
            placeFilter: placeFilter
        )
    }

    /// The first byte of a search's name, and what an alternate name starting with the name sets in the filter of
    /// every list's entries (`AlternateNameStartFilter.filter(ofNamesStartingWith:)`): worked out once a search, for
    /// each of its lists.
    private struct NameStart {
        let byte: UInt8
        let filter: UInt16
    }

    /// The start of `name`, which is not empty.
    private func nameStart(of name: [UInt8]) -> NameStart {
        NameStart(byte: name[0], filter: alternateFilter.filter(ofNamesStartingWith: name))
    }

    /// Appends to `room` the lists of `kind` of the cities whose names start with the byte of `start`, by their own
    /// names and by alternate names only, of the country, start or byte `place`, all of whose cities the search's
    /// qualifier matches as `knownMatch` when given, each with the bits of its entries that an alternate name of the
    /// filter of `start` may set: into the search's room, since an array made for each would cost an allocation.
    ///
    /// The two lists' keys are next to each other: the first is looked up (`listOffset(of:place:nameStart:)`), and
    /// the second follows it when there is one.
    private func appendLists(
        of kind: Kind,
        startingWith start: NameStart,
        place: Int,
        knownMatch: QualifierMatch?,
        to room: inout ListRoom
    ) {
        let key = Self.key(kind: kind, nameStart: start.byte, byAlternateNamesOnly: false, place: place)
        guard let offset = listOffset(of: kind, place: place, nameStart: start.byte) else { return }
        var list = Int(keyBuckets[Self.bucket(ofKey: key)]) + offset
        let alternateMask = alternateFilter.entryBits(of: start.filter, inCountryList: kind == .country)
        while list < keys.count && keys[list] & ~Self.alternateNamesOnlyBit == key {
            room.append(
                Matches.Listed(
                    entries: Int(starts[list])..<Int(starts[list + 1]),
                    leaderPopulation: leaderPopulations[list],
                    alternateMask: alternateMask,
                    byAlternateNamesOnly: keys[list] & Self.alternateNamesOnlyBit != 0,
                    knownMatch: knownMatch
                )
            )
            list += 1
        }
    }

    /// How far the first list of `kind` of the country, start or byte `place` of the names starting with `nameStart`
    /// lies after the first of that kind and byte, or `nil` when there is none.
    private func listOffset(of kind: Kind, place: Int, nameStart: UInt8) -> Int? {
        switch kind {
        case .country: countryDirectory.offset(ofPlace: place, nameStart: nameStart)
        case .start: startDirectory.offset(ofPlace: place, nameStart: nameStart)
        case .firstByte: firstByteDirectory.offset(ofPlace: place, nameStart: nameStart)
        case .firstByteOfAnAlias: aliasFirstByteDirectory.offset(ofPlace: place, nameStart: nameStart)
        }
    }

    /// The number of entries of `lists`.
    fileprivate static func entryCount(of lists: UnsafeBufferPointer<Matches.Listed>) -> Int {
        lists.reduce(0) { $0 + $1.entries.count }
    }

    /// The first bytes of a qualifier that matches each country by its code or one of its names, and of one that
    /// matches it by an alias (`CountryNameFolds.countries(startingWith:)`), by `CountryCode.slot`.
    private static func countryFirstBytes() -> (byName: [[Int]], byAlias: [[Int]]) {
        var firstBytes = [[Int]](repeating: [], count: CountryCode.count)
        var aliasFirstBytes = firstBytes
        for byte in UInt8(1)...UInt8.max {
            let countries = CountryNameFolds.shared.countries(startingWith: [byte])
            countries.forEachSlot { slot in
                switch countries[slot] {
                case .byName: firstBytes[slot].append(Int(byte))
                case .byAlias: aliasFirstBytes[slot].append(Int(byte))
                case nil: break
                }
            }
        }
        return (firstBytes, aliasFirstBytes)
    }

    /// The key of the list of `kind` of the cities whose names start with `nameStart`, their own names or, when
    /// `byAlternateNamesOnly`, only alternate names, of the country or start `place`: ordered by kind, then name
    /// start, then place, then whether by alternate names only (`alternateNamesOnlyBit`).
    private static func key(kind: Kind, nameStart: UInt8, byAlternateNamesOnly: Bool, place: Int) -> UInt32 {
        kind.rawValue << 26 | UInt32(nameStart) << 18 | UInt32(place) << 1 | (byAlternateNamesOnly ? 1 : 0)
    }

    /// The number of a key's kind and name start together, the bits above its place (`keyBuckets`).
    private static func bucket(ofKey key: UInt32) -> Int {
        Int(key >> 18)
    }

    /// The country, start or byte of a key, the bits between its name start and `alternateNamesOnlyBit`.
    private static func place(ofKey key: UInt32) -> Int {
        Int(key >> 1 & (1 << 17 - 1))
    }

    /// The number of buckets of `keyBuckets`: four kinds of 256 name starts.
    private static let bucketCount = 4 << 8

    /// The bit of a key (`key(kind:nameStart:byAlternateNamesOnly:place:)`) that tells a list by alternate names
    /// only.
    private static let alternateNamesOnlyBit: UInt32 = 1

    /// Each city's name starts: the first byte of each of its names, each once, above the low 16 bits, and the
    /// filter (`AlternateNameStartFilter`) of its alternate names that start with it in them.
    private struct NameStarts {
        /// Where each city's name starts begin in `values`, by rank; one more entry holds the end.
        let cityStarts: [Int32]
        let values: [UInt32]

        /// The name starts of the city at `rank`.
        func startsOfCity(at rank: Int) -> ArraySlice<UInt32> {
            values[Int(cityStarts[rank])..<Int(cityStarts[rank + 1])]
        }
    }

    /// The name starts of the cities whose own names' sort keys are `sortKeys`, by rank, and whose alternate names'
    /// sort keys are `alternateSortKeys`, at each city's positions of `alternatesByCity`, with the filters of
    /// `alternateFilter`.
    private static func nameStarts(
        sortKeys: [UInt64],
        alternateSortKeys: [UInt64],
        alternatesByCity: AlternateNamesByCity,
        alternateFilter: AlternateNameStartFilter
    ) -> NameStarts {
        var cityStarts: [Int32] = [0]
        cityStarts.reserveCapacity(sortKeys.count + 1)
        var values: [UInt32] = []
        values.reserveCapacity(sortKeys.count * 2)
        for rank in sortKeys.indices {
            let first = values.count
            values.append(UInt32(sortKeys[rank] >> 56) << 16)
            for position in alternatesByCity.positions(ofCityAt: rank) {
                let key = alternateSortKeys[Int(position)]
                let start = UInt32(key >> 56) << 16
                let filter = UInt32(alternateFilter.filter(ofSecondByte: UInt8(truncatingIfNeeded: key >> 48)))
                if let known = values[first...].firstIndex(where: { $0 & 0xFF_0000 == start }) {
                    values[known] |= filter
                } else {
                    values.append(start | filter)
                }
            }
            cityStarts.append(Int32(values.count))
        }
        return NameStarts(cityStarts: cityStarts, values: values)
    }
}
