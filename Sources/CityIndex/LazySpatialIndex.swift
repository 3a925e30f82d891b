import Synchronization

/// The k-d tree of the cities' positions, built the first time a search needs it: only `near` and the nearest
/// cities do, so a service that never gets such a search never spends its time or its memory (about 6 MB for
/// the shipped data).
///
/// The positions are read back from the cities' JSON, which keeps the data's own coordinate text, with the
/// scanner that read the data file, so they are the same numbers.
final class LazySpatialIndex: Sendable {
    private let cityJSON: PackedByteStrings
    private let built = Mutex<SpatialIndex?>(nil)

    /// The tree of the cities whose JSON, by rank, is `cityJSON`, to be built when first asked for.
    init(cityJSON: PackedByteStrings) {
        self.cityJSON = cityJSON
    }

    /// The tree, built now on the first call; a call made while it is being built waits for it.
    ///
    /// - Complexity: O(*n* log *n*) on the first call, O(1) after.
    var index: SpatialIndex {
        built.withLock { built in
            if let built {
                return built
            }
            let index = SpatialIndex(
                points: (0..<cityJSON.count).map { UnitVector(CityJSON.position(in: cityJSON[$0])) }
            )
            built = index
            return index
        }
    }
}
