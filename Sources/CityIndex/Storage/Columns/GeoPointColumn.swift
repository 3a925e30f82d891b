/// Points on the Earth by position, in 8 bytes each where whole millionths of a degree hold them exactly (every
/// point of the shipped data, whose numbers have at most six decimals), and as the exact doubles otherwise.
///
/// A point reads back with the same bits it was stored with, so distances and the order of the nearest cities
/// are those of the data's own numbers.
struct GeoPointColumn: Sendable {
    /// Latitude and longitude in whole millionths of a degree.
    private struct Microdegrees: Sendable, Equatable {
        var latitude: Int32
        var longitude: Int32
    }

    /// Each point in millionths of a degree, or `Self.inExceptions` where they do not hold it exactly.
    private var microdegrees: [Microdegrees] = []
    /// The points that millionths of a degree do not hold exactly, by position.
    private var exceptions: [Int32: GeoPoint] = [:]

    /// Marks a position whose point is in `exceptions`; never a point's own value, which is at most 180° (or
    /// whatever finite longitude the data writes, kept exactly only where it fits).
    private static let inExceptions = Microdegrees(latitude: .min, longitude: .min)

    /// An empty column with room for `count` points.
    init(reservingCapacity count: Int) {
        microdegrees.reserveCapacity(count)
    }

    /// The points at `sources` in `parts` taken one after another, in that order.
    init(reordering parts: [GeoPointColumn], at sources: [PartPosition]) {
        microdegrees = sources.map { parts[Int($0.part)].microdegrees[Int($0.index)] }
        for (position, source) in sources.enumerated() where microdegrees[position] == Self.inExceptions {
            exceptions[Int32(position)] = parts[Int(source.part)].exceptions[source.index]
        }
    }

    /// The number of points.
    var count: Int { microdegrees.count }

    /// Appends `point`.
    mutating func append(_ point: GeoPoint) {
        if let latitude = Self.exactMicrodegrees(point.latitude),
            let longitude = Self.exactMicrodegrees(point.longitude)
        {
            microdegrees.append(Microdegrees(latitude: latitude, longitude: longitude))
        } else {
            exceptions[Int32(microdegrees.count)] = point
            microdegrees.append(Self.inExceptions)
        }
    }

    /// The point at `position`, with the bits it was appended with.
    subscript(position: Int) -> GeoPoint {
        let stored = microdegrees[position]
        if stored == Self.inExceptions {
            return exceptions[Int32(position)]!
        }
        return GeoPoint(latitude: Self.degrees(stored.latitude), longitude: Self.degrees(stored.longitude))
    }

    /// `degrees` in whole millionths of a degree, when those give back the same bits; `nil` otherwise.
    private static func exactMicrodegrees(_ degrees: Double) -> Int32? {
        let scaled = (degrees * 1e6).rounded()
        guard scaled > Double(Int32.min), scaled <= Double(Int32.max) else { return nil }
        let microdegrees = Int32(scaled)
        return Self.degrees(microdegrees).bitPattern == degrees.bitPattern ? microdegrees : nil
    }

    /// `microdegrees` millionths of a degree in degrees: the double nearest the decimal, as parsing its text
    /// gives.
    private static func degrees(_ microdegrees: Int32) -> Double {
        Double(microdegrees) / 1e6
    }
}

extension GeoPointColumn: PrebuiltIndexPart {
    func write(to writer: inout PrebuiltIndexWriter) {
        let exceptionPositions = exceptions.keys.sorted()
        writer.append(microdegrees)
        writer.append(exceptionPositions)
        writer.append(exceptionPositions.map { exceptions[$0]!.latitude })
        writer.append(exceptionPositions.map { exceptions[$0]!.longitude })
    }

    init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError) {
        microdegrees = try reader.next()
        let exceptionPositions: [Int32] = try reader.next()
        let latitudes: [Double] = try reader.next()
        let longitudes: [Double] = try reader.next()
        guard latitudes.count == exceptionPositions.count, longitudes.count == exceptionPositions.count,
            exceptionPositions.arePositions(below: microdegrees.count),
            exceptionPositions.allSatisfy({ microdegrees[Int($0)] == Self.inExceptions }),
            microdegrees.count(where: { $0 == Self.inExceptions }) == exceptionPositions.count
        else {
            throw reader.damaged("the table of coordinates does not hold together")
        }
        for (position, (latitude, longitude)) in zip(exceptionPositions, zip(latitudes, longitudes)) {
            exceptions[position] = GeoPoint(latitude: latitude, longitude: longitude)
        }
    }
}
