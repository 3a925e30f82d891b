/// The positions in `CityIndex.cities` of the cities that match a search, in the contract's order.
public struct CityMatches: RandomAccessCollection, Sendable {
    private enum Positions: Sendable {
        case range(Range<Int>)
        case country(ArraySlice<Int32>)
    }

    private let positions: Positions

    init(range: Range<Int>) {
        positions = .range(range)
    }

    init(countryPositions: ArraySlice<Int32>) {
        positions = .country(countryPositions)
    }

    /// The first match's index: always 0.
    public var startIndex: Int { 0 }

    /// One past the last match's index: the number of matches.
    public var endIndex: Int {
        switch positions {
        case .range(let range): range.count
        case .country(let slice): slice.count
        }
    }

    /// The position in `CityIndex.cities` of the `index`-th match.
    public subscript(index: Int) -> Int {
        switch positions {
        case .range(let range): range.lowerBound + index
        case .country(let slice): Int(slice[slice.startIndex + index])
        }
    }
}
