import CityIndex
import Foundation
import Testing

@Suite("Reading cities files")
struct CityFileTests {
    @Test("The seeds' shape loads every field")
    func seedsShape() throws {
        let cities = try TestData.parse(
            #"""
            [{"country":"UA","name":"Gurzuf","_id":707860,"coord":{"lon":34.283333,"lat":44.549999}},
             {"country":"US","name":"Albuquerque","_id":5454711,"state":"NM","coord":{"lon":-106.651138,"lat":35.084492}}]
            """#
        )
        #expect(
            cities == [
                City(id: 707860, name: "Gurzuf", country: "UA", longitude: 34.283333, latitude: 44.549999),
                City(
                    id: 5_454_711,
                    name: "Albuquerque",
                    country: "US",
                    state: "NM",
                    longitude: -106.651138,
                    latitude: 35.084492
                ),
            ]
        )
    }

    @Test("OpenWeatherMap's city.list.json shape loads: id, an empty state, unknown fields")
    func openWeatherMapShape() throws {
        let cities = try TestData.parse(
            #"""
            [
              {
                "id": 833,
                "name": "Ḩeşār-e Sefīd",
                "state": "",
                "country": "IR",
                "coord": {
                  "lon": 47.159401,
                  "lat": 34.330502
                }
              }
            ]
            """#
        )
        #expect(
            cities == [City(id: 833, name: "Ḩeşār-e Sefīd", country: "IR", longitude: 47.159401, latitude: 34.330502)]
        )
    }

    @Test("Escapes, an empty country and integer coordinates are data")
    func escapesAndEmptyCountry() throws {
        let cities = try TestData.parse(
            #"[{"country":"","name":"Caf\u00e9 \"X\" \ud83d\ude00","_id":-1,"coord":{"lon":-49,"lat":1e1},"extra":[1,{"a":null},true]}]"#
        )
        #expect(cities == [City(id: -1, name: "Café \"X\" 😀", country: "", longitude: -49, latitude: 10)])
    }

    @Test("GeoNames' optional fields load: population, region, alternate names; null is not known")
    func optionalFields() throws {
        let cities = try TestData.parse(
            #"""
            [{"country":"CA","name":"Sydney","_id":6354908,"coord":{"lon":-60.18,"lat":46.15},"population":105968,"region":"Nova Scotia","alternateNames":["Sidney","\u0421\u0438\u0434\u043d\u0435\u0439"]},
             {"country":"DE","name":"Köln","_id":2886242,"coord":{"lon":6.95,"lat":50.93},"population":0,"region":"","alternateNames":[]},
             {"country":"FR","name":"Paris","_id":2988507,"coord":{"lon":2.35,"lat":48.85},"population":null,"region":null,"alternateNames":null}]
            """#
        )
        #expect(
            cities == [
                City(
                    id: 6_354_908,
                    name: "Sydney",
                    country: "CA",
                    region: "Nova Scotia",
                    population: 105_968,
                    alternateNames: ["Sidney", "Сидней"],
                    longitude: -60.18,
                    latitude: 46.15
                ),
                City(id: 2_886_242, name: "Köln", country: "DE", longitude: 6.95, latitude: 50.93),
                City(id: 2_988_507, name: "Paris", country: "FR", longitude: 2.35, latitude: 48.85),
            ]
        )
    }

    @Test("The shipped data loads whole")
    func shippedData() {
        #expect(TestData.shippedCities.count == 209_579)
        #expect(TestData.shippedCities.filter { $0.country.isEmpty }.count == 8)
        #expect(TestData.shippedCities.filter { $0.state != nil }.count == 19_908)
        #expect(TestData.shippedCities.filter { $0.population > 0 }.count == 112_216)
        #expect(TestData.shippedCities.filter { $0.region != nil }.count == 128_759)
    }

    @Test(
        "A bad file names the file, the entry's position and the field",
        arguments: [
            (
                #"[{"country":"UA","_id":1,"coord":{"lon":1,"lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 2): field "name" is missing"#
            ),
            (
                "[\n{\"name\":\"A\",\"_id\":1,\"coord\":{\"lon\":1,\"lat\":2}},\n{\"name\":\"B\",\"coord\":{\"lon\":1,\"lat\":2}}\n]",
                #"test.json: entry 2 (line 3, column 1): field "_id" is missing (the seeds' shape calls it "_id", OpenWeatherMap's "id")"#
            ),
            (#"[{"name":"A","_id":1}]"#, #"test.json: entry 1 (line 1, column 2): field "coord" is missing"#),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1}}]"#,
                #"test.json: entry 1 (line 1, column 2): field "coord.lat" is missing"#
            ),
            (
                #"[{"name":"","_id":1,"coord":{"lon":1,"lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 2): field "name" is empty"#
            ),
            (
                #"[{"name":7,"_id":1,"coord":{"lon":1,"lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 10): field "name" expected a string, found a number"#
            ),
            (
                #"[{"name":"A","_id":"1","coord":{"lon":1,"lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 20): field "_id" expected a number, found a string"#
            ),
            (
                #"[{"name":"A","_id":1.5,"coord":{"lon":1,"lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 20): field "_id" must be a whole number, found 1.5"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":"1","lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 37): field "coord.lon" expected a number, found a string"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":[1,2]}]"#,
                #"test.json: entry 1 (line 1, column 30): field "coord" must be an object like {"lon":34.28,"lat":44.55}, found an array"#
            ),
            (#"{"name":"A"}"#, #"test.json: line 1, column 1: expected a JSON array of cities ('['), found an object"#),
            ("", "test.json: line 1, column 1: expected a JSON array of cities ('['), found the end of the text"),
            ("not json", "test.json: line 1, column 1: expected a JSON array of cities ('['), found 'n'"),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2}}"#,
                "test.json: line 1, column 48: expected ',' or ']' after entry 1, found the end of the text"
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2}}] x"#,
                "test.json: line 1, column 50: expected the end of the file after the array, found 'x'"
            ),
            (
                #"[{"name":"A,"_id":1}]"#,
                #"test.json: entry 1 (line 1, column 14): expected ',' or '}' in the entry, found '_'"#
            ),
            (
                #"[{"name":"A\qB","_id":1,"coord":{"lon":1,"lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 12): field "name" a string holds the unknown escape \q"#
            ),
            ("[1]", "test.json: entry 1 (line 1, column 2): must be an object, found a number"),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2},"population":"12"}]"#,
                #"test.json: entry 1 (line 1, column 61): field "population" must be a whole number of people, 0 or more, found a string"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2},"population":-5}]"#,
                #"test.json: entry 1 (line 1, column 61): field "population" must be a whole number of people, 0 or more, found -5"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2},"population":1.5}]"#,
                #"test.json: entry 1 (line 1, column 61): field "population" must be a whole number, found 1.5"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2},"region":7}]"#,
                #"test.json: entry 1 (line 1, column 57): field "region" expected a string, found a number"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2},"alternateNames":"B"}]"#,
                #"test.json: entry 1 (line 1, column 65): field "alternateNames" must be an array of names like ["Cologne","Köln"], found a string"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2},"alternateNames":["B",2]}]"#,
                #"test.json: entry 1 (line 1, column 70): field "alternateNames" must hold only strings, found a number"#
            ),
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2},"alternateNames":["B"}]"#,
                #"test.json: entry 1 (line 1, column 69): field "alternateNames" expected ',' or ']' in the names, found '}'"#
            ),
            (
                #"[{"name":"A","_id":99999999999999999999,"coord":{"lon":1,"lat":2}}]"#,
                #"test.json: entry 1 (line 1, column 20): field "_id" 99999999999999999999 is out of range for a whole number"#
            ),
        ]
    )
    func badFiles(json: String, message: String) {
        #expect(throws: CityDataError.self) { try TestData.parse(json) }
        do {
            _ = try TestData.parse(json)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Bytes that are not UTF-8 are named")
    func invalidUTF8() {
        var bytes = Array(#"[{"name":"A"#.utf8)
        bytes.append(0xFF)
        bytes += Array(#"","_id":1,"coord":{"lon":1,"lat":2}}]"#.utf8)
        #expect(
            throws: CityDataError(
                file: "f.json",
                entry: 1,
                field: "name",
                line: 1,
                column: 11,
                problem: "a string is not valid UTF-8"
            )
        ) {
            try CityFile.parse(bytes, file: "f.json")
        }
    }

    @Test(
        "A file reads back byte for byte, whether it is read in one piece or a piece per core",
        arguments: [0, 1, 4095, 1 << 20, (1 << 20) + 7, 3 * (1 << 20) + 1]
    )
    func readsWhole(size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cities-\(UUID()).json").path
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try CityFile.read(path: path) == bytes)
    }

    @Test("A missing file, a directory, a device and a named pipe are named at once, without waiting for a writer")
    func unreadableFiles() throws {
        #expect(
            throws: CityDataError(file: "/no/such/cities.json", problem: "cannot be opened: No such file or directory")
        ) {
            try CityFile.load(path: "/no/such/cities.json")
        }
        let notAFile = "not a regular file; give the path of a JSON file of cities"
        #expect(throws: CityDataError(file: "/tmp", problem: "is a directory, \(notAFile)")) {
            try CityFile.load(path: "/tmp")
        }
        #expect(throws: CityDataError(file: "/dev/null", problem: "is a device, \(notAFile)")) {
            try CityFile.load(path: "/dev/null")
        }
        let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("cities-\(UUID()).pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: pipe) }
        #expect(throws: CityDataError(file: pipe, problem: "is a named pipe, \(notAFile)")) {
            try CityFile.load(path: pipe)
        }
    }
}
