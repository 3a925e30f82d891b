extension CityJSON {
    /// Where the parts of a label lie in an object's opening, in bytes from its first: the inside of the name's,
    /// the country's and the state's (or, where there is no state, the region's) strings, each escaped as the
    /// label writes it.
    struct LabelParts {
        var name: Range<Int>
        var country: Range<Int>
        /// Empty where the city has neither a state nor a region.
        var division: Range<Int>

        /// How many bytes `pack` writes.
        static let packedCount = 5

        /// The bytes between the name's string and the country's: `","country":"`.
        fileprivate static let nameToCountry = 13

        /// Writes the parts in the `packedCount` bytes of `bytes` from `start`, or leaves them as they are where one
        /// of the parts ends past the opening's 255th byte.
        ///
        /// The country starts where `appendOpening` puts it after the name, so its start is not kept; the first
        /// byte, where the name starts, is never 0, so that zeros can stand for no parts.
        ///
        /// - Returns: whether the parts fit.
        func pack(into bytes: inout [UInt8], at start: Int) -> Bool {
            // `appendOpening` writes the name, the country and the division in that order: the last end is the
            // largest offset.
            guard max(country.upperBound, division.upperBound) <= UInt8.max else { return false }
            bytes[start] = UInt8(name.lowerBound)
            bytes[start + 1] = UInt8(name.upperBound)
            bytes[start + 2] = UInt8(country.upperBound)
            bytes[start + 3] = UInt8(division.lowerBound)
            bytes[start + 4] = UInt8(division.upperBound)
            return true
        }
    }
}

extension CityJSON.LabelParts {
    /// The parts that `pack` wrote in `bytes`, or `nil` for `packedCount` zeros, which stand for none.
    init?(packed bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes[0] != 0 else { return nil }
        name = Int(bytes[0])..<Int(bytes[1])
        country = Int(bytes[1]) + Self.nameToCountry..<Int(bytes[2])
        division = Int(bytes[3])..<Int(bytes[4])
    }
}
