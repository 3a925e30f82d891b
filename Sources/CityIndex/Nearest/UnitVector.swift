import Foundation

/// A point on the Earth as a vector of length 1 from its centre: x towards 0° N 0° E, y towards 0° N 90° E,
/// z towards the North Pole.
///
/// The straight-line (chord) distance between two such vectors orders pairs of points exactly as their
/// great-circle distance does, without trigonometry, across the antimeridian and over the poles.
struct UnitVector: Sendable {
    var x: Double
    var y: Double
    var z: Double

    /// The mean radius of the Earth in metres (IUGG's R₁), the sphere that distances are measured on.
    static let earthRadius = 6_371_008.8

    /// The vector of the point at `latitude` and `longitude` in degrees.
    init(latitude: Double, longitude: Double) {
        let latitude = latitude * .pi / 180
        let longitude = longitude * .pi / 180
        x = cos(latitude) * cos(longitude)
        y = cos(latitude) * sin(longitude)
        z = sin(latitude)
    }

    /// The vector of `point`.
    init(_ point: GeoPoint) {
        self.init(latitude: point.latitude, longitude: point.longitude)
    }

    /// The coordinate along `axis`: 0 is x, 1 is y, 2 is z.
    subscript(axis: Int) -> Double {
        switch axis {
        case 0: x
        case 1: y
        default: z
        }
    }

    /// The square of the chord's length from here to `other`: 0 to 4.
    func squaredChord(to other: UnitVector) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        let dz = z - other.z
        return dx * dx + dy * dy + dz * dz
    }

    /// The great-circle distance in metres between two points whose chord's square is `squaredChord`:
    /// 2R·asin(chord / 2), which grows with the chord.
    static func metres(squaredChord: Double) -> Double {
        2 * earthRadius * asin(min(1, squaredChord.squareRoot() / 2))
    }
}
