/// An autocomplete search: a prefix, the page wanted, and the options that widen or reorder its matches.
public struct CitySearch: Sendable, Equatable {
    /// The typed prefix, unfolded.
    public var prefix: String
    /// Only the cities of this country, or of every country when `nil`.
    public var country: CountryCode?
    /// How many matches to skip.
    public var offset: Int
    /// How many cities the page holds at most.
    public var limit: Int
    /// Whether names that start within a typo or two of the prefix fill a page that exact matches leave short.
    public var typos: Bool
    /// Whether a name also matches when a later word of it starts with the prefix (after the names that start
    /// with it).
    public var wordPrefixes: Bool
    /// Which of a city's names the prefix matches.
    public var names: CityNames
    /// The order of each group of matches, when there is no `near`.
    public var order: CityOrder
    /// The point to order each group of matches by distance from, instead of by `order`.
    public var near: GeoPoint?
    /// Whether each hit carries the part of its name that the prefix matched (`CityHit.matchedName`).
    public var highlight: Bool

    /// A search; without options it is the contract's plain prefix search.
    public init(
        prefix: String,
        country: CountryCode? = nil,
        offset: Int = 0,
        limit: Int = 10,
        typos: Bool = false,
        wordPrefixes: Bool = false,
        names: CityNames = .own,
        order: CityOrder = .name,
        near: GeoPoint? = nil,
        highlight: Bool = false
    ) {
        self.prefix = prefix
        self.country = country
        self.offset = offset
        self.limit = limit
        self.typos = typos
        self.wordPrefixes = wordPrefixes
        self.names = names
        self.order = order
        self.near = near
        self.highlight = highlight
    }
}
