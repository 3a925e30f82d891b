/// The own and alternate names that a folded name starts: the own names' ranks and the alternate names'
/// positions. A longer name that starts with this one is looked for among them (`narrowedBy`), when this one is
/// longer than the two bytes that the sort keys' buckets narrow by (`SortKeyBuckets`).
struct NamesStarted: Sendable {
    let name: [UInt8]
    let ownNames: Range<Int>
    let alternateNames: Range<Int>

    /// Whether the names that the folded `prefix` starts are best looked for among these: `prefix` is not empty
    /// and starts with this name, so that these hold them all, and this name is longer than two bytes, so that
    /// these are fewer than the names that share the prefix's first two bytes.
    func narrow(namesStartedBy prefix: [UInt8]) -> Bool {
        name.count > 2 && !prefix.isEmpty && prefix.starts(with: name)
    }
}

extension CityIndex {
    /// The names that the folded `name` starts, looked for among those that `shorter` holds when `name` starts
    /// with its name.
    func namesStarted(by name: [UInt8], narrowedBy shorter: NamesStarted? = nil) -> NamesStarted {
        NamesStarted(
            name: name,
            ownNames: ranks(startingWith: name, narrowedBy: shorter),
            alternateNames: alternateNames.positions(startingWith: name, narrowedBy: shorter)
        )
    }
}
