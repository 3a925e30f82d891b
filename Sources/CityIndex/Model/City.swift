/// One city as the data file describes it.
public struct City: Sendable, Equatable {
    /// The data's id (`_id` in the seeds' shape, `id` in OpenWeatherMap's).
    public var id: Int64
    /// The name as written in the data, unfolded.
    public var name: String
    /// The ISO 3166 country code as written in the data; empty for the few entries without one.
    public var country: String
    /// The US state code, or `nil` where the data has none or an empty one.
    public var state: String?
    /// Longitude in degrees, exactly as the data's number parses.
    public var longitude: Double
    /// Latitude in degrees, exactly as the data's number parses.
    public var latitude: Double

    /// A city with every field given; `state` is `nil` where there is none.
    public init(id: Int64, name: String, country: String, state: String? = nil, longitude: Double, latitude: Double) {
        self.id = id
        self.name = name
        self.country = country
        self.state = state
        self.longitude = longitude
        self.latitude = latitude
    }
}
