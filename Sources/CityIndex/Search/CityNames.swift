/// Which of a city's names a search's prefix matches.
public enum CityNames: Sendable, Equatable {
    /// The name the data gives the city (`names=own`, the default).
    case own
    /// The city's own name and its alternate names (`names=all`): a city matched only by an alternate name
    /// carries it (`CityHit.matchedAlternateName`).
    case all
}
