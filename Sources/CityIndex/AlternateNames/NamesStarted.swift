/// The own and alternate names that a folded name starts: the own names' ranks and the alternate names'
/// positions. A longer name that starts with this one is looked for among them (`narrowedBy`), when this one is
/// longer than the two bytes that the sort keys' buckets narrow by (`SortKeyBuckets`).
struct NamesStarted: Sendable {
    let name: [UInt8]
    /// The names it starts, with what a search's alternate-name matches need of them.
    let prefixNames: PrefixNames

    var ownNames: Range<Int> { prefixNames.ownNames }
    var alternateNames: Range<Int> { prefixNames.alternateNames }

    /// Whether the names that the folded `prefix` starts are best looked for among these: `prefix` is not empty
    /// and starts with this name, so that these hold them all, and this name is longer than two bytes, so that
    /// these are fewer than the names that share the prefix's first two bytes.
    func narrow(namesStartedBy prefix: some Collection<UInt8>) -> Bool {
        name.count > 2 && !prefix.isEmpty && prefix.starts(with: name)
    }
}

/// What a search's alternate-name matches need of the names that a folded prefix starts
/// (`CityIndex.alternateNameMatches(of:country:)`): the own names' ranks and the alternate names' positions, the
/// prefix's length in bytes, and how much less its alternate-name matches count by relevance, by its characters.
/// Kept apart from the prefix's bytes, which need not outlive its lookups.
struct PrefixNames: Sendable {
    let length: Int
    /// `CityIndex.alternateNameDiscount(folded:)` of the prefix.
    let discount: UInt64
    let ownNames: Range<Int>
    let alternateNames: Range<Int>

    /// The names that the folded `prefix` starts: `ownNames` and `alternateNames`.
    init(of prefix: some Collection<UInt8>, ownNames: Range<Int>, alternateNames: Range<Int>) {
        length = prefix.count
        discount = CityIndex.alternateNameDiscount(folded: prefix)
        self.ownNames = ownNames
        self.alternateNames = alternateNames
    }
}

extension CityIndex {
    /// What a search's alternate-name matches need of the names that the folded `prefix` starts, looked for among
    /// those that `shorter` holds when they narrow the search (`NamesStarted.narrow(namesStartedBy:)`).
    func prefixNames(of prefix: some RandomAccessCollection<UInt8>, narrowedBy shorter: NamesStarted?) -> PrefixNames {
        PrefixNames(
            of: prefix,
            ownNames: ranks(startingWith: prefix, narrowedBy: shorter),
            alternateNames: alternateNames.positions(startingWith: prefix, narrowedBy: shorter)
        )
    }

    /// The names that the folded `name` starts, looked for among those that `shorter` holds when `name` starts
    /// with its name.
    func namesStarted(by name: [UInt8], narrowedBy shorter: NamesStarted? = nil) -> NamesStarted {
        NamesStarted(name: name, prefixNames: prefixNames(of: name, narrowedBy: shorter))
    }
}
