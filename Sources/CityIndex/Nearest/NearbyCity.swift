/// A city found near a point: its rank in the index and its great-circle distance in metres.
public struct NearbyCity: Sendable, Equatable {
    /// The city's rank in the `CityIndex`.
    public var rank: Int
    /// The great-circle distance in metres from the point searched around, on a sphere of the Earth's mean radius.
    public var distance: Double

    /// The city at `rank`, `distance` metres away.
    package init(rank: Int, distance: Double) {
        self.rank = rank
        self.distance = distance
    }
}
