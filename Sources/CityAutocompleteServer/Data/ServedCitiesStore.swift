import CityIndex
import Synchronization

/// The data being served right now, swapped whole on reload.
///
/// A request takes the current `ServedCities` once and answers from it to the end, so a reload never
/// mixes two versions of the data in one answer; the old data is freed when its last request ends.
final class ServedCitiesStore: Sendable {
    private let current = Mutex<ServedCities?>(nil)

    /// The data being served, or `nil` while the first load is still running.
    var served: ServedCities? {
        current.withLock { $0 }
    }

    /// Serves `cities` from the next request on.
    func replace(with cities: ServedCities) {
        current.withLock { $0 = cities }
    }
}
