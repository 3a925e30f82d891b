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

    /// Folds every name and sorts the cities into the contract's order.
    public init(cities unsorted: [City]) {
        let unsortedNames = FoldedNames(unsorted.map { Fold.name($0.name) })
        let order = Self.contractOrder(of: unsorted, foldedNames: unsortedNames)
        cities = order.map { unsorted[$0] }
        foldedNames = FoldedNames(order.map { unsortedNames[$0] })

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

    /// The folded name of the city at `position`.
    public func foldedName(at position: Int) -> String {
        foldedNames[position]
    }

    /// The position in `cities` of the city with `id`, or `nil` when there is none.
    public func position(ofID id: Int64) -> Int? {
        positionsByID[id].map(Int.init)
    }

    /// The indices of `unsorted` in the contract's order.
    private static func contractOrder(of unsorted: [City], foldedNames: FoldedNames) -> [Int] {
        var order = Array(unsorted.indices)
        foldedNames.withComparator { names in
            order.sort { left, right in
                let byName = names.compare(left, right)
                if byName != 0 { return byName < 0 }
                let leftCountry = unsorted[left].country.utf8
                let rightCountry = unsorted[right].country.utf8
                if !leftCountry.elementsEqual(rightCountry) {
                    return leftCountry.lexicographicallyPrecedes(rightCountry)
                }
                return unsorted[left].id < unsorted[right].id
            }
        }
        return order
    }
}
