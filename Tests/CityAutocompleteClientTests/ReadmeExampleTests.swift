import CityAutocompleteClient
import Foundation
import Testing

/// The README's Swift client examples are the code in ReadmeExample.swift, which compiles with the tests, and they run.
@Suite("The README's client examples")
struct ReadmeExampleTests {
    /// The texts between each `begin` marker and the `end` marker after it.
    func sections(of text: String, from begin: String, to end: String) -> [String] {
        text.components(separatedBy: begin).dropFirst().compactMap { $0.components(separatedBy: end).first }
    }

    @Test("README.md shows exactly the code of ReadmeExample.swift")
    func readmeShowsTheExamples() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let example = try String(contentsOf: here.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        let readme = try String(contentsOf: here.appendingPathComponent("../../README.md"), encoding: .utf8)
        let code = sections(of: example, from: "// README example begins\n", to: "// README example ends\n")
        #expect(code.count == 2)
        #expect(sections(of: readme, from: "<!-- ReadmeExample.swift -->\n```swift\n", to: "```\n") == code)
    }

    @Test("The examples run against the service, to the end of the typed text")
    func examplesRun() async throws {
        let (typed, typing) = AsyncStream.makeStream(of: String.self)
        typing.yield("amsterdam")
        typing.finish()
        try await searchCities(serverURL: ServiceUnderTest.url, typed: typed)
        try await lookUpCities(client: ServiceUnderTest.client())
    }
}
