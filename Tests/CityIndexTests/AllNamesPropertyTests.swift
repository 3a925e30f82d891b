import CityIndex
import Dispatch
import PropertyBased
import Synchronization
import Testing

/// `names=all`, with and without `sort=relevance`, countries, offsets and qualified prefixes, against a scan of
/// every name of every city of the shipped data.
@Suite("names=all agrees with a brute-force scan")
struct AllNamesPropertyTests {
    /// A city a scan matched: its rank, the folded name it matched by, and whether that is its own name.
    struct Match: Equatable {
        var rank: Int
        var folded: [UInt8]
        var isOwn: Bool
    }

    static let cities = TestData.shippedCitiesByRank

    /// Each city's alternate names, folded, by rank, in the data's order.
    static let alternateFolds: [[[UInt8]]] = cities.map { city in
        city.alternateNames.map { Array(Fold.name($0).utf8) }
    }

    /// Every folded alternate name that is not empty, with its city's rank, by the name's first byte.
    static let alternatesByFirstByte: [[(folded: [UInt8], rank: Int)]] = {
        var lists = [[(folded: [UInt8], rank: Int)]](repeating: [], count: 256)
        for (rank, names) in alternateFolds.enumerated() {
            for name in names where !name.isEmpty {
                lists[Int(name[0])].append((name, rank))
            }
        }
        return lists
    }()

    /// The cities the folded `prefix` matches by any name, by rank: by the own name where it matches, else by
    /// the least of the alternate names that match.
    static func matches(_ prefix: [UInt8]) -> [Int: Match] {
        var found: [Int: Match] = [:]
        for (rank, own) in WordMatchTests.foldedByRank.enumerated() where own.starts(with: prefix) {
            found[rank] = Match(rank: rank, folded: own, isOwn: true)
        }
        guard let first = prefix.first else { return found }
        for name in alternatesByFirstByte[Int(first)] where name.folded.starts(with: prefix) {
            if let earlier = found[name.rank], earlier.isOwn || !name.folded.lexicographicallyPrecedes(earlier.folded) {
                continue
            }
            found[name.rank] = Match(rank: name.rank, folded: name.folded, isOwn: false)
        }
        return found
    }

    /// `matches` of a folded prefix of `characterCount` characters in the search's order: by the folded name
    /// matched, an own name before an alternate one, then rank; or, by relevance, by population (an alternate-name match's divided by 30 below six
    /// characters, by 10 from six on), more first, then rank.
    static func ordered(
        _ matches: some Sequence<Match>,
        characterCount: Int,
        order: CityOrder,
        country: CountryCode?
    ) -> [Match] {
        let kept = matches.filter { country == nil || CountryCode(cities[$0.rank].country) == country }
        switch order {
        case .name:
            return kept.sorted { left, right in
                if left.folded != right.folded { return left.folded.lexicographicallyPrecedes(right.folded) }
                return left.isOwn != right.isOwn ? left.isOwn : left.rank < right.rank
            }
        case .relevance:
            let score = { (match: Match) in
                UInt64(cities[match.rank].population) * (match.isOwn ? (characterCount < 6 ? 30 : 10) : 1)
            }
            return kept.sorted { (score($0), -$0.rank) > (score($1), -$1.rank) }
        }
    }

    /// How a qualifier, folded, matches the city at `rank`: by its state code, region, country code or a country
    /// name (2), only by a country's alias (1), or not (0).
    static func qualifierMatch(_ qualifier: [UInt8], rank: Int) -> Int {
        let city = cities[rank]
        let fields = [city.state ?? "", city.region ?? ""].map { Array(Fold.name($0).utf8) }
        if fields.contains(where: { $0.starts(with: qualifier) }) { return 2 }
        guard let country = CountryNames.byCode.first(where: { $0.code == city.country }) else { return 0 }
        let folds = { (names: [String]) in names.map { Array(Fold.name($0).utf8) } }
        if folds([country.code] + country.names).contains(where: { $0.starts(with: qualifier) }) { return 2 }
        return folds(country.aliases).contains(where: { $0.starts(with: qualifier) }) ? 1 : 0
    }

