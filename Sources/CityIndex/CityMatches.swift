/// The ranks in a `CityIndex` of the cities that match a search, in the contract's order.
public struct CityMatches: RandomAccessCollection, Sendable {
    private enum Positions: Sendable {
        case range(Range<Int>)
        case country(ArraySlice<Int32>)
    }

    private let positions: Positions

    init(range: Range<Int>) {
        positions = .range(range)
    }

    init(countryRanks: ArraySlice<Int32>) {
        positions = .country(countryRanks)
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

    /// The rank of the `index`-th match.
    public subscript(index: Int) -> Int {
        switch positions {
        case .range(let range): range.lowerBound + index
        case .country(let slice): Int(slice[slice.startIndex + index])
        }
    }

    /// The ranks of the matches at `indices` when they are consecutive ranks, as they are for a search without
    /// a country, so that their JSON is one `CityIndex.jsonList`; `nil` otherwise.
    public func consecutiveRanks(_ indices: Range<Int>) -> Range<Int>? {
        switch positions {
        case .range(let range): (range.lowerBound + indices.lowerBound)..<(range.lowerBound + indices.upperBound)
        case .country: nil
        }
    }
}
