/// One city as the data file describes it.
package struct City: Sendable, Equatable {
    /// The data's id (`_id` in the seeds' shape, `id` in OpenWeatherMap's).
    package var id: Int64
    /// The name as written in the data, unfolded.
    package var name: String
    /// The ISO 3166 country code as written in the data; empty for the few entries without one.
    package var country: String
    /// The US state code, or `nil` where the data has none or an empty one.
    package var state: String?
    /// Longitude in degrees, exactly as the data's number parses.
    package var longitude: Double
    /// Latitude in degrees, exactly as the data's number parses.
    package var latitude: Double
    /// How many people live there; 0 where the data does not say.
    package var population: Int64
    /// The first-level division the place lies in, or `nil` where the data has none or an empty one.
    package var region: String?
    /// The place's other names, in the data's order; empty where the data has none.
    package var alternateNames: [String]

    /// A city with every field given; `state` and `region` are `nil` where there is none, `population` 0,
    /// `alternateNames` empty.
    package init(
        id: Int64,
        name: String,
        country: String,
        state: String? = nil,
        region: String? = nil,
        population: Int64 = 0,
        alternateNames: [String] = [],
        longitude: Double,
        latitude: Double
    ) {
        self.id = id
        self.name = name
        self.country = country
        self.state = state
        self.region = region
        self.population = population
        self.alternateNames = alternateNames
        self.longitude = longitude
        self.latitude = latitude
    }
}
