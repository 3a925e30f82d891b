extension CityJSON {
    /// Where the parts of a label lie in an object's opening, in bytes from its first: the inside of the name's,
    /// the country's and the state's (or, where there is no state, the region's) strings, each escaped as the
    /// label writes it.
    struct LabelParts: Equatable {
        var name: Range<Int>
        var country: Range<Int>
        /// Empty where the city has neither a state nor a region.
        var division: Range<Int>

        /// How many bytes `packed` takes.
        static let packedCount = 5

        /// The bytes between the name's string and the country's: `","country":"`.
        private static let nameToCountry = 13

        /// Writes the parts in the `packedCount` bytes of `bytes` from `start`, or leaves them as they are where one
        /// of the parts ends past the opening's 255th byte.
        ///
        /// The country starts where `appendOpening` puts it after the name, so its start is not kept; the first
        /// byte, where the name starts, is never 0, so that zeros can stand for no parts.
        ///
        /// - Returns: whether the parts fit.
        func pack(into bytes: inout [UInt8], at start: Int) -> Bool {
            let offsets = [
                name.lowerBound, name.upperBound, country.upperBound, division.lowerBound, division.upperBound,
            ]
            guard offsets.allSatisfy({ $0 <= UInt8.max }) else { return false }
            for (index, offset) in offsets.enumerated() {
                bytes[start + index] = UInt8(offset)
            }
            return true
        }

        /// The parts that `pack` wrote in `bytes`, or `nil` for `packedCount` zeros, which stand for none.
        init?(packed bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes[0] != 0 else { return nil }
            name = Int(bytes[0])..<Int(bytes[1])
            country = Int(bytes[1]) + Self.nameToCountry..<Int(bytes[2])
            division = Int(bytes[3])..<Int(bytes[4])
        }

        init(name: Range<Int>, country: Range<Int>, division: Range<Int>) {
            self.name = name
            self.country = country
            self.division = division
        }
    }
}
