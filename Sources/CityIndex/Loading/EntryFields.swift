/// The fields of one entry as they are read, checked once the entry ends.
struct EntryFields {
    var id: Int64?
    var name: UnsafeBufferPointer<UInt8>?
    var country = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var state = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var hasCoordinates = false
    var longitude: JSONNumber?
    var latitude: JSONNumber?
    var population: Int64 = 0
    var region = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var alternateNames: [UnsafeBufferPointer<UInt8>] = []

    func entry(or failure: (String, String) -> CityDataError) throws(CityDataError) -> CityEntry {
        guard let name else { throw failure("name", "is missing") }
        guard !name.isEmpty else { throw failure("name", "is empty") }
        guard let id else {
            throw failure("_id", "is missing (the seeds' shape calls it \"_id\", OpenWeatherMap's \"id\")")
        }
        guard hasCoordinates else { throw failure("coord", "is missing") }
        guard let longitude else { throw failure("coord.lon", "is missing") }
        guard let latitude else { throw failure("coord.lat", "is missing") }
        return CityEntry(
            id: id,
            name: name,
            country: country,
            state: state,
            longitude: longitude,
            latitude: latitude,
            population: population,
            region: region,
            alternateNames: alternateNames
        )
    }
}
