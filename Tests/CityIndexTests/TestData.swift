import ByteUtilities
import CityIndex
import Foundation
import ShippedCities

/// Data files for tests: the shipped dataset and small files written on the fly.
enum TestData {
    /// The seeds' five cities.
    static let fiveCities = """
        [
        {"country":"US","name":"Alabama","_id":4829764,"state":"AL","coord":{"lon":-86.750259,"lat":32.750408}},
        {"country":"US","name":"Albuquerque","_id":5454711,"state":"NM","coord":{"lon":-106.651138,"lat":35.084492}},
        {"country":"US","name":"Anaheim","_id":5323810,"state":"CA","coord":{"lon":-117.914497,"lat":33.835289}},
        {"country":"US","name":"Arizona","_id":5551752,"state":"AZ","coord":{"lon":-111.500977,"lat":34.500301}},
        {"country":"AU","name":"Sydney","_id":2147714,"coord":{"lon":151.207321,"lat":-33.867851}}
        ]
        """

    /// The full shipped dataset, parsed once for all tests.
    static let shippedCities: [City] = {
        guard let path = ShippedCities.path else { fatalError("the shipped cities.json is not in the test bundle") }
        do {
            return try CityFile.load(path: path)
        } catch {
            fatalError("the shipped cities.json does not load: \(error)")
        }
    }()

    /// The full shipped dataset, indexed once for all tests.
    static let shippedIndex = newShippedIndex()

    /// A new index of the full shipped dataset, none of whose tables built on first use is built yet.
    static func newShippedIndex() -> CityIndex {
        guard let path = ShippedCities.path else { fatalError("the shipped cities.json is not in the test bundle") }
        do {
            return try CityIndex(parsing: CityFile.read(path: path), file: path)
        } catch {
            fatalError("the shipped cities.json does not index: \(error)")
        }
    }

    /// The shipped data file's cities in the index's order: each at the rank of its id, the data's ids being
    /// distinct (`ColumnTests` checks that they are).
    static let shippedCitiesByRank: [City] = {
        var byRank = [City?](repeating: nil, count: shippedIndex.count)
        for city in shippedCities {
            byRank[shippedIndex.rank(ofID: city.id)!] = city
        }
        return byRank.map { $0! }
    }()

    /// The cities of `index` in its order, read back from the JSON objects its answers show (an object's `id`
    /// is the `id` shape of a data file).
    static func cities(inOrderOf index: CityIndex) -> [City] {
        var list = JSONWriter()
        list.append(raw: "[")
        index.appendJSONList(ofCitiesAt: 0..<index.count, to: &list)
        list.append(raw: "]")
        do {
            return try CityFile.parse(list.bytes, file: "the index's objects")
        } catch {
            fatalError("the index's objects do not read back as a data file: \(error)")
        }
    }

    /// Parses `json` as a file called `test.json`.
    static func parse(_ json: String) throws(CityDataError) -> [City] {
        try CityFile.parse(Array(json.utf8), file: "test.json")
    }

    /// Indexes `json` as a file called `test.json`.
    static func index(_ json: String) throws(CityDataError) -> CityIndex {
        try CityIndex(parsing: Array(json.utf8), file: "test.json")
    }
}

/// A small data file indexed, with its cities read back from the index's answers in the index's order.
struct IndexedCities {
    let index: CityIndex
    /// Every city in the index's order.
    let inOrder: [City]

    init(_ json: String) throws {
        index = try TestData.index(json)
        inOrder = TestData.cities(inOrderOf: index)
    }

    /// The city at `rank` in the index.
    subscript(rank: Int) -> City {
        inOrder[rank]
    }
}
