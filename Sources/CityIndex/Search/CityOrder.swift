/// The order of a search's matches within each group (names that start with the prefix, names with a later word
/// that does, names within a typo or two).
public enum CityOrder: Sendable, Equatable {
    /// The contract's order: by folded name, then country code, then id.
    case name
    /// The more important place first: the more populous city, ties in the contract's order (`sort=relevance`).
    case relevance
}
