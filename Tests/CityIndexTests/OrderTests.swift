import CityIndex
import Testing

@Suite("The contract's order")
struct OrderTests {
    @Test("By folded name in UTF-8 byte order, then country code, then id")
    func order() throws {
        let indexed = try IndexedCities(
            """
            [
            {"country":"US","name":"Ab","_id":9,"coord":{"lon":0,"lat":0}},
            {"country":"NL","name":"A-b","_id":7,"coord":{"lon":0,"lat":0}},
            {"country":"NL","name":"A b","_id":3,"coord":{"lon":0,"lat":0}},
            {"country":"","name":"a B","_id":5,"coord":{"lon":0,"lat":0}},
            {"country":"DE","name":"Zürich","_id":1,"coord":{"lon":0,"lat":0}},
            {"country":"DE","name":"Zz","_id":2,"coord":{"lon":0,"lat":0}},
            {"country":"DE","name":"Ängelholm","_id":4,"coord":{"lon":0,"lat":0}}
            ]
            """
        )
        #expect(indexed.inOrder.map(\.id) == [5, 3, 7, 9, 4, 1, 2])
    }

    @Test("The same query always gives the same list, whatever the file's order")
    func deterministic() throws {
        let lines = TestData.fiveCities.split(separator: "\n").filter { $0.hasPrefix("{") }.map {
            String($0.hasSuffix(",") ? $0.dropLast() : $0)
        }
        let forwards = try IndexedCities("[\n" + lines.joined(separator: ",\n") + "\n]")
        let backwards = try IndexedCities("[\n" + lines.reversed().joined(separator: ",\n") + "\n]")
        #expect(forwards.inOrder == backwards.inOrder)
        #expect(forwards.inOrder.map(\.name) == ["Alabama", "Albuquerque", "Anaheim", "Arizona", "Sydney"])
    }
}
