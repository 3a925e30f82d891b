/// The ranks in a `CityIndex` of the cities that match a search, in the contract's order.
public struct CityMatches: RandomAccessCollection, Sendable {
    /// Where the matches are: a range of ranks, or a stretch of the index's ranks of one country.
    enum Positions: Sendable {
        case range(Range<Int>)
        case list(ArraySlice<Int32>)
    }

    let positions: Positions

    init(range: Range<Int>) {
        positions = .range(range)
    }

    /// The matches at `ranks`, ascending.
    init(ranks: ArraySlice<Int32>) {
        positions = .list(ranks)
    }

    /// The first match's index: always 0.
    public var startIndex: Int { 0 }

    /// One past the last match's index: the number of matches.
    public var endIndex: Int {
        switch positions {
        case .range(let range): range.count
        case .list(let slice): slice.count
        }
    }

    /// The rank of the `index`-th match.
    public subscript(index: Int) -> Int {
        switch positions {
        case .range(let range): range.lowerBound + index
        case .list(let slice): Int(slice[slice.startIndex + index])
        }
    }

    /// The indices of the matches on the page that skips the first `offset` of them and shows at most `limit`.
    public func page(offset: Int, limit: Int) -> Range<Int> {
        SearchPage.window(count: count, skipping: offset, keeping: limit)
    }

    /// The ranks of the matches at `indices` when they are consecutive ranks, as they are for a search without
    /// a country, so that their JSON is one `CityIndex.jsonList`; `nil` otherwise.
    public func consecutiveRanks(_ indices: Range<Int>) -> Range<Int>? {
        switch positions {
        case .range(let range): (range.lowerBound + indices.lowerBound)..<(range.lowerBound + indices.upperBound)
        case .list: nil
        }
    }

    /// The least range of ranks that holds every match.
    var rankBounds: Range<Int> {
        switch positions {
        case .range(let range): range
        case .list(let slice): slice.isEmpty ? 0..<0 : Int(slice.first!)..<(Int(slice.last!) + 1)
        }
    }

    /// Whether the city at `rank` is among the matches.
    ///
    /// - Complexity: O(1) for a search without a country, O(log *n*) with one.
    func containsRank(_ rank: Int) -> Bool {
        switch positions {
        case .range(let range): range.contains(rank)
        case .list(let slice): slice.containsSorted(rank)
        }
    }
}
