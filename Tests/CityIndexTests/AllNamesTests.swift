import CityIndex
import Testing

/// `names=all`: alternate names, native scripts and qualified prefixes, on the shipped data.
@Suite("Every name a city goes by")
struct AllNamesTests {
    static let index = TestData.shippedIndex

    /// The page of `prefix` with `names=all`, each city as "Name (matched), region, country", with its `match`
    /// when highlighted.
    static func page(
        _ prefix: String,
        order: CityOrder = .relevance,
        country: String? = nil,
        offset: Int = 0,
        limit: Int = 3,
        typos: Bool = false,
        words: Bool = false,
        highlight: Bool = false
    ) -> [String] {
        let search = CitySearch(
            prefix: prefix,
            country: country.flatMap { CountryCode($0) },
            offset: offset,
            limit: limit,
            typos: typos,
            wordPrefixes: words,
            names: .all,
            order: order,
            highlight: highlight
        )
        return index.page(of: search).map { hit in
            let city = TestData.shippedCitiesByRank[hit.rank]
            let matched = index.alternateName(of: hit).map { " (\($0))" } ?? ""
            let match = hit.matchedName.map { " \($0.lowerBound)..<\($0.upperBound)" } ?? ""
            return "\(city.name)\(matched), \(city.region ?? "-"), \(city.country)\(match)"
        }
    }

