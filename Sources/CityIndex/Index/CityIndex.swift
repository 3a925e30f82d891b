import ByteUtilities

/// Every city of a data file, sorted once in the contract's order, searched by folded prefix, and kept as the
/// JSON that answers show.
///
/// A city is known by its rank: its place in the contract's order (by folded name in UTF-8 byte order, then
/// country code, then id). Built once and never changed: share it freely across threads, and build a new one to
/// change the data.
public struct CityIndex: Sendable {
    /// Each city's JSON object, by rank; it holds the name as the data writes it.
    let cityJSON: CityJSONTable
    /// Each city's folded name, by rank.
    let foldedNames: FoldedNames
    /// Each folded name's first eight bytes as one number (`FoldedNames.sortKey`), by rank: ascending.
    let sortKeys: [UInt64]
    /// Where each value of the sort keys' first two bytes starts.
    let sortKeyBuckets: SortKeyBuckets
    /// The later words of every name, for matching a prefix against any word; built on first use.
    let wordIndex: BuiltOnFirstUse<WordIndex>
    /// Which short keys of the names occur, for the typo search to skip lookups that find nothing; built on
    /// first use.
    let nameKeys: BuiltOnFirstUse<NameKeyFilter>
    /// The name trie's nodes that many names pass through, with their children, for the typo search; built on
    /// first use.
    let trieChildLists: BuiltOnFirstUse<NameTrieChildLists>
    /// The ranks of each country's cities, ascending, country after country (`CountryCode.slot`).
    let countryRanks: [Int32]
    /// Where each country's ranks start in `countryRanks`; one more entry holds the end.
    let countryStarts: [Int32]
    /// Each city's place in the order of importance (`Importance`), by rank, with the table that finds the most
    /// important cities of any range of ranks; built on first use from the populations.
    let importance: BuiltOnFirstUse<RangeMinimum>
    /// The most important cities of each long run of ranks that a short prefix matches, from `importance`;
    /// built on first use.
    let prefixRunLeaders: BuiltOnFirstUse<PrefixRunLeaders>
    /// The places in the order of importance of the cities in `countryRanks`, position for position, with the
    /// table that finds the most important cities of any country's range; built on first use from `importance`.
    let countryImportance: BuiltOnFirstUse<RangeMinimum>
    /// Each city's country (`CountryCode.slot`, or -1 where its code is not two letters), by rank.
    let countrySlots: [Int16]
    /// The places the cities are in (each distinct country, folded state code and folded region), with each
    /// city's place: what the text after a qualified prefix's comma is matched against.
    let places: CityPlaces
    /// The cities and alternate names of each of `places`, that a qualifier which passes few of a name's many
    /// matches finds them by; built on first use.
    let placeMembers: BuiltOnFirstUse<PlaceMembers>
    /// The cities of each country, of each start of a state code or region and of each first byte of a qualifier,
    /// by the first byte of their names, most important first, where a qualifier, or a country, finds the most
    /// important of a short name's many matches; built on first use.
    let citiesByPlaceStart: BuiltOnFirstUse<CitiesByPlaceStart>
    /// Each city's population, by rank; 0 where the data does not say.
    let populations: [UInt32]
    /// Every alternate name of the cities, folded and sorted, for `names=all`.
    let alternateNames: AlternateNames
    /// The places in the order of importance (`importance`) of the cities of `alternateNames`, position for
    /// position, with the table that finds the most important of any range of them; built on first use.
    let alternateImportance: BuiltOnFirstUse<RangeMinimum>
    /// The most important cities, each once, of each long run of `alternateNames` that a short prefix matches,
    /// from `alternateImportance`; built on first use.
    let alternateRunLeaders: BuiltOnFirstUse<PrefixRunLeaders>
    /// The long runs of the own and alternate names together, with the first page by relevance with `names=all`
    /// of each run a search has asked for (`allNameRunLeaders`); built on first use.
    let allNamePages: BuiltOnFirstUse<AllNameRunLeaders>
    /// Each rank's city by its id.
    let ranksByID: CityIDTable
    /// Each city's place on the Earth, by rank, from the data file's own numbers.
    let coordinates: GeoPointColumn
    /// The tree that finds the nearest cities, from `coordinates`; built on first use.
    let spatialIndex: BuiltOnFirstUse<SpatialIndex>
    /// How long each step of building the index took; `nil` for an index read from a prebuilt index file.
    public let buildTimes: BuildTimes?

    /// How long each step of building an index took.
    public struct BuildTimes: Sendable {
        /// Reading the JSON, rendering each city's JSON and folding its name.
        public var parsing: Duration
        /// Sorting into the contract's order.
        public var sorting: Duration
        /// Reordering the JSON and points, and building the search, country and id tables.
        public var tables: Duration
    }

