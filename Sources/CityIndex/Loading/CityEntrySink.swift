/// Receives each entry of a data file as it is read, in the file's order.
package protocol CityEntrySink {
    /// Takes the next entry.
    mutating func add(_ entry: CityEntry)
}
