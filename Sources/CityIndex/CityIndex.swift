/// Every city of a data file, sorted once in the contract's order and searched by folded prefix.
///
/// Built once and never changed: share it freely across threads, and build a new one to change the data.
public struct CityIndex: Sendable {
    /// The cities in the contract's order: by folded name (UTF-8 byte order), then country code, then id.
    public let cities: [City]
    /// The folded name of each city, in the same order.
    let foldedNames: FoldedNames
    /// For each country, the positions of its cities, in the same order.
    let positionsByCountry: [CountryCode: [Int32]]
    /// The position of each id; the first in order where the data repeats an id.
    let positionsByID: [Int64: Int32]

    /// Folds every name and sorts the cities into the contract's order, using every core.
    public init(cities unsorted: [City]) {
        let names = unsorted.map(\.name)
        let unsortedNames = FoldedNames(
            concatenating: mapChunksConcurrently(count: names.count) { range in
                FoldedNames(folding: names[range])
            }
        )
        let order = Self.contractOrder(of: unsorted, foldedNames: unsortedNames)
        cities = order.map { unsorted[Int($0)] }
        foldedNames = unsortedNames.reordered(by: order)

        var positionsByCountry: [CountryCode: [Int32]] = [:]
        var positionsByID: [Int64: Int32] = [:]
        positionsByID.reserveCapacity(cities.count)
        for (position, city) in cities.enumerated() {
            if let country = CountryCode(city.country) {
                positionsByCountry[country, default: []].append(Int32(position))
            }
            if positionsByID[city.id] == nil {
                positionsByID[city.id] = Int32(position)
            }
        }
        self.positionsByCountry = positionsByCountry
        self.positionsByID = positionsByID
    }

    /// The position in `cities` of the city with `id`, or `nil` when there is none.
    public func position(ofID id: Int64) -> Int? {
        positionsByID[id].map(Int.init)
    }

    /// The indices of `unsorted` in the contract's order.
    ///
    /// Sorts by each name's first eight bytes as one integer, and compares whole names, countries and ids only
    /// where those are equal.
    private static func contractOrder(of unsorted: [City], foldedNames: FoldedNames) -> [Int32] {
        var keyed = (0..<unsorted.count).map { (key: foldedNames.sortKey(at: $0), index: Int32($0)) }
        foldedNames.withComparator { names in
            keyed.sort { left, right in
                if left.key != right.key { return left.key < right.key }
                let byName = names.compare(Int(left.index), Int(right.index))
                if byName != 0 { return byName < 0 }
                let leftCity = unsorted[Int(left.index)]
                let rightCity = unsorted[Int(right.index)]
                if leftCity.country != rightCity.country {
                    return leftCity.country.utf8.lexicographicallyPrecedes(rightCity.country.utf8)
                }
                return leftCity.id < rightCity.id
            }
        }
        return keyed.map(\.index)
    }
}
