import CityIndex
import PropertyBased
import Testing

/// The index against a plain linear scan of the full dataset.
@Suite("The index agrees with a linear scan")
struct IndexPropertyTests {
    /// Every shipped city with its folded name, for the scan.
    static let scanned: [(city: City, folded: [UInt8])] = TestData.shippedCities.map {
        ($0, Array(Fold.name($0.name).utf8))
    }

    /// The page a linear scan over all cities gives.
    static func scan(prefix: String, country: CountryCode?, offset: Int, limit: Int) -> [Int64] {
        let folded = Array(Fold.prefix(prefix).utf8)
        let matches = scanned.filter { entry in
            entry.folded.starts(with: folded) && (country == nil || CountryCode(entry.city.country) == country)
        }
        let sorted = matches.sorted { left, right in
            if left.folded != right.folded { return left.folded.lexicographicallyPrecedes(right.folded) }
            if left.city.country != right.city.country {
                return left.city.country.utf8.lexicographicallyPrecedes(right.city.country.utf8)
            }
            return left.city.id < right.city.id
        }
        return sorted.dropFirst(offset).prefix(limit).map(\.city.id)
    }

    static func search(prefix: String, country: CountryCode?, offset: Int, limit: Int) -> [Int64] {
        let index = TestData.shippedIndex
        return index.matches(prefix: prefix, country: country).dropFirst(offset).prefix(limit).map {
            TestData.shippedCitiesByRank[$0].id
        }
    }

    /// A prefix typed from a real name: its first `length` characters, in a varied case, maybe with a space.
    static func typedPrefix(cityNumber: Int, length: Int, variant: Int) -> String {
        let name = Array(scanned[cityNumber].city.name)
        let typed = String(name.prefix(length))
        switch variant % 4 {
        case 0: return typed
        case 1: return typed.uppercased()
        case 2: return typed.lowercased() + " "
        default: return Fold.name(typed)
        }
    }

    @Test("Typed prefixes of real names, with limits and offsets")
    func typedPrefixes() async {
        await propertyCheck(
            count: 1500,
            input: Gen.int(in: 0..<Self.scanned.count),
            Gen.int(in: 0...8),
            Gen.int(in: 1...100),
            Gen.int(in: 0...30),
            Gen.int(in: 0...7)
        ) { cityNumber, length, limit, offset, variant in
            let prefix = Self.typedPrefix(cityNumber: cityNumber, length: length, variant: variant)
            let country = variant >= 4 ? CountryCode(Self.scanned[cityNumber].city.country) : nil
            #expect(
                Self.search(prefix: prefix, country: country, offset: offset, limit: limit)
                    == Self.scan(prefix: prefix, country: country, offset: offset, limit: limit),
                "prefix \(prefix.debugDescription), country \(country?.description ?? "-"), offset \(offset), limit \(limit)"
            )
        }
    }

    @Test("Random strings and countries, including ones that match nothing")
    func randomPrefixes() async {
        await propertyCheck(
            count: 500,
            input: Gen.letterOrNumber.string(of: 0...3),
            Gen.int(in: 0...40),
            Gen.bool,
            Gen.int(in: 0..<26)
        ) { prefix, offset, filtered, letter in
            let country = filtered ? CountryCode(["U", String(UnicodeScalar(UInt8(65 + letter)))].joined()) : nil
            #expect(
                Self.search(prefix: prefix, country: country, offset: offset, limit: 100)
                    == Self.scan(prefix: prefix, country: country, offset: offset, limit: 100),
                "prefix \(prefix.debugDescription), country \(country?.description ?? "-"), offset \(offset)"
            )
        }
    }
}
