import ByteUtilities

/// The layout of a prebuilt index file: a header, then the index's arrays one after another as sections.
///
/// The header is eight little-endian 64-bit words: `magic`, `formatVersion`, the source data file's length and
/// fingerprint (`PrebuiltIndexSource`), the number of cities, and the checksum of the five words before it. A
/// section is three words, its length in bytes, its element's stride and the checksum of its bytes
/// (`PrebuiltIndexChecksum`), then the bytes, padded with zeros to a multiple of eight. The file ends with the last
/// section. It is read on machines of the kind that wrote it: the elements are in the machine's own layout.
package enum PrebuiltIndexFile {
    /// The first eight bytes of every prebuilt index, `cityidx` and a newline, as the little-endian word the
    /// header holds.
    static let magic = BigEndianBytes.packed("cityidx\n".utf8).byteSwapped
    /// The version of the layout and of every table in it. Raise it whenever any table the file holds is stored
    /// differently or means something else, so that an index file an older build wrote is built anew, not misread.
    package static let formatVersion: UInt64 = 3
    /// The header's length in bytes.
    package static let headerSize = 8 * 8
    /// A section header's length in bytes.
    static let sectionHeaderSize = 3 * 8

    /// `count` rounded up to a multiple of eight.
    static func padded(_ count: Int) -> Int {
        (count + 7) & ~7
    }
}
