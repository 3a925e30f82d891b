import CityAutocompleteServer
import Foundation
import Testing

/// The executable itself: options, the start-up line, exit codes, and signals.
@Suite("The city-autocomplete process", .serialized)
struct ProcessTests {
    static let threeCities = """
        [
        {"country":"NL","name":"Amsterdam","_id":2759794,"coord":{"lon":4.88969,"lat":52.374031}},
        {"country":"ID","name":"Ambon","_id":1651531,"coord":{"lon":128.199997,"lat":-3.71667}},
        {"country":"DE","name":"Berlin","_id":2950159,"coord":{"lon":13.41053,"lat":52.524368}}
        ]
        """

    @Test("--help lists every option and its environment variable")
    func help() throws {
        let process = try ServiceProcess(arguments: ["--help"])
        #expect(process.waitForExit() == 0)
        let options = [
            "--host", "--port", "--data", "--prebuilt-index", "--write-prebuilt-index", "--threads",
            "--response-cache-size", "--version",
        ]
        let variables = ["HOST", "PORT", "CITIES_DATA", "PREBUILT_INDEX", "THREADS", "RESPONSE_CACHE_SIZE"]
        for word in options + variables + ["SIGHUP"] {
            #expect(process.printed.contains(word), "\(word) is not in --help")
        }
    }

    @Test("With no options it serves the shipped data and logs one start-up line")
    func defaults() throws {
        let process = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1"])
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        #expect(process.printed.contains("with 209579 cities"))
        // Read from the shipped data's prebuilt index where scripts/serve or the container has written it.
        #expect(process.printed.contains("(index built in ") || process.printed.contains("(index read in "))
        #expect(try HTTPClient(port: port).get("/readyz").status == 200)
        process.send(SIGINT)
        #expect(process.waitForExit() == 0)
    }

    @Test(
        "Bad data stops start-up with a message naming the file, entry and field, and exit status 1",
        arguments: [
            (
                #"[{"name":"A","_id":1,"coord":{"lon":1,"lat":2}},{"_id":2,"coord":{"lon":1,"lat":2}}]"#,
                #": entry 2 (line 1, column 49): field "name" is missing"#
            ),
            ("not json", ": line 1, column 1: expected a JSON array of cities ('['), found 'n'"),
            ("[]", ": holds no cities; give a JSON array with at least one city"),
        ]
    )
    func badData(contents: String, message: String) throws {
        let path = try TestServer.temporaryFile(contents)
        let process = try ServiceProcess(arguments: ["--port", "0", "--data", path])
        #expect(process.waitForExit() == 1)
        #expect(process.printed.contains(path + message), "printed: \(process.printed)")
    }

