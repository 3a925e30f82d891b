/// The own and alternate names that a folded name starts: the own names' ranks and the alternate names'
/// positions. A longer name that starts with this one is looked for among them (`narrowedBy`).
struct NamesStarted: Sendable {
    let name: [UInt8]
    let ownNames: Range<Int>
    let alternateNames: Range<Int>

    /// Whether these hold every name that the folded `prefix` starts: `prefix` is not empty and starts with
    /// this name.
    func holdEveryName(startedBy prefix: [UInt8]) -> Bool {
        !prefix.isEmpty && prefix.starts(with: name)
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
