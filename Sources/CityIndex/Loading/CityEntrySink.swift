/// Receives each entry of a data file as it is read, in the file's order.
package protocol CityEntrySink {
    /// Takes the next entry.
    mutating func add(_ entry: CityEntry)

    /// Gives `next`, an empty sink for the stretch of the file that this thread reads next, what this one keeps
    /// only to go faster, such as a cache; this one keeps its entries.
    mutating func handOverCaches(to next: inout Self)
}

extension CityEntrySink {
    /// Keeps nothing to hand over.
    package mutating func handOverCaches(to next: inout Self) {}
}