    /// The matches a scan gives for `prefix`, in order: without a comma, every city it matches by any name; with
    /// one, first the cities whose own names start with it together with those that a cut matches by name
    /// (whose qualifiers each match the city's state code, region, country code or country name), then those
    /// that a cut matches only by a country's alias, then the rest of the cities it matches by an alternate name.
    static func scan(prefix: String, country: CountryCode?, order: CityOrder) -> [Match] {
        let folded = Fold.prefix(prefix)
        let whole = matches(Array(folded.utf8))
        let wholeCharacters = folded.unicodeScalars.count
        // Cut at each comma scalar (U+002C), as the service does, even one a combining mark follows.
        let parts = prefix.unicodeScalars.split(separator: ",", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        let cuts = (1..<max(parts.count, 1)).compactMap { nameEnd -> (name: [UInt8], qualifiers: [[UInt8]])? in
            let name = Array(Fold.name(parts[..<nameEnd].joined(separator: ",")).utf8)
            guard !name.isEmpty else { return nil }
            let qualifiers = (nameEnd..<parts.count).map { part in
                Array((part == parts.count - 1 ? Fold.prefix : Fold.name)(String(parts[part])).utf8)
            }
            return (name, qualifiers)
        }
        guard !cuts.isEmpty else {
            return ordered(whole.values, characterCount: wholeCharacters, order: order, country: country)
        }
        let cutCharacters = String(decoding: cuts[0].name, as: UTF8.self).unicodeScalars.count
        let cutMatches = cuts.map { matches($0.name) }
        let tier = { (rank: Int) -> Int in
            if whole[rank]?.isOwn == true { return 2 }
            return cuts.indices.filter { cutMatches[$0][rank] != nil }.map { cut in
                cuts[cut].qualifiers.map { qualifierMatch($0, rank: rank) }.min() ?? 2
            }.max() ?? 0
        }
        let candidates = cutMatches[0].values.map { ($0, tier($0.rank)) }
        let qualified = Set(candidates.filter { $0.1 > 0 }.map(\.0.rank))
        return ordered(
            candidates.filter { $0.1 == 2 }.map(\.0),
            characterCount: cutCharacters,
            order: order,
            country: country
        )
            + ordered(
                candidates.filter { $0.1 == 1 }.map(\.0),
                characterCount: cutCharacters,
                order: order,
                country: country
            )
            + ordered(
                whole.values.filter { !$0.isOwn && !qualified.contains($0.rank) },
                characterCount: wholeCharacters,
                order: order,
                country: country
            )
    }

    /// The page of the search in `index` (by default the shipped data's), each city as its id and the folded name
    /// it matched by.
    static func search(
        prefix: String,
        country: CountryCode?,
        order: CityOrder,
        offset: Int,
        limit: Int,
        in index: CityIndex = TestData.shippedIndex
    ) -> [String] {
        let search = CitySearch(
            prefix: prefix,
            country: country,
            offset: offset,
            limit: limit,
            names: .all,
            order: order
        )
        return index.page(of: search).map { hit in
            let folded = index.alternateName(of: hit).map(Fold.name) ?? Fold.name(cities[hit.rank].name)
            return "\(cities[hit.rank].id) \(folded)"
        }
    }

    /// A prefix a person might type for the city at `rank`: the first `length` characters of its own name or of
    /// one of its alternate names, then, for some variants, a comma and the start of its state, region, country
    /// code, one of its country's names or aliases, or of something else.
    static func typed(rank: Int, nameNumber: Int, length: Int, variant: Int) -> String {
        let city = cities[rank]
        let names = [city.name] + city.alternateNames
        let name = String(names[nameNumber % names.count].prefix(length))
        let country = CountryNames.byCode.first { $0.code == city.country }
        let countryName = { (names: [String]) in names.isEmpty ? nil : names[nameNumber % names.count] }
        let qualifiers = [
            city.state, city.region, city.country, country.flatMap { countryName($0.names) },
            country.flatMap { countryName($0.aliases) }, "zq", "",
        ].compactMap { $0 }
        guard variant >= 3 else { return variant == 0 ? name : name.uppercased() }
        let qualifier = qualifiers[variant % qualifiers.count]
        let typed = "\(name), \(qualifier.prefix(1 + variant % 4))"
        return variant % 5 == 0 ? "\(name), \(qualifier), \(city.country.prefix(1))" : typed
    }

    @Test("Typed prefixes of own and alternate names, some qualified, with countries, limits, offsets and sorts")
    func typedPrefixes() async {
        await propertyCheck(
            count: 400,
            input: Gen.int(in: 0..<Self.cities.count),
            Gen.int(in: 0...20),
            Gen.int(in: 1...8),
            Gen.int(in: 0...20),
            Gen.int(in: 1...20),
            Gen.int(in: 0...15)
        ) { rank, nameNumber, length, variant, limit, options in
            let prefix = Self.typed(rank: rank, nameNumber: nameNumber, length: length, variant: variant)
            let country = options % 4 == 3 ? CountryCode(Self.cities[rank].country) : nil
            let order: CityOrder = options % 2 == 0 ? .name : .relevance
            let offset = options >= 8 ? options * 2 : 0
            let expected = Self.scan(prefix: prefix, country: country, order: order).dropFirst(offset).prefix(limit)
                .map { "\(Self.cities[$0.rank].id) \(String(decoding: $0.folded, as: UTF8.self))" }
            #expect(
                Self.search(prefix: prefix, country: country, order: order, offset: offset, limit: limit) == expected,
                "prefix \(prefix.debugDescription), country \(country?.description ?? "-"), \(order), offset \(offset), limit \(limit)"
            )
        }
    }