    @Test("A soft limit on open files below the hard one is raised to it; a hard limit too low is named")
    func openFileLimits() throws {
        let raised = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1"], openFiles: ["-Sn", "256"])
        _ = try #require(raised.waitForPort(), "no start-up line in: \(raised.printed)")
        let limits = try #require(raised.openFileLimits)
        #expect(limits.soft == limits.hard)
        #expect(limits.soft != "256")
        if limits.hard == "unlimited" || (Int(limits.hard) ?? 0) >= 4160 {
            #expect(!raised.printed.contains("open files are limited"))
        }
        raised.send(SIGTERM)
        #expect(raised.waitForExit() == 0)

        let low = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1"], openFiles: ["-n", "1024"])
        _ = try #require(low.waitForPort(), "no start-up line in: \(low.printed)")
        #expect(low.openFileLimits?.soft == "1024")
        #expect(
            low.printed.contains(
                "open files are limited to 1024, too few for 4096 connections at once; raise the hard limit (ulimit -Hn, systemd's LimitNOFILE=, or the container runtime's nofile ulimit) to 4160 or more"
            )
        )
        low.send(SIGTERM)
        #expect(low.waitForExit() == 0)
    }

    @Test("A missing data file stops start-up")
    func missingData() throws {
        let process = try ServiceProcess(
            arguments: ["--port", "0"],
            environment: ["CITIES_DATA": "/no/such/cities.json"]
        )
        #expect(process.waitForExit() == 1)
        #expect(process.printed.contains("/no/such/cities.json: cannot be opened: No such file or directory"))
    }

    @Test("--version prints the package's version")
    func version() throws {
        let process = try ServiceProcess(arguments: ["--version"])
        #expect(process.waitForExit() == 0)
        #expect(process.printed == PackageVersion.current + "\n")
        #expect(PackageVersion.current == "0.16.0")
    }

    @Test(
        "An empty --data or CITIES_DATA is refused by name before anything starts, with exit status 64",
        arguments: [(["--data", ""], [:]), ([], ["CITIES_DATA": ""]), (["--data", ""], ["CITIES_DATA": "x.json"])]
            as [([String], [String: String])]
    )
    func emptyDataPath(arguments: [String], environment: [String: String]) throws {
        let process = try ServiceProcess(arguments: ["--port", "0"] + arguments, environment: environment)
        #expect(process.waitForExit() == 64)
        let name = arguments.isEmpty ? "CITIES_DATA" : "--data"
        #expect(
            process.printed.contains(
                "Error: \(name) is empty: give the path of a cities JSON file, or leave it out to serve the shipped one."
            ),
            "printed: \(process.printed)"
        )
    }

    @Test(
        "--write-prebuilt-index writes the index beside the data file and exits; a start then reads it, unless told not to"
    )
    func prebuiltIndex() throws {
        let path = try TestServer.temporaryFile(Self.threeCities)
        defer { try? FileManager.default.removeItem(atPath: path + ".index") }
        let writer = try ServiceProcess(arguments: ["--data", path, "--write-prebuilt-index"])
        #expect(writer.waitForExit() == 0)
        #expect(
            writer.printed.contains("wrote the prebuilt index of 3 cities from \(path) to \(path).index (0 MB) in "),
            "printed: \(writer.printed)"
        )
        #expect(FileManager.default.fileExists(atPath: path + ".index"))

        let reader = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1", "--data", path])
        let port = try #require(reader.waitForPort(), "no start-up line in: \(reader.printed)")
        #expect(
            reader.printed.contains(
                "listening on http://127.0.0.1:\(port) with 3 cities from \(path) (index read in "
            ),
            "printed: \(reader.printed)"
        )
        #expect(reader.printed.contains(" ms from the prebuilt \(path).index: fingerprint "))
        #expect(try HTTPClient(port: port).get("/cities/am/autocomplete").status == 200)
        reader.send(SIGTERM)
        #expect(reader.waitForExit() == 0)

        let builder = try ServiceProcess(
            arguments: ["--port", "0", "--host", "127.0.0.1", "--data", path],
            environment: ["PREBUILT_INDEX": ""]
        )
        _ = try #require(builder.waitForPort(), "no start-up line in: \(builder.printed)")
        #expect(builder.printed.contains("with 3 cities from \(path) (index built in "))
        builder.send(SIGTERM)
        #expect(builder.waitForExit() == 0)

        let refused = try ServiceProcess(arguments: ["--data", path, "--prebuilt-index", "", "--write-prebuilt-index"])
        #expect(refused.waitForExit() == 64)
        #expect(
            refused.printed.contains(
                "Error: --write-prebuilt-index needs a path: PREBUILT_INDEX or --prebuilt-index is empty."
            ),
            "printed: \(refused.printed)"
        )
    }

    @Test("One city is one city in the start-up and reload lines")
    func oneCity() throws {
        let path = try TestServer.temporaryFile(CityServiceTests.oneCity)
        let process = try ServiceProcess(arguments: ["--port", "0", "--host", "127.0.0.1", "--data", path])
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        #expect(
            process.printed.contains("listening on http://127.0.0.1:\(port) with 1 city from \(path) (index built in ")
        )
        process.send(SIGHUP)
        #expect(process.waitForOutput(containing: "reloaded 1 city from \(path) (index built in "))
        try "[]".write(toFile: path, atomically: true, encoding: .utf8)
        process.send(SIGHUP)
        #expect(
            process.waitForOutput(
                containing:
                    "reload failed, still serving the 1 city loaded before: \(path): holds no cities; give a JSON array with at least one city"
            )
        )
        #expect(try names(HTTPClient(port: port).get("/cities/a/autocomplete")) == ["Amsterdam"])
        process.send(SIGTERM)
        #expect(process.waitForExit() == 0)
    }

    @Test("A bad port is refused before anything starts")
    func badPort() throws {
        let process = try ServiceProcess(arguments: [], environment: ["PORT": "http"])
        #expect(process.waitForExit() != 0)
        #expect(process.printed.contains("PORT must be a whole number from 0 to 65535, not \"http\"."))
    }

    @Test("Options come from the environment; SIGHUP swaps in new data, keeps the old on a bad file; SIGTERM exits 0")
    func environmentReloadAndTerminate() throws {
        let path = try TestServer.temporaryFile(Self.threeCities)
        let process = try ServiceProcess(
            arguments: [],
            environment: ["PORT": "0", "HOST": "127.0.0.1", "CITIES_DATA": path]
        )
        let port = try #require(process.waitForPort(), "no start-up line in: \(process.printed)")
        #expect(process.printed.contains("listening on http://127.0.0.1:\(port) with 3 cities from \(path)"))
        let client = HTTPClient(port: port)
        let before = try client.get("/cities/a/autocomplete")
        #expect(try names(before) == ["Ambon", "Amsterdam"])

        let renamed = Self.threeCities.replacingOccurrences(of: "\"Amsterdam\"", with: "\"Utrecht\"")
        try renamed.write(toFile: path, atomically: true, encoding: .utf8)
        process.send(SIGHUP)
        #expect(process.waitForOutput(containing: "reloaded 3 cities"))
        let after = try client.get("/cities/a/autocomplete")
        #expect(try names(after) == ["Ambon"])
        #expect(after.header("ETag") != before.header("ETag"))

        try "[{\"name\":\"A\"}]".write(toFile: path, atomically: true, encoding: .utf8)
        process.send(SIGHUP)
        #expect(
            process.waitForOutput(
                containing: "reload failed, still serving the 3 cities loaded before: \(path): entry 1"
            )
        )
        #expect(try names(client.get("/cities/a/autocomplete")) == ["Ambon"])

        process.send(SIGTERM)
        #expect(process.waitForExit() == 0)
        #expect(process.printed.contains("stopped"))
    }
}
