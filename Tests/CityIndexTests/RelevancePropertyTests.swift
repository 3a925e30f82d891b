import ByteUtilities
import CityIndex
import PropertyBased
import Testing

/// `sort=relevance` against a brute-force sort of every match, and its range-minimum table against a scan.
@Suite("Relevance agrees with a brute-force sort")
struct RelevancePropertyTests {
    /// The page a brute-force sort of every match gives: by population, more first, ties in the contract's
    /// order, which is the order of the ranks (`IndexPropertyTests` checks it against its own sort).
    static func scan(prefix: String, country: CountryCode?, offset: Int, limit: Int) -> [Int64] {
        let folded = Array(Fold.prefix(prefix).utf8)
        let byRank = TestData.shippedCitiesByRank
        let matches = WordMatchTests.foldedByRank.indices.filter { rank in
            WordMatchTests.foldedByRank[rank].starts(with: folded)
                && (country == nil || CountryCode(byRank[rank].country) == country)
        }
        let sorted = matches.sorted { (-byRank[$0].population, $0) < (-byRank[$1].population, $1) }
        return sorted.dropFirst(offset).prefix(limit).map { byRank[$0].id }
    }

    /// The page by relevance, from `page(of:)`, checked to be `ranksByRelevance(of:offset:limit:)`'s.
    static func search(prefix: String, country: CountryCode?, offset: Int, limit: Int) -> [Int64] {
        let index = TestData.shippedIndex
        let search = CitySearch(prefix: prefix, country: country, offset: offset, limit: limit, order: .relevance)
        let ranks = index.page(of: search).map(\.rank)
        let matches = index.matches(prefix: prefix, country: country)
        #expect(Array(index.ranksByRelevance(of: matches, offset: offset, limit: limit)) == ranks)
        return ranks.map { TestData.shippedCitiesByRank[$0].id }
    }

