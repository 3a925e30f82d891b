/// Which second bytes a city's alternate names that start with a list's byte have, as a few bits of each entry of
/// the lists of `CitiesByPlaceStart`: a search for a name of two bytes passes over the cities of the list that it
/// cannot match by an alternate name without looking up their names.
///
/// A filter (`UInt16`) holds a bit for each second byte (`bits`), of `bitCount`, and `oneByteName` for a name of
/// the list's byte alone. An entry of a country's list keeps it in its top byte, the second bytes' bits folded
/// onto seven by remainder: the bits below hold the number of the city's place. An entry of any other list keeps
/// it whole, the bits past the seventh where a country's entries number the place, which those lists do not need:
/// of the cities that seven bits let through for a name of two bytes, two in three have no alternate name that
/// starts with it; thirteen let through about half as many of those.
struct AlternateNameStartFilter: Sendable {
    /// The filter bit that each byte sets where it is an alternate name's second: the bytes, from the one most
    /// alternate names have second, each given the bit that the fewest names had so far, so that the bits are about
    /// as often set.
    private let bits: [UInt8]
    /// How many bits the second bytes share: seven, and those of an entry's place number.
    let bitCount: Int
    /// Where an entry's place number starts, which the bits past the seventh take in the entries of lists other
    /// than a country's.
    private let placeShift: UInt32

    /// The bit of a filter for a name of the list's byte alone.
    static let oneByteName: UInt16 = 0x8000

    /// The bits of the top byte of an entry that the second bytes' bits take; its last is `oneByteName`'s.
    private static let entryByteBitCount = 7

    /// The filter of the second bytes of the alternate names whose sort keys are `alternateSortKeys`
    /// (`FoldedNames.sortKey`), for entries whose place numbers take `placeBitCount` bits from `placeShift` up.
    init(alternateSortKeys: [UInt64], placeBitCount: Int, placeShift: Int) {
        precondition(
            placeBitCount <= Self.entryByteBitCount,
            "the bits past the seventh fold onto the first seven in a country's entries"
        )
        bitCount = Self.entryByteBitCount + placeBitCount
        self.placeShift = UInt32(placeShift)
        var counts = [Int](repeating: 0, count: 256)
        for key in alternateSortKeys {
            counts[Int(key >> 48 & 0xFF)] += 1
        }
        var bits = [UInt8](repeating: 0, count: 256)
        var namesOfBit = [Int](repeating: 0, count: bitCount)
        for byte in (1..<256).sorted(by: { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }) {
            let bit = namesOfBit.indices.min { namesOfBit[$0] < namesOfBit[$1] }!
            bits[byte] = UInt8(bit)
            namesOfBit[bit] += counts[byte]
        }
        self.bits = bits
    }

    /// The filter of an alternate name whose second byte is `secondByte`, 0 for a name of one byte.
    func filter(ofSecondByte secondByte: UInt8) -> UInt16 {
        secondByte == 0 ? Self.oneByteName : 1 << UInt16(bits[Int(secondByte)])
    }

    /// The filter that a city's alternate name starting with `name`, whose first byte is the list's, may set: every
    /// bit for a name of one byte.
    func filter(ofNamesStartingWith name: [UInt8]) -> UInt16 {
        name.count > 1 ? filter(ofSecondByte: name[1]) : Self.oneByteName | (1 << UInt16(bitCount) - 1)
    }

    /// `filter` as the bits of an entry of a country's list when `inCountryList`, else of any other list.
    func entryBits(of filter: UInt16, inCountryList: Bool) -> UInt32 {
        let firstBits = UInt32(filter) & (1 << Self.entryByteBitCount - 1)
        let laterBits = UInt32(filter & ~Self.oneByteName) >> Self.entryByteBitCount
        let oneByteName = UInt32(filter & Self.oneByteName) << 16
        return inCountryList
            ? (firstBits | laterBits) << 24 | oneByteName
            : firstBits << 24 | oneByteName | laterBits << placeShift
    }

    /// Whether the city of `entry` may have an alternate name that sets one of the bits of `mask` (`entryBits(of:
    /// inCountryList:)` of `filter(ofNamesStartingWith:)`): `false` only when it has none.
    @inline(__always) static func mayHaveAlternateName(_ entry: UInt32, setting mask: UInt32) -> Bool {
        entry & mask != 0
    }
}
