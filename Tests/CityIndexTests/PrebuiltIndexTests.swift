import ByteUtilities
import CityIndex
import Foundation
import PropertyBased
import Testing

/// A prebuilt index file read back answers exactly as the index it was written from, and a file that cannot be
/// used says why, naming itself.
@Suite("Prebuilt index files")
struct PrebuiltIndexTests {
    /// What the tests say the indexes were built from.
    static let source = PrebuiltIndexSource(byteCount: 36_049_916, fingerprint: 0x0123_4567_89ab_cdef)

    /// The shipped data's index, written to a prebuilt index file and read back.
    static let shippedIndexReadBack: CityIndex = {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try TestData.shippedIndex.writePrebuilt(to: path, source: source)
            return try CityIndex(prebuiltAt: path, source: source)
        } catch {
            fatalError("the shipped index does not write and read back: \(error)")
        }
    }()

    /// A path in the temporary directory that nothing uses.
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("cities-\(UUID()).json.index").path
    }

    /// The JSON of `hits` as an answer lists them.
    static func json(of hits: [CityHit], in index: CityIndex) -> [UInt8] {
        var writer = JSONWriter()
        index.appendJSONList(of: hits, to: &writer)
        return writer.bytes
    }

    @Test("Every city's JSON and every id read back as they were written")
    func everyCity() {
        let built = TestData.shippedIndex
        let readBack = Self.shippedIndexReadBack
        #expect(readBack.count == built.count)
        var builtList = JSONWriter()
        built.appendJSONList(ofCitiesAt: 0..<built.count, to: &builtList)
        var readList = JSONWriter()
        readBack.appendJSONList(ofCitiesAt: 0..<readBack.count, to: &readList)
        #expect(readList.bytes == builtList.bytes)
        #expect(TestData.shippedCities.allSatisfy { readBack.rank(ofID: $0.id) == built.rank(ofID: $0.id) })
        #expect(readBack.buildTimes == nil)
    }

    @Test("Pages with every option, names=all and qualified prefixes answer as the index built from the data")
    func pages() async {
        let built = TestData.shippedIndex
        let readBack = Self.shippedIndexReadBack
        let cities = TestData.shippedCitiesByRank
        await propertyCheck(
            count: 400,
            input: Gen.int(in: 0..<built.count),
            Gen.int(in: 1...12),
            Gen.int(in: 0...15),
            Gen.int(in: 0...511)
        ) { rank, length, offset, options in
            let city = cities[rank]
            let names = options & 64 != 0 && !city.alternateNames.isEmpty ? city.alternateNames : [city.name]
            var prefix = String(names[rank % names.count].unicodeScalars.prefix(length))
            if options & 256 != 0 {
                prefix += ", " + String((city.region ?? city.country).prefix(2))
            }
            let search = CitySearch(
                prefix: prefix,
                country: options & 8 != 0 ? CountryCode(city.country) : nil,
                offset: offset,
                limit: 1 + (rank % 30),
                typos: options & 2 != 0,
                wordPrefixes: options & 4 != 0,
                names: options & 128 != 0 ? .all : .own,
                order: options & 32 != 0 && options & 16 == 0 ? .relevance : .name,
                near: options & 16 != 0 ? GeoPoint(latitude: city.latitude + 1, longitude: city.longitude - 2) : nil,
                highlight: options & 1 != 0
            )
            let expected = built.page(of: search)
            let found = readBack.page(of: search)
            #expect(found == expected, "\(search)")
            #expect(Self.json(of: found, in: readBack) == Self.json(of: expected, in: built), "\(search)")
        }
    }

    @Test("The nearest cities read back as they were written")
    func nearest() async {
        let built = TestData.shippedIndex
        let readBack = Self.shippedIndexReadBack
        await propertyCheck(count: 50, input: Gen.int(in: 0..<built.count), Gen.int(in: 1...20)) { rank, count in
            let city = TestData.shippedCitiesByRank[rank]
            let point = GeoPoint(latitude: city.latitude + 0.5, longitude: city.longitude - 0.5)
            #expect(readBack.nearest(to: point, count: count) == built.nearest(to: point, count: count))
        }
    }

    @Test("A point that millionths of a degree do not hold reads back with the same bits")
    func exactPoints() throws {
        let index = try TestData.index(
            """
            [{"country":"NL","name":"Amsterdam","_id":1,"coord":{"lon":4.889690123,"lat":52.374031}},
            {"country":"DE","name":"Berlin","_id":2,"coord":{"lon":13.41053,"lat":52.524368},"alternateNames":["Berlino"]}]
            """
        )
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try index.writePrebuilt(to: path, source: Self.source)
        let readBack = try CityIndex(prebuiltAt: path, source: Self.source)
        let point = GeoPoint(latitude: 52, longitude: 5)
        #expect(readBack.nearest(to: point, count: 2) == index.nearest(to: point, count: 2))
        #expect(
            readBack.nearest(to: point, count: 1).first?.distance == index.nearest(to: point, count: 1).first?.distance
        )
        let berlino = CitySearch(prefix: "berlino", names: .all, highlight: true)
        #expect(readBack.page(of: berlino) == index.page(of: berlino))
        #expect(readBack.page(of: berlino).count == 1)
    }

    /// A prebuilt index file of the five cities, changed by `damage`, and the error reading it gives.
    static func error(
        source: PrebuiltIndexSource = source,
        damage: (inout [UInt8]) -> Void = { _ in }
    ) throws -> (path: String, error: PrebuiltIndexError?) {
        let path = temporaryPath()
        try TestData.index(TestData.fiveCities).writePrebuilt(to: path, source: Self.source)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        damage(&bytes)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try CityIndex(prebuiltAt: path, source: source)
            return (path, nil)
        } catch {
            return (path, error)
        }
    }

    @Test("An intact file of the same data reads")
    func intact() throws {
        #expect(try Self.error().error == nil)
    }

    @Test("A missing file says so, and is told apart from the other problems")
    func missing() {
        let path = Self.temporaryPath()
        #expect(
            throws: PrebuiltIndexError(
                file: path,
                problem: "cannot be opened: No such file or directory",
                isMissing: true
            )
        ) {
            try CityIndex(prebuiltAt: path, source: Self.source)
        }
    }

    @Test("A file of other data names both")
    func otherData() throws {
        let (path, error) = try Self.error(source: PrebuiltIndexSource(byteCount: 12, fingerprint: 34))
        #expect(
            error
                == PrebuiltIndexError(
                    file: path,
                    problem:
                        "was built from other data (36049916 bytes, fingerprint 0123456789abcdef), not this data file (12 bytes, fingerprint 0000000000000022)"
                )
        )
    }

    @Test("A file that is no prebuilt index, or is empty, says so")
    func notAnIndex() throws {
        for replacement in [Array("[{\"name\":\"Amsterdam\"}]".utf8), []] {
            let (path, error) = try Self.error { $0 = replacement }
            #expect(
                error == PrebuiltIndexError(file: path, problem: "is not a prebuilt index of city-autocomplete")
            )
        }
    }

    @Test("A file of another format version names both versions")
    func otherFormat() throws {
        let (path, error) = try Self.error { bytes in
            bytes.withUnsafeMutableBytes { raw in
                raw.storeBytes(of: PrebuiltIndexFile.formatVersion + 1, toByteOffset: 8, as: UInt64.self)
                let checksum = PrebuiltIndexChecksum.of(UnsafeRawBufferPointer(rebasing: raw[0..<40]))
                raw.storeBytes(of: checksum, toByteOffset: 40, as: UInt64.self)
            }
        }
        let version = PrebuiltIndexFile.formatVersion
        #expect(
            error
                == PrebuiltIndexError(
                    file: path,
                    problem:
                        "is in format \(version + 1), written by another version of city-autocomplete; this one reads format \(version)"
                )
        )
    }

    @Test("A changed header byte, a changed table byte, a file cut short or one with bytes added is damaged")
    func damaged() throws {
        let header = try Self.error { $0[20] ^= 1 }
        #expect(
            header.error
                == PrebuiltIndexError(
                    file: header.path,
                    problem: "is damaged: its header does not match its checksum"
                )
        )
        // The first table, the cities' JSON, starts after the header and its own three words.
        let table = try Self.error { $0[PrebuiltIndexFile.headerSize + 24 + 5] ^= 0x20 }
        #expect(
            table.error
                == PrebuiltIndexError(
                    file: table.path,
                    problem: "is damaged: the table at byte \(PrebuiltIndexFile.headerSize) does not match its checksum"
                )
        )
        let cutInTable = try Self.error { $0.removeSubrange(100...) }
        #expect(
            cutInTable.error
                == PrebuiltIndexError(
                    file: cutInTable.path,
                    problem: "is damaged: it ends inside the table at byte \(PrebuiltIndexFile.headerSize)"
                )
        )
        let cutAtEnd = try Self.error { $0.removeLast(3) }
        #expect(cutAtEnd.error?.problem.hasPrefix("is damaged: it ends before its last table, at byte ") == true)
        let longer = try Self.error { $0 += [UInt8](repeating: 0, count: 8) }
        #expect(longer.error?.problem.hasPrefix("is damaged: it goes on after its last table, at byte ") == true)
    }

    /// A prebuilt index file of the five cities whose table `number` (from 0) among those of five `Element`s,
    /// changed by `change`, carries a checksum that matches it: damage that only what the tables mean tells.
    static func error<Element: BitwiseCopyable>(
        changingTable number: Int,
        of _: Element.Type,
        _ change: (inout [Element]) -> Void
    ) throws -> (path: String, error: PrebuiltIndexError?) {
        try error { bytes in
            // Each table: its length in bytes, its elements' stride and its checksum, then its bytes, padded to
            // eight.
            let stride = MemoryLayout<Element>.stride
            var offset = PrebuiltIndexFile.headerSize
            var found = 0
            while offset < bytes.count {
                let (byteCount, elementStride) = bytes.withUnsafeBytes { [offset] header in
                    (
                        Int(header.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
                        Int(header.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                    )
                }
                let start = offset + 24
                if elementStride == stride && byteCount == 5 * stride {
                    if found == number {
                        var elements = bytes[start..<start + byteCount].withUnsafeBytes { table in
                            (0..<5).map { table.loadUnaligned(fromByteOffset: $0 * stride, as: Element.self) }
                        }
                        change(&elements)
                        elements.withUnsafeBytes { changed in
                            bytes.replaceSubrange(start..<start + byteCount, with: changed)
                            let checksum = PrebuiltIndexChecksum.of(changed)
                            withUnsafeBytes(of: checksum) { bytes.replaceSubrange(offset + 16..<offset + 24, with: $0) }
                        }
                        return
                    }
                    found += 1
                }
                offset = start + (byteCount + 7) & ~7
            }
            Issue.record("the file holds no table \(number) of five elements of \(stride) bytes")
        }
    }

    @Test("A city's place past the list of places, or a place's country past the countries, is damaged")
    func damagedPlaces() throws {
        let problem = "is damaged: its table of the cities' places does not match its list of places"
        // Tables of five Int32s: the countries' ranks, then each city's place.
        let place = try Self.error(changingTable: 1, of: Int32.self) { $0[4] = 5 }
        #expect(place.error == PrebuiltIndexError(file: place.path, problem: problem))
        // Tables of five Int16s: each city's country, then each place's, here past the 26 × 26 two-letter codes.
        let country = try Self.error(changingTable: 1, of: Int16.self) { $0[0] = 26 * 26 }
        #expect(country.error == PrebuiltIndexError(file: country.path, problem: problem))
    }

    @Test("A file that cannot be written names itself and the system's reason, and leaves nothing behind")
    func unwritable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID())").path
        let path = directory + "/cities.json.index"
        #expect(
            throws: PrebuiltIndexError(file: path, problem: "cannot be written: No such file or directory")
        ) {
            try TestData.index(TestData.fiveCities).writePrebuilt(to: path, source: Self.source)
        }
    }
}