    /// Reads a data file's text and builds the index of its cities. It takes `bytes`, and once it has read them
    /// their buffer becomes the storage of the cities' JSON, pages the load has already mapped in: nothing else
    /// should hold a copy by then, or the JSON gets a buffer of its own.
    ///
    /// - Parameter file: the name used in error messages.
    /// - Throws: `CityDataError` naming `file`, the entry's 1-based position and the field, when the text is not
    ///   JSON, not an array of objects, or an entry lacks a name, an id or coordinates.
    public init(parsing bytes: consuming [UInt8], file: String) throws(CityDataError) {
        let clock = ContinuousClock()
        let start = clock.now
        let byteCount = bytes.count
        let parts = byteCount >= Self.bytesWorthSplitting ? coreCount : 1
        let columns = try CityFile.readConcurrently(bytes, file: file, parts: parts) { stretchSize in
            CityColumns(expectedCount: stretchSize / Self.typicalEntrySize)
        }
        self.init(building: consume columns, parsing: clock.now - start, spareBytes: Handoff(consume bytes))
    }

    /// The index of these tables, by rank, with the tables built from them on first use.
    init(
        cityJSON: CityJSONTable,
        foldedNames: FoldedNames,
        sortKeys: [UInt64],
        sortKeyBuckets: SortKeyBuckets,
        countrySlots: [Int16],
        countryStarts: [Int32],
        countryRanks: [Int32],
        places: CityPlaces,
        populations: [UInt32],
        alternateNames: AlternateNames,
        ranksByID: CityIDTable,
        coordinates: GeoPointColumn,
        buildTimes: BuildTimes?
    ) {
        self.cityJSON = cityJSON
        self.foldedNames = foldedNames
        wordIndex = BuiltOnFirstUse { WordIndex(names: foldedNames) }
        self.sortKeys = sortKeys
        self.sortKeyBuckets = sortKeyBuckets
        nameKeys = BuiltOnFirstUse { NameKeyFilter(names: foldedNames.table) }
        trieChildLists = BuiltOnFirstUse { NameTrieChildLists(names: foldedNames.table) }
        self.countryStarts = countryStarts
        self.countryRanks = countryRanks
        self.countrySlots = countrySlots
        self.places = places
        placeMembers = BuiltOnFirstUse { [ranks = alternateNames.ranks] in
            PlaceMembers(places: places, alternateRanks: ranks)
        }
        self.alternateNames = alternateNames
        self.populations = populations
        let importance = BuiltOnFirstUse {
            RangeMinimum(values: Importance.places(populations: populations))
        }
        self.importance = importance
        citiesByPlaceStart = BuiltOnFirstUse {
            CitiesByPlaceStart(
                places: places,
                populations: populations,
                sortKeys: sortKeys,
                alternateSortKeys: alternateNames.sortKeys,
                alternatesByCity: alternateNames.byCity,
                ranksByImportance: Importance.ranks(populations: populations)
            )
        }
        let alternateImportance = BuiltOnFirstUse { [ranks = alternateNames.ranks] in
            let places = importance.value
            return RangeMinimum(values: ranks.map { places.value(at: Int($0)) })
        }
        self.alternateImportance = alternateImportance
        alternateRunLeaders = BuiltOnFirstUse {
            PrefixRunLeaders(
                sortKeys: alternateNames.sortKeys,
                listLength: Self.alternateLeaderCount,
                importance: alternateImportance.value,
                eachValueOnce: true
            )
        }
        prefixRunLeaders = BuiltOnFirstUse {
            PrefixRunLeaders(sortKeys: sortKeys, importance: importance.value)
        }
        allNamePages = BuiltOnFirstUse()
        countryImportance = BuiltOnFirstUse {
            let places = importance.value
            return RangeMinimum(values: countryRanks.map { places.value(at: Int($0)) })
        }
        self.ranksByID = ranksByID
        self.coordinates = coordinates
        spatialIndex = BuiltOnFirstUse {
            SpatialIndex(points: (0..<coordinates.count).map { UnitVector(coordinates[$0]) })
        }
        self.buildTimes = buildTimes
    }

    /// Files smaller than this are read on one core.
    static let bytesWorthSplitting = 1 << 20
    /// About how many bytes of the file one entry takes.
    static let typicalEntrySize = 94

    /// The number of cities.
    public var count: Int { sortKeys.count }

    /// Appends the JSON object of the city at `rank` to `writer`, with the members `extraMembers` writes (each
    /// after a comma) before its closing brace.
    package func appendJSON(
        ofCityAt rank: Int,
        to writer: inout JSONWriter,
        extraMembers: (inout JSONWriter) -> Void = { _ in }
    ) {
        cityJSON.appendObject(at: rank, to: &writer, extraMembers: extraMembers)
    }

    /// Appends the JSON objects of the cities at `ranks` to `writer`, joined by commas: the inside of a JSON
    /// array.
    package func appendJSONList(ofCitiesAt ranks: Range<Int>, to writer: inout JSONWriter) {
        cityJSON.appendList(ranks, to: &writer)
    }

    /// Appends the JSON objects of the cities at `ranks`, in that order, to `writer`, joined by commas: the inside
    /// of a JSON array.
    package func appendJSONList(ofCitiesAt ranks: ArraySlice<Int>, to writer: inout JSONWriter) {
        cityJSON.appendList(ranks, to: &writer)
    }

    /// The rank of the city with `id`, or `nil` when there is none; the first in order where the data repeats
    /// an id.
    public func rank(ofID id: Int64) -> Int? {
        ranksByID.rank(of: id)
    }
}
