import ByteUtilities
import CityIndex

/// The typed values of the parameters the routes take, each checked with an error that says what is valid.
extension QueryParameters {
    /// A whole number in `range`, or `nil` when the parameter is absent.
    package func wholeNumber(_ name: String, range: ClosedRange<Int>) throws(APIError) -> Int? {
        guard let text = self[name] else { return nil }
        guard !text.isEmpty, text.utf8.allSatisfy(\.isASCIIDigit),
            let value = Int(text), range.contains(value)
        else {
            let bounds = range.upperBound == Int.max ? "0 or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw .badRequest("\(name) must be a whole number \(bounds), not \(APIError.shown(text)).")
        }
        return value
    }

    /// `country`: a two-letter code, or `nil` when absent.
    package func countryCode() throws(APIError) -> CountryCode? {
        guard let text = self["country"] else { return nil }
        guard let code = CountryCode(text) else {
            throw .badRequest(
                "country must be a two-letter country code such as NL or us, not \(APIError.shown(text))."
            )
        }
        return code
    }

    /// An on-off option: `1` or `true` is on, `0` or `false` (or no parameter) is off.
    package func flag(_ name: String) throws(APIError) -> Bool {
        switch self[name] {
        case nil, "0", "false": return false
        case "1", "true": return true
        case let text?: throw .badRequest("\(name) must be 1 or 0 (or true or false), not \(APIError.shown(text)).")
        }
    }

    /// `match`: whether a prefix may match the start of any word (`word`) or only of the whole name (`prefix`,
    /// the default).
    package func matchesWords() throws(APIError) -> Bool {
        switch self["match"] {
        case nil, "prefix": return false
        case "word": return true
        case let text?: throw .badRequest("match must be prefix or word, not \(APIError.shown(text)).")
        }
    }

    /// `sort`: the order of the matches, by name (`name`, the default) or by importance (`relevance`).
    package func order() throws(APIError) -> CityOrder {
        switch self["sort"] {
        case nil, "name": return .name
        case "relevance": return .relevance
        case let text?: throw .badRequest("sort must be name or relevance, not \(APIError.shown(text)).")
        }
    }

    /// `names`: which names a prefix matches, the city's own (`own`, the default) or also its alternate names
    /// (`all`).
    package func names() throws(APIError) -> CityNames {
        switch self["names"] {
        case nil, "own": return .own
        case "all": return .all
        case let text?: throw .badRequest("names must be own or all, not \(APIError.shown(text)).")
        }
    }

    /// `near=LAT,LON`, or `nil` when absent.
    package func nearPoint() throws(APIError) -> GeoPoint? {
        guard let text = self["near"] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw .badRequest(
                "near must be a latitude and a longitude in degrees joined by a comma, such as near=52.37,4.89, not \(APIError.shown(text))."
            )
        }
        return GeoPoint(
            latitude: try Self.degrees(parts[0], what: "The latitude in near", range: -90...90),
            longitude: try Self.degrees(parts[1], what: "The longitude in near", range: -180...180)
        )
    }

    /// `lat` and `lon`, both required.
    package func latitudeAndLongitude() throws(APIError) -> GeoPoint {
        guard let latitude = self["lat"], let longitude = self["lon"] else {
            throw .badRequest(
                "lat and lon are both required: the point's latitude and longitude in degrees, such as ?lat=52.37&lon=4.89."
            )
        }
        return GeoPoint(
            latitude: try Self.degrees(latitude[...], what: "lat", range: -90...90),
            longitude: try Self.degrees(longitude[...], what: "lon", range: -180...180)
        )
    }

    /// A number of degrees such as `-33.87` in `range`.
    private static func degrees(_ text: Substring, what: String, range: ClosedRange<Double>) throws(APIError) -> Double
    {
        let bounds = "from \(Int(range.lowerBound)) to \(Int(range.upperBound))"
        guard isDecimal(text), let value = Double(text), range.contains(value) else {
            throw .badRequest(
                "\(what) must be a number of degrees \(bounds), such as 52.37, not \(APIError.shown(String(text)))."
            )
        }
        return value
    }

    /// Whether `text` is a JSON-like decimal number: an optional sign, digits with an optional fraction, and an
    /// optional exponent (`52.37`, `-4`, `1e-5`); no hex, no `inf`, no `nan`.
    private static func isDecimal(_ text: Substring) -> Bool {
        var rest = text.utf8[...]
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { rest = rest.dropFirst() }
        let whole = rest.prefix(while: \.isASCIIDigit)
        rest = rest.dropFirst(whole.count)
        var fraction = rest.prefix(0)
        if rest.first == UInt8(ascii: ".") {
            fraction = rest.dropFirst().prefix(while: \.isASCIIDigit)
            rest = rest.dropFirst(1 + fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        guard let e = rest.first else { return true }
        guard e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return false }
        rest = rest.dropFirst()
        if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(\.isASCIIDigit)
    }
}
