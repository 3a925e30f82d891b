/// A point on the Earth in degrees.
public struct GeoPoint: Sendable, Equatable {
    /// Degrees north of the equator (negative south), -90 to 90.
    public var latitude: Double
    /// Degrees east of Greenwich (negative west), usually -180 to 180; any finite value names a meridian.
    public var longitude: Double

    /// The point at `latitude` and `longitude`, both in degrees and finite.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
