import Foundation
import Testing

/// The executable itself: options, the start-up line, exit codes, and signals.
@Suite("The city-autocomplete process", .serialized)
struct ProcessTests {
    static let fiveCities = """
        [
        {"country":"US","name":"Alabama","_id":4829764,"state":"AL","coord":{"lon":-86.750259,"lat":32.750408}},
        {"country":"US","name":"Albuquerque","_id":5454711,"state":"NM","coord":{"lon":-106.651138,"lat":35.084492}},
        {"country":"US","name":"Anaheim","_id":5323810,"state":"CA","coord":{"lon":-117.914497,"lat":33.835289}},
        {"country":"US","name":"Arizona","_id":5551752,"state":"AZ","coord":{"lon":-111.500977,"lat":34.500301}},
        {"country":"AU","name":"Sydney","_id":2147714,"coord":{"lon":151.207321,"lat":-33.867851}}
        ]
        """

    @Test("--help lists every option and its environment variable")
    func help() throws {
        let process = try ServiceProcess(arguments: ["--help"])
        #expect(process.waitForExit() == 0)
        for word in ["--host", "--port", "--data", "HOST", "PORT", "CITIES_DATA", "SIGHUP"] {
            #expect(process.printed.contains(word), "\(word) is not in --help")
        }
    }

    @Test("With no options it serves the shipped data and logs one start-up line")
    func defaults() throws {
        let process = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1"])
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        #expect(process.printed.contains("with 209579 cities"))
        #expect(process.printed.contains("index built in"))
        #expect(try HTTPClient(port: port).get("/readyz").status == 200)
        process.send(SIGINT)
        #expect(process.waitForExit() == 0)
    }

    @Test(
        "Bad data stops start-up with a message naming the file, entry and field, and exit status 1",
        arguments: [
            (#"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2}},{"_id":2,"coord":{"lon":1,"lat":2}}]"#,
             #": entry 2 (line 1, column 49): field "name" is missing"#),
            ("not json", ": line 1, column 1: expected a JSON array of cities ('['), found 'n'"),
        ])
    func badData(contents: String, message: String) throws {
        let path = try TestServer.temporaryFile(contents)
        let process = try ServiceProcess(arguments: ["--port", "0", "--data", path])
        #expect(process.waitForExit() == 1)
        #expect(process.printed.contains(path + message), "printed: \(process.printed)")
    }

    @Test("A missing data file stops start-up")
    func missingData() throws {
        let process = try ServiceProcess(arguments: ["--port", "0"], environment: ["CITIES_DATA": "/no/such/cities.json"])
        #expect(process.waitForExit() == 1)
        #expect(process.printed.contains("/no/such/cities.json: cannot be opened: No such file or directory"))
    }

    @Test("A bad port is refused before anything starts")
    func badPort() throws {
        let process = try ServiceProcess(arguments: [], environment: ["PORT": "http"])
        #expect(process.waitForExit() != 0)
        #expect(process.printed.contains("PORT must be a port number from 0 to 65535, not \"http\"."))
    }

    @Test("Options come from the environment; SIGHUP swaps in new data, keeps the old on a bad file; SIGTERM exits 0")
    func environmentReloadAndTerminate() throws {
        let path = try TestServer.temporaryFile(Self.fiveCities)
        let process = try ServiceProcess(arguments: [], environment: ["PORT": "0", "HOST": "127.0.0.1", "CITIES_DATA": path])
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        #expect(process.printed.contains("listening on http://127.0.0.1:\(port) with 5 cities from \(path)"))
        let client = HTTPClient(port: port)
        let before = try client.get("/cities/a/autocomplete")
        #expect(try names(before) == ["Alabama", "Albuquerque", "Anaheim", "Arizona"])

        let smaller = Self.fiveCities.replacingOccurrences(of: "\"Alabama\"", with: "\"Boston\"")
        try smaller.write(toFile: path, atomically: true, encoding: .utf8)
        process.send(SIGHUP)
        #expect(process.waitForOutput(containing: "reloaded 5 cities"))
        let after = try client.get("/cities/a/autocomplete")
        #expect(try names(after) == ["Albuquerque", "Anaheim", "Arizona"])
        #expect(after.header("ETag") != before.header("ETag"))

        try "[{\"name\":\"A\"}]".write(toFile: path, atomically: true, encoding: .utf8)
        process.send(SIGHUP)
        #expect(process.waitForOutput(containing: "reload failed, still serving the 5 cities loaded before: \(path): entry 1"))
        #expect(try names(client.get("/cities/a/autocomplete")) == ["Albuquerque", "Anaheim", "Arizona"])

        process.send(SIGTERM)
        #expect(process.waitForExit() == 0)
        #expect(process.printed.contains("stopped"))
    }
}
