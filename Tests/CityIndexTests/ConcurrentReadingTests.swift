import CityIndex
import Foundation
import Testing

/// Reading a file in pieces at once must give exactly what reading it in one piece gives.
@Suite("Reading a file in pieces at once")
struct ConcurrentReadingTests {
    /// Collects the ids of the entries it is given.
    struct IDCollector: CityEntrySink, Sendable {
        var ids: [Int64] = []

        mutating func add(_ entry: CityEntry) {
            ids.append(entry.id)
        }
    }

    /// A file of `count` entries, one a line, whose names are given by `name`.
    static func file(count: Int, name: (Int) -> String = { "City \($0)" }) -> [UInt8] {
        let entries = (1...count).map { id in
            #"{"country":"NL","name":"\#(name(id))","_id":\#(id),"coord":{"lon":4.88969,"lat":52.374031}}"#
        }
        return Array(("[\n" + entries.joined(separator: ",\n") + "\n]\n").utf8)
    }

    static func readIDs(_ bytes: [UInt8], parts: Int) throws(CityDataError) -> [Int64] {
        try CityFile.readConcurrently(bytes, file: "test.json", parts: parts) { _ in IDCollector() }.flatMap(\.ids)
    }

    @Test("Every entry, in the file's order, whatever the number of pieces", arguments: [1, 2, 3, 8])
    func pieces(parts: Int) throws {
        #expect(try Self.readIDs(Self.file(count: 5000), parts: parts) == Array(1...5000))
    }

    @Test("Names that look like entry boundaries do not fool the split", arguments: [2, 4, 16])
    func boundariesInsideNames(parts: Int) throws {
        let bytes = Self.file(count: 2000) { id in #"Odd }, {\"name\":\"X\"}, {\#(id)"# }
        #expect(try Self.readIDs(bytes, parts: parts) == Array(1...2000))
    }

    @Test("An error in a later piece is reported as reading in one piece reports it")
    func errorInALaterPiece() throws {
        var text = String(decoding: Self.file(count: 3000), as: UTF8.self)
        text = text.replacingOccurrences(of: #""name":"City 2500","#, with: "")
        let error = #expect(throws: CityDataError.self) { try Self.readIDs(Array(text.utf8), parts: 4) }
        #expect(error?.description == #"test.json: entry 2500 (line 2501, column 1): field "name" is missing"#)
    }
}
