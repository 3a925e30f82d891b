import ByteUtilities

/// What `CityJSONTable.appendList(_:members:to:)` writes of each item of a list: the object of its city, and the
/// members it adds before that object's closing brace, each after a comma.
protocol ObjectMembers<Item> {
    associatedtype Item
    /// The position of the item's object in the table.
    func position(of item: Item) -> Int
    /// The most bytes `write(of:to:)` writes for `item`.
    func size(of item: Item) -> Int
    /// Writes the members of `item`, each after a comma.
    func write(of item: Item, to writer: inout ByteWriter)
}
