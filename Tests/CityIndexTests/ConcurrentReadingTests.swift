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
        try CityFile.readConcurrently(bytes, file: "test.json", parts: parts, smallestSplit: 1) { _ in IDCollector() }
            .flatMap(\.ids)
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

/// The stretch one thread reads while others may take the rest of it: a split and the reader's claims never
/// cross.
@Suite("A stretch of a file")
struct FileStretchTests {
    /// Where each entry of `ConcurrentReadingTests.file(count: 100)` starts.
    static let bytes = ConcurrentReadingTests.file(count: 100)
    static let entryStarts = bytes.indices.filter {
        bytes[$0] == UInt8(ascii: "{") && bytes[$0 - 1] != UInt8(ascii: ":")
    }

    static func nextEntryStart(from offset: Int) -> Int? {
        entryStarts.first { $0 >= offset }
    }

    @Test("A split takes the second half of what is left from the next entry start, and the reader stops there")
    func split() {
        Self.bytes.withUnsafeBufferPointer { bytes in
            let stretch = FileStretch(start: Self.entryStarts[0], end: nil)
            #expect(stretch.claim(entryAt: Self.entryStarts[10]) == nil)
            let left = bytes.count - Self.entryStarts[10]
            #expect(stretch.unclaimed(in: bytes) == left)
            let taken = stretch.splitOff(smallest: 1, in: bytes, guess: Self.nextEntryStart)
            let expectedStart = Self.nextEntryStart(from: Self.entryStarts[10] + left / 2)!
            #expect(taken?.start == expectedStart)
            #expect(taken?.unclaimed(in: bytes) == bytes.count - expectedStart)
            let lastBefore = Self.entryStarts.last { $0 < expectedStart }!
            #expect(stretch.claim(entryAt: lastBefore) == nil)
            #expect(stretch.claim(entryAt: expectedStart) == expectedStart)
            #expect(stretch.unclaimed(in: bytes) == 0)
            #expect(stretch.splitOff(smallest: 1, in: bytes, guess: Self.nextEntryStart) == nil)
        }
    }

    @Test("Nothing is split off with fewer bytes left than asked, or with no entry start after the middle")
    func noSplit() {
        Self.bytes.withUnsafeBufferPointer { bytes in
            let stretch = FileStretch(start: Self.entryStarts[0], end: Self.entryStarts[50])
            #expect(stretch.splitOff(smallest: Self.entryStarts[50] + 1, in: bytes, guess: Self.nextEntryStart) == nil)
            #expect(stretch.splitOff(smallest: 1, in: bytes, guess: { _ in nil }) == nil)
            #expect(stretch.splitOff(smallest: 1, in: bytes, guess: { _ in Self.entryStarts[50] }) == nil)
            #expect(stretch.claim(entryAt: Self.entryStarts[49]) == nil)
            #expect(stretch.claim(entryAt: Self.entryStarts[50]) == Self.entryStarts[50])
        }
    }

    @Test("A stretch split off a bounded one ends where that one did")
    func splitOfBounded() {
        Self.bytes.withUnsafeBufferPointer { bytes in
            let stretch = FileStretch(start: Self.entryStarts[0], end: Self.entryStarts[60])
            let taken = stretch.splitOff(smallest: 1, in: bytes, guess: Self.nextEntryStart)!
            #expect(taken.start > Self.entryStarts[0] && taken.start < Self.entryStarts[60])
            #expect(taken.claim(entryAt: Self.entryStarts[59]) == nil)
            #expect(taken.claim(entryAt: Self.entryStarts[60]) == Self.entryStarts[60])
        }
    }
}
