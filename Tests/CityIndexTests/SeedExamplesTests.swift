import CityIndex
import Testing

@Suite("The seeds' five-city examples")
struct SeedExamplesTests {
    let indexed: IndexedCities
    var index: CityIndex { indexed.index }

    init() throws {
        indexed = try IndexedCities(TestData.fiveCities)
    }

    @Test(
        "Prefixes find exactly the seeds' cities, in order",
        arguments: [
            ("A", ["Alabama", "Albuquerque", "Anaheim", "Arizona"]),
            ("s", ["Sydney"]),
            ("Al", ["Alabama", "Albuquerque"]),
            ("Alb", ["Albuquerque"]),
            ("alb", ["Albuquerque"]),
            ("x", []),
            ("", ["Alabama", "Albuquerque", "Anaheim", "Arizona", "Sydney"]),
        ]
    )
    func prefixes(prefix: String, names: [String]) {
        #expect(index.matches(prefix: prefix).map { indexed[$0].name } == names)
    }

    @Test("A country narrows the matches, in any case")
    func country() {
        #expect(index.matches(prefix: "", country: CountryCode("au")).map { indexed[$0].name } == ["Sydney"])
        #expect(index.matches(prefix: "a", country: CountryCode("AU")).isEmpty)
        #expect(index.matches(prefix: "a", country: CountryCode("ZZ")).isEmpty)
    }

    @Test("Cities are found by id")
    func ids() {
        #expect(index.rank(ofID: 5_454_711).map { indexed[$0].name } == "Albuquerque")
        #expect(index.rank(ofID: 1) == nil)
    }
}