    @Test(
        "Qualified prefixes of names that hundreds or thousands of cities start, by relevance, give the scan's pages",
        // Those of 256 matches or more and pages of 64 or fewer come from the lists of the cities that the
        // qualifier's first byte matches (`s, u`, `b, m`), or of the start of its first two and of the countries it
        // matches (`k, le`, `b, ju`), of a name of one byte or two, found by alternate names (`b, m`, `ch, co`,
        // `ma, sa`), with the cities elsewhere whose own names start with the whole prefix (`san, ja`: San Jacinto,
        // US), and of a country matched only by an alias (`k, nova h`: Australia's), a byte of which has lists of its
        // own, whose cities match by name where their own names start with the whole prefix (`al, m`: Al Manşūrah,
        // EG, of the byte of Egypt's alias Misr). With a country, from the country's lists when the qualifier
        // matches it (`s, u` in the US); when it does not, passing over the cities of the places it does not match
        // by their entries' place numbers, from the country's when the page likely fills early in them (`s, t`,
        // `s, ca` and `s, cal` in the US, whose 104 places share numbers, `m, mo` in Tanzania) or they are the
        // shorter (`b, de` in the US), else from the qualifier's, passing over other countries' cities (`m, z` in
        // Russia, `w, vt` in the US), and none where it matches none of the country's places (`s, zz` in the US;
        // `san, ja` in the US: San Jacinto alone, whose own name starts with the whole prefix); with an empty
        // qualifier, which every city matches, from the country's (`a, ‘` in Yemen). Lists long against their matches are gone through
        // within a budget: names in Cyrillic or Han (`мо, r`, `東, j`), a name few of the byte's cities start (`ag, k`,
        // `ay, a`), or one whose page the budget does not reach (`sv, r`), which, as pages of 200, first goes most
        // important first, then takes the members of the qualifier's places (`k, le`, `b, ju`, whose qualifiers pass
        // a few of many). The fewer matches of the others are gone through in no order. A prefix of one cut whose
        // one qualifier is empty, as soon as the comma is typed (`lon, `, `a, ‘`, `sa, ` in Brazil), takes the
        // name's own search; with two qualifiers (`sa, , `), the grouped one. The lists of the cities that only a
        // country's alias matches are merged after the others, when those leave the first group short (`n, y`,
        // `k, q`), as are a country's where no state code or region of its places starts with the qualifier
        // (`s, rp`, `b, fo`, which only aliases match).
        arguments: [
            ("bay, ca", nil), ("chia, cu", nil), ("lon, g", nil), ("s, u", nil), ("san, ja", nil),
            ("sa, ca, e", nil), ("ma, sa", nil), ("b, m", nil), ("k, le", nil), ("b, ju", nil), ("s, t", "US"),
            ("b, b", "DE"), ("m, z", "RU"), ("мо, r", nil), ("東, j", nil), ("k, nova h", nil), ("ch, co", nil),
            ("s, u", "US"), ("‘, ḩ", "SY"), ("a, ‘", "YE"), ("k, '", "SA"), ("t, ta", "TZ"), ("lon, ", nil),
            ("a, ", nil), ("sa, ", "BR"), ("a, ‘", nil), ("sa, , ", nil), ("al, m", nil),
            ("ag, k", nil), ("ay, a", nil), ("sv, r", nil), ("m, mo", "TZ"), ("s, ca", "US"), ("b, de", "US"),
            ("w, vt", "US"), ("s, zz", "US"), ("san, ja", "US"), ("s, cal", "US"), ("n, y", nil), ("k, q", nil),
            ("s, rp", nil), ("b, fo", nil),
        ] as [(String, String?)]
    )
    func qualifiedPrefixesOfManyMatches(prefix: String, countryCode: String?) {
        Self.expectScannedPagesByRelevance(prefix: prefix, country: countryCode.map { CountryCode($0)! })
    }