    @Test("cologne, koln and кёльн find Köln; munchen Munich; peking Beijing; bombay Mumbai")
    func otherNames() {
        #expect(
            Self.page("cologne") == [
                "Köln (Cologne), Nordrhein-Westfalen, DE", "Cologne, Lombardia, IT", "Cologne, Minnesota, US",
            ]
        )
        #expect(
            Self.page("cologne", order: .name) == [
                "Cologne, Lombardia, IT", "Cologne, Minnesota, US", "Köln (Cologne), Nordrhein-Westfalen, DE",
            ]
        )
        #expect(Self.page("koln", limit: 1) == ["Köln, Nordrhein-Westfalen, DE"])
        #expect(Self.page("кёльн", limit: 1) == ["Köln (Кёльн), Nordrhein-Westfalen, DE"])
        #expect(
            Self.page("munchen") == [
                "Munich (München), Bayern, DE", "Münchenstein, Basel-Landschaft, CH", "Münchenbuchsee, Berne, CH",
            ]
        )
        #expect(Self.page("peking", limit: 1) == ["Beijing (Peking), Beijing Shi, CN"])
        #expect(Self.page("bombay") == ["Mumbai (Bombay), Mahārāshtra, IN", "Bombay, Auckland, NZ"])
    }

    @Test("Names in native scripts: Cyrillic, Han, Hangul, Arabic, Hebrew, Devanagari")
    func nativeScripts() {
        #expect(Self.page("Москва", limit: 1) == ["Moscow (Москва), Moskva, RU"])
        #expect(Self.page("東京") == ["Tokyo (東京), Tokyo, JP"])
        #expect(Self.page("서울") == ["Seoul (서울), Seoul-teukbyeolsi, KR"])
        #expect(Self.page("القاهرة", limit: 1) == ["Cairo (القاهرة), Al Qāhirah, EG"])
        #expect(Self.page("ירושלים") == ["Jerusalem (ירושלים), Al Quds, IL"])
        #expect(Self.page("मुंबई") == ["Mumbai (मुंबई), Mahārāshtra, IN"])
    }

    @Test("The highlight of an alternate name is a range of it in UTF-16 code units")
    func highlight() {
        // Gothic letters lie outside the Basic Multilingual Plane: two code units each.
        #expect(Self.page("𐌳𐌰𐌼", highlight: true) == ["Damascus (𐌳𐌰𐌼𐌰𐍃𐌺𐍉/Damasko), Dimashq, SY 0..<6"])
        #expect(Self.page("koln-p", highlight: true) == ["Porz am Rhein (Köln-Porz), Nordrhein-Westfalen, DE 0..<6"])
        #expect(Self.page("koln", limit: 1, highlight: true) == ["Köln, Nordrhein-Westfalen, DE 0..<4"])
    }

    @Test("Each city once, its own name before its alternate names")
    func eachCityOnce() {
        let ranks = Self.index.page(of: CitySearch(prefix: "mosk", limit: 100, names: .all)).map(\.rank)
        #expect(Set(ranks).count == ranks.count)
        // Moscow's own name starts with "mosc"; of its alternate names that start with "mosk" (Moskva, Moskau,
        // Moska, …), the one first in folded order shows.
        #expect(Self.page("mosc", limit: 1) == ["Moscow, Moskva, RU"])
        #expect(Self.page("mosk", limit: 1) == ["Moscow (Moska), Moskva, RU"])
    }

    @Test("london, g; portland, or; sydney, nova; paris, fra; a label typed on; a name with a comma; a comma marked")
    func qualifiedPrefixes() {
        #expect(Self.page("london, g", limit: 1) == ["London, England, GB"])
        #expect(Self.page("london, uk", limit: 1) == ["London, England, GB"])
        #expect(Self.page("portland, or") == ["Portland, Oregon, US"])
        #expect(Self.page("portland, oregon") == ["Portland, Oregon, US"])
        #expect(
            Self.page("sydney, nova") == [
                "Sydney, Nova Scotia, CA", "Sydney Mines, Nova Scotia, CA", "Sydney, New South Wales, AU",
            ]
        )
        #expect(Self.page("paris, fra", limit: 1) == ["Paris, Île-de-France, FR"])
        #expect(Self.page("Sydney, Nova Scotia, CA") == ["Sydney, Nova Scotia, CA", "Sydney Mines, Nova Scotia, CA"])
        #expect(Self.page("Albuquerque, NM, US") == ["Albuquerque, New Mexico, US"])
        #expect(Self.page("cologne, de") == ["Köln (Cologne), Nordrhein-Westfalen, DE"])
        #expect(Self.page("london,", limit: 2) == ["London, England, GB", "London, Ontario, CA"])
        #expect(
            Self.page("washington, d", limit: 1, highlight: true) == [
                "Washington, D.C., District of Columbia, US 0..<13"
            ]
        )
        #expect(Self.page("london, zz").isEmpty)
        // A comma is the scalar U+002C, even where a combining mark follows it (which the fold drops).
        #expect(Self.page("london,\u{301} g", limit: 1) == ["London, England, GB"])
    }

    @Test("Typos and word matches search the own names, after the alternate names, each city once")
    func typosAndWords() {
        // No alternate name starts with "zurihc": the typo matches are those of the own names.
        let typos = { (names: CityNames) in
            Self.index.page(of: CitySearch(prefix: "zurihc", limit: 5, typos: true, names: names)).map(\.rank)
        }
        #expect(typos(.all) == typos(.own))
        #expect(Self.page("zurihc", limit: 1, typos: true) == ["Zürich, Zürich, CH"])
        let words = Self.index.page(of: CitySearch(prefix: "york", limit: 100, wordPrefixes: true, names: .all))
        #expect(Set(words.map(\.rank)).count == words.count)
        // New York City is matched by its alternate name York Berri, so not again as a word match.
        #expect(
            Self.page("york", order: .name, limit: 100, words: true).contains(
                "New York City (York Berri), New York, US"
            )
        )
    }

    @Test(
        "An offset as large as an Int holds gives an empty page, with any order and option",
        arguments: ["lon", "l", "london, g", "a,b"]
    )
    func largestOffset(prefix: String) {
        for order in [CityOrder.relevance, .name] {
            for (typos, words) in [(false, false), (true, false), (false, true)] {
                #expect(Self.page(prefix, order: order, offset: .max, limit: 100, typos: typos, words: words).isEmpty)
                #expect(Self.page(prefix, order: order, country: "GB", offset: .max - 1, limit: 100).isEmpty)
            }
        }
    }
}
