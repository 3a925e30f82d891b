/// A city as the service answers it: generated from the `City` schema of docs/openapi.yaml.
///
/// `state`, `region` and `population` are `nil` where the data has none. `matched` (with `names: .all`) is the
/// alternate name the prefix matched, as the data spells it, where it matched an alternate name and not `name`
/// (`"Cologne"` for Köln); `match` (with ``AutocompleteOptions/highlight``) is the part of `name`, or of `matched`
/// where there is one, that the prefix matched, `[start, end]` in UTF-16 code units; `distance` (with
/// ``AutocompleteOptions/near`` and on ``CityClient/nearest(to:limit:offset:country:)``) is the great-circle
/// distance from the point in whole metres.
public typealias City = Components.Schemas.City

/// A point on the Earth in degrees, `lat` from -90 to 90 and `lon` from -180 to 180: generated from the
/// `Coordinates` schema of docs/openapi.yaml.
public typealias Coordinates = Components.Schemas.Coordinates