    @Test(
        "Short prefixes with a country, by relevance, give the scan's pages",
        // Most alternate names a short prefix starts are of other countries' cities: the matches come from the
        // country's lists of the prefix's first byte, in a small country (`s` in Liechtenstein) as in a large one,
        // and where few of the names the prefix starts are the country's (`ay` in Armenia, `im` in Iraq). A prefix
        // that folds to nothing (`‘`) matches every city of the country.
        arguments: [
            ("s", "LI"), ("al", "SY"), ("s", "US"), ("ber", "DE"), ("мо", "RU"), ("к", "UA"), ("東", "JP"), ("‘", "SY"),
            ("‘", "IQ"), ("‘", "IR"), ("ay", "AM"), ("ay", "CY"), ("im", "IQ"), ("ky", "TZ"), ("ly", "CY"),
        ]
    )
    func shortPrefixesWithACountry(prefix: String, countryCode: String) {
        Self.expectScannedPagesByRelevance(prefix: prefix, country: CountryCode(countryCode)!)
    }

    /// Expects the search by relevance of `prefix`, of `country` when given, to give the scan's pages at the
    /// first page, a later one, and a page of 200.
    private static func expectScannedPagesByRelevance(prefix: String, country: CountryCode?) {
        let scanned = Self.scan(prefix: prefix, country: country, order: .relevance).map {
            "\(Self.cities[$0.rank].id) \(String(decoding: $0.folded, as: UTF8.self))"
        }
        for (offset, limit) in [(0, 10), (10, 30), (0, 200)] {
            #expect(
                Self.search(prefix: prefix, country: country, order: .relevance, offset: offset, limit: limit)
                    == Array(scanned.dropFirst(offset).prefix(limit)),
                "offset \(offset), limit \(limit)"
            )
        }
    }

    @Test("A new index's first searches by relevance, many at once and several of the same run, give the scan's pages")
    func firstSearchesAtOnce() {
        // A new index, so that no run's page is kept yet: each is worked out by whichever search asks first.
        let index = TestData.newShippedIndex()
        let prefixes =
            (0..<24).map { number in
                Self.typed(
                    rank: number * 7919 % Self.cities.count,
                    nameNumber: number,
                    length: 1 + number % 4,
                    variant: 0
                )
            } + ["lo", "lon", "mos", "to", "sa", "ber", "köl", "peki"]
        let expected = prefixes.map { prefix in
            Self.scan(prefix: prefix, country: nil, order: .relevance).prefix(10).map {
                "\(Self.cities[$0.rank].id) \(String(decoding: $0.folded, as: UTF8.self))"
            }
        }
        let threads = 8
        let answers = Mutex([[String]?](repeating: nil, count: threads * prefixes.count))
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread goes through the prefixes from a different place, so that first asks of a run meet.
            for step in prefixes.indices {
                let number = (step + thread * 5) % prefixes.count
                let page = Self.search(
                    prefix: prefixes[number],
                    country: nil,
                    order: .relevance,
                    offset: 0,
                    limit: 10,
                    in: index
                )
                answers.withLock { $0[thread * prefixes.count + number] = page }
            }
        }
        let pages = answers.withLock { $0 }
        for thread in 0..<threads {
            for (number, prefix) in prefixes.enumerated() {
                #expect(
                    pages[thread * prefixes.count + number] == expected[number],
                    "prefix \(prefix.debugDescription)"
                )
            }
        }
    }

    @Test(
        "Searches while a new index builds its deferred tables give the same pages as after",
        // A search that would take the lists of `CitiesByPlaceStart` does not wait while another builds them: it
        // goes another way to the same page.
        arguments: [false, true]
    )
    func searchesDuringTheDeferredBuild(withCountries: Bool) {
        let index = TestData.newShippedIndex()
        let searches: [(prefix: String, country: CountryCode?)] = [
            ("s, u", nil), ("k, le", nil), ("ch, co", nil), ("b, m", nil), ("s", CountryCode("LI")),
            ("al", CountryCode("SY")), ("s, t", CountryCode("US")), ("‘, ḩ", CountryCode("SY")),
        ].filter { withCountries == ($0.1 != nil) }
        let expected = searches.map {
            Self.search(prefix: $0.prefix, country: $0.country, order: .relevance, offset: 0, limit: 10)
        }
        let rounds = 20
        let answers = Mutex([[String]?](repeating: nil, count: rounds * searches.count))
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            guard thread == 1 else { return index.buildDeferredTables() }
            for round in 0..<rounds {
                for (number, search) in searches.enumerated() {
                    let page = Self.search(
                        prefix: search.prefix,
                        country: search.country,
                        order: .relevance,
                        offset: 0,
                        limit: 10,
                        in: index
                    )
                    answers.withLock { $0[round * searches.count + number] = page }
                }
            }
        }
        let pages = answers.withLock { $0 }
        for round in 0..<rounds {
            for (number, search) in searches.enumerated() {
                #expect(pages[round * searches.count + number] == expected[number], "prefix \(search.prefix)")
            }
        }
    }
}