    @Test("Typed prefixes of real names from 0 to 8 characters, with countries, limits and offsets")
    func typedPrefixes() async {
        await propertyCheck(
            count: 2000,
            input: Gen.int(in: 0..<IndexPropertyTests.scanned.count),
            Gen.int(in: 0...8),
            Gen.int(in: 1...100),
            Gen.int(in: 0...300),
            Gen.int(in: 0...7)
        ) { cityNumber, length, limit, offset, variant in
            let prefix = IndexPropertyTests.typedPrefix(cityNumber: cityNumber, length: length, variant: variant)
            let country = variant >= 4 ? CountryCode(IndexPropertyTests.scanned[cityNumber].city.country) : nil
            let offset = offset > 150 ? 0 : offset
            #expect(
                Self.search(prefix: prefix, country: country, offset: offset, limit: limit)
                    == Self.scan(prefix: prefix, country: country, offset: offset, limit: limit),
                "prefix \(prefix.debugDescription), country \(country?.description ?? "-"), offset \(offset), limit \(limit)"
            )
        }
    }

    @Test("Paging walks the same order: pages of one put together are the page of all")
    func paging() {
        for prefix in ["s", "san", "lon", "x"] {
            let whole = Self.search(prefix: prefix, country: nil, offset: 0, limit: 60)
            let paged = (0..<60).flatMap { Self.search(prefix: prefix, country: nil, offset: $0, limit: 1) }
            #expect(paged == whole, "\(prefix)")
            #expect(whole == Self.scan(prefix: prefix, country: nil, offset: 0, limit: 60), "\(prefix)")
        }
    }

    @Test("The range-minimum table finds the first least value of every range, ties included")
    func rangeMinimum() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: -4...5).array(of: 1...200),
            Gen.int(in: 0...1000),
            Gen.int(in: 0...1000),
            Gen.int(in: 0...12)
        ) { values, start, length, count in
            let values = values.map(Int32.init)
            let table = RangeMinimum(values: values)
            let lower = start % values.count
            let upper = lower + 1 + length % (values.count - lower)
            let range = lower..<upper
            let least = range.min { (values[$0], $0) < (values[$1], $1) }!
            #expect(table.leastPosition(in: range) == least, "\(values) \(range)")
            let expected = range.sorted { (values[$0], $0) < (values[$1], $1) }.prefix(count)
            #expect(table.leastPositions(in: range, count: count) == Array(expected), "\(values) \(range)")
        }
    }

    /// `indices` as sorted texts of 1 to 10 bytes from an alphabet whose bytes' low bits are zeros too, as a UTF-8
    /// continuation byte's can be, beside the padding's zeros.
    static func sortedTexts(_ indices: [[Int]]) -> [[UInt8]] {
        let alphabet: [UInt8] = [0x40, 0x61, 0x80]
        return indices.map { $0.map { alphabet[$0] } }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Every run of the sorted `texts` that a prefix of up to eight bytes of one of them matches, once each.
    static func prefixRuns(of texts: [[UInt8]]) -> Set<Range<Int>> {
        var runs = Set<Range<Int>>()
        for text in texts {
            for length in 0...min(8, text.count) {
                let prefix = text.prefix(length)
                let first = texts.firstIndex { $0.starts(with: prefix) }!
                runs.insert(first..<(texts[first...].firstIndex { !$0.starts(with: prefix) } ?? texts.endIndex))
            }
        }
        return runs
    }

    @Test(
        "Each run that a prefix matches keeps its ten most important ranks exactly when it is longer than a page of ten"
    )
    func prefixRunLeaders() async {
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...2).array(of: 1...10).array(of: 1...400),
            Gen.int(in: -3...3).array(of: 400)
        ) { texts, places in
            let texts = Self.sortedTexts(texts)
            let values = texts.indices.map { Int32(places[$0]) }
            let leaders = PrefixRunLeaders(
                sortKeys: texts.map { BigEndianBytes.packed($0[...]) },
                importance: RangeMinimum(values: values)
            )
            let runs = Self.prefixRuns(of: texts)
            for run in runs {
                let expected = run.sorted { (values[$0], $0) < (values[$1], $1) }.prefix(PrefixRunLeaders.leaderCount)
                let found = leaders.leaders(of: run).map { $0.map(Int.init) }
                #expect(found == (run.count > PrefixRunLeaders.shortestRun ? Array(expected) : nil), "\(run)")
            }
            #expect(leaders.runCount == runs.count { $0.count > PrefixRunLeaders.shortestRun })
            #expect(leaders.leaders(of: 0..<(texts.count + 40)) == nil)
        }
    }

    @Test(
        "Each run of alternate names keeps its most important values each once, by their first position, however many are asked for"
    )
    func prefixRunLeadersEachValueOnce() async {
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...2).array(of: 1...10).array(of: 1...400),
            Gen.int(in: -6...6).array(of: 400),
            Gen.int(in: 1...40)
        ) { texts, places, listLength in
            let texts = Self.sortedTexts(texts)
            // Few values, many names each: as a city's names share its place in the order of importance.
            let values = texts.indices.map { Int32(places[$0]) }
            let leaders = PrefixRunLeaders(
                sortKeys: texts.map { BigEndianBytes.packed($0[...]) },
                listLength: listLength,
                importance: RangeMinimum(values: values),
                eachValueOnce: true
            )
            let runs = Self.prefixRuns(of: texts)
            for run in runs where run.count > PrefixRunLeaders.shortestRun {
                var seen = Set<Int32>()
                let expected = run.sorted { (values[$0], $0) < (values[$1], $1) }
                    .filter { seen.insert(values[$0]).inserted }.prefix(listLength)
                #expect(leaders.leaders(of: run).map { $0.map(Int.init) } == Array(expected), "\(run)")
            }
            #expect(leaders.runCount == runs.count { $0.count > PrefixRunLeaders.shortestRun })
        }
    }

    @Test("Equal names shorter than a key make no run apart from the longer names they begin")
    func equalShortNames() {
        let texts = Array(repeating: [UInt8(ascii: "c")], count: 11) + [Array("ca".utf8)]
        let leaders = PrefixRunLeaders(
            sortKeys: texts.map { BigEndianBytes.packed($0[...]) },
            importance: RangeMinimum(values: texts.indices.map { Int32(-$0) })
        )
        #expect(leaders.runCount == 1)
        #expect(leaders.leaders(of: 0..<12) == [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
        #expect(leaders.leaders(of: 0..<11) == nil)
    }
}
