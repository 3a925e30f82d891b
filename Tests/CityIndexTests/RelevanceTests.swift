import CityIndex
import PropertyBased
import Testing

/// `sort=relevance`: the more populous city first, ties in the contract's order, on the shipped data.
@Suite("Ordered by relevance")
struct RelevanceTests {
    static let index = TestData.shippedIndex

    /// The names and countries of the page of `prefix` by relevance.
    static func page(
        _ prefix: String,
        country: String? = nil,
        offset: Int = 0,
        limit: Int = 5,
        typos: Bool = false,
        words: Bool = false
    ) -> [String] {
        let search = CitySearch(
            prefix: prefix,
            country: country.flatMap { CountryCode($0) },
            offset: offset,
            limit: limit,
            typos: typos,
            wordPrefixes: words,
            order: .relevance
        )
        return index.page(of: search).map {
            let city = TestData.shippedCitiesByRank[$0.rank]
            return "\(city.name), \(city.region ?? "-"), \(city.country)"
        }
    }

    @Test("lon puts London, GB first; par Paris, FR; mosc Moscow, RU; london London, GB then London, CA")
    func examples() {
        #expect(
            Self.page("lon") == [
                "London, England, GB", "Longyan, Fujian Sheng, CN", "Londrina, Paraná, BR", "Loni, Uttar Pradesh, IN",
                "Long Beach, California, US",
            ]
        )
        #expect(
            Self.page("par", limit: 3) == [
                "Paris, Île-de-France, FR", "Paranaque City, National Capital Region, PH", "Parbhani, Mahārāshtra, IN",
            ]
        )
        #expect(
            Self.page("MOSC", limit: 3) == [
                "Moscow, Moskva, RU", "Moscow, Idaho, US", "Moscavide e Portela, Lisboa, PT",
            ]
        )
        #expect(
            Self.page("london") == [
                "London, England, GB", "London, Ontario, CA", "Londonderry County Borough, Northern Ireland, GB",
                "Londonderry, New Hampshire, US", "London, Ohio, US",
            ]
        )
    }

    @Test("sydney, keeps its separator: the names with a word after Sydney, the region in their labels")
    func trailingSeparator() {
        #expect(Self.page("sydney, ") == ["Sydney Mines, Nova Scotia, CA", "Sydney River, -, CA"])
        #expect(
            Self.page("sydney", limit: 3) == [
                "Sydney, New South Wales, AU", "Sydney, Nova Scotia, CA", "Sydney Mines, Nova Scotia, CA",
            ]
        )
    }

    @Test("A country, an offset, and each group of typo matches ordered by relevance")
    func options() {
        #expect(
            Self.page("lon", country: "us", limit: 3) == [
                "Long Beach, California, US", "Longmont, Colorado, US", "Longview, Texas, US",
            ]
        )
        #expect(
            Self.page("a", offset: 2, limit: 3) == [
                "Alexandria, Al Iskandarīyah, EG", "Addis Ababa, Addis Ababa, ET", "Ankara, Ankara, TR",
            ]
        )
        #expect(
            Self.page("londn", offset: 1, limit: 4, typos: true) == [
                "Londrina, Paraná, BR", "London, Ontario, CA", "Londonderry County Borough, Northern Ireland, GB",
                "Löningen, Niedersachsen, DE",
            ]
        )
    }

    @Test("Cities without a population come after those with one, in the contract's order")
    func unknownPopulations() throws {
        let indexed = try IndexedCities(
            #"""
            [{"country":"GB","name":"Ab","_id":3,"coord":{"lon":0,"lat":0}},
             {"country":"GB","name":"Aa","_id":4,"coord":{"lon":0,"lat":0}},
             {"country":"GB","name":"Ac","_id":5,"coord":{"lon":0,"lat":0},"population":10},
             {"country":"FR","name":"Ad","_id":6,"coord":{"lon":0,"lat":0},"population":10},
             {"country":"FR","name":"Ae","_id":7,"coord":{"lon":0,"lat":0},"population":900}]
            """#
        )
        let page = indexed.index.page(of: CitySearch(prefix: "a", limit: 10, order: .relevance))
        #expect(page.map { indexed[$0.rank].id } == [7, 5, 6, 4, 3])
        let paged = (0..<5).flatMap {
            indexed.index.page(of: CitySearch(prefix: "a", offset: $0, limit: 1, order: .relevance))
        }
        #expect(paged.map { indexed[$0.rank].id } == [7, 5, 6, 4, 3])
    }
}
