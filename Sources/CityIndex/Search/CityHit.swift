/// One city of a search's page, with what the answer shows beside it.
public struct CityHit: Sendable, Equatable {
    /// The city's rank.
    public var rank: Int
    /// The bytes of the city's folded name that the prefix matched.
    public var matchedFoldedBytes: Range<Int>
    /// The part of the city's name that the prefix matched, in UTF-16 code units of the name as the data writes
    /// it (`CityIndex.nameRange(ofFolded:at:)`), when the search asked for it; `nil` otherwise.
    public var matchedName: Range<Int>?
    /// The alternate name that the prefix matched, as the data spells it, when it did not match the city's own
    /// name (`names=all`); `nil` otherwise. `matchedFoldedBytes` and `matchedName` are then of this name.
    public var matchedAlternateName: String?
    /// How far the city is from the search's `near` point, in metres; `nil` without one.
    public var distance: Double?

    /// A hit, without the part of the name it matched.
    public init(rank: Int, matchedFoldedBytes: Range<Int>, distance: Double? = nil) {
        self.rank = rank
        self.matchedFoldedBytes = matchedFoldedBytes
        self.distance = distance
    }
}
