/// The options of an autocomplete request, each a query parameter of `GET /cities/{prefix}/autocomplete`.
///
/// Every option left at its default is left out of the request, so the service applies its own default. The client
/// does not check the values: the service does, and a value it refuses comes back as a
/// ``CityClientError/service(status:message:)`` whose message says what to change.
public struct AutocompleteOptions: Sendable, Hashable {
    /// Where a prefix may match a name: `.prefix` (the default), at its start only; `.word`, also at the start of a
    /// later word of the name.
    public typealias Match = Components.Parameters.Match

    /// The order of the matches: `.name` (the default), by folded name, then country code, then id; `.relevance`, the
    /// more populous city first.
    public typealias Sort = Components.Parameters.Sort

    /// Which names of a city the prefix matches: `.own` (the default), its own name; `.all`, its alternate names too
    /// (`"cologne"` finds Köln, whose ``City`` then carries `matched`, `"Cologne"`), and qualified prefixes, whose
    /// text after a comma narrows the matches by state, region or country (`"london, g"`, `"portland, or"`).
    public typealias Names = Components.Parameters.Names

    /// How many cities at most, from 1 to 100; `nil` for the service's default, 10.
    public var limit: Int?
    /// How many matches to skip first, to page through them; `nil` for 0.
    public var offset: Int?
    /// Only the cities of this country: a two-letter code, in any case (`"nl"`, `"US"`); `nil` for every country.
    public var country: String?
    /// Whether to fill a page that the matches leave short with names a typo or two away.
    public var typos: Bool
    /// Whether to give each city its `match`, the part of its name the prefix matched.
    public var highlight: Bool
    /// Where the prefix may match a name.
    public var match: Match
    /// A point to order each group of matches by distance from, nearest first, giving each city its `distance`.
    /// The service refuses it together with `sort: .relevance`.
    public var near: Coordinates?
    /// The order of the matches.
    public var sort: Sort
    /// Which names of a city the prefix matches. With `.all`, `typos` and `match: .word` still look at own names only.
    public var names: Names

    /// Options with the given values; the defaults are the service's.
    public init(
        limit: Int? = nil,
        offset: Int? = nil,
        country: String? = nil,
        typos: Bool = false,
        highlight: Bool = false,
        match: Match = .prefix,
        near: Coordinates? = nil,
        sort: Sort = .name,
        names: Names = .own
    ) {
        self.limit = limit
        self.offset = offset
        self.country = country
        self.typos = typos
        self.highlight = highlight
        self.match = match
        self.near = near
        self.sort = sort
        self.names = names
    }

    /// The query of the generated request: only the options that differ from the service's defaults.
    var query: Operations.Autocomplete.Input.Query {
        Operations.Autocomplete.Input.Query(
            limit: limit,
            offset: offset.map(Int64.init),
            country: country,
            typos: typos ? ._1 : nil,
            highlight: highlight ? ._1 : nil,
            match: match == .prefix ? nil : match,
            near: near.map { [$0.lat, $0.lon] },
            sort: sort == .name ? nil : sort,
            names: names == .own ? nil : names
        )
    }
}
