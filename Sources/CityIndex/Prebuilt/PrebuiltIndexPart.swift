/// A table that a prebuilt index file keeps as sections (`PrebuiltIndexFile`) and reads back as it was.
protocol PrebuiltIndexPart {
    /// Appends the table's arrays to `writer`.
    func write(to writer: inout PrebuiltIndexWriter)

    /// The table that `reader`'s next sections hold.
    ///
    /// - Throws: `PrebuiltIndexError` when they do not hold one.
    init(reading reader: PrebuiltIndexReader) throws(PrebuiltIndexError)
}
