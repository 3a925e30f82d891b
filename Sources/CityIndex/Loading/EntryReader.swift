import ByteUtilities

/// Reads the array of entries, remembering which entry and field it is in for error messages.
struct EntryReader {
    var scanner: JSONScanner
    let file: String
    var entry: Int?
    var field: String?
    /// The storage of an entry's alternate names, kept from one entry to the next.
    private var alternateNames: [UnsafeBufferPointer<UInt8>] = []

    init(scanner: JSONScanner, file: String) {
        self.scanner = scanner
        self.file = file
    }

    /// Reads the whole file: the array and every entry in it.
    mutating func readAll<Sink: CityEntrySink>(into sink: inout Sink) throws(CityDataError) {
        try readArrayStart()
        if try step({ (scanner: inout JSONScanner) in scanner.consume(UInt8(ascii: "]")) }) == false {
            _ = try readEntries(into: &sink, claimingEach: { _ in nil })
        }
        try readFileEnd()
    }

    /// Reads the `[` that opens the file's array.
    mutating func readArrayStart() throws(CityDataError) {
        try step { (scanner: inout JSONScanner) throws(JSONScanError) in
            guard scanner.peek() == UInt8(ascii: "[") else {
                throw scanner.error("expected a JSON array of cities ('['), found \(scanner.describeNext())")
            }
            try scanner.expect(UInt8(ascii: "["))
        }
    }

    /// Checks that nothing but white space follows the array.
    mutating func readFileEnd() throws(CityDataError) {
        try step { (scanner: inout JSONScanner) throws(JSONScanError) in
            guard scanner.isAtEnd() else {
                throw scanner.error("expected the end of the file after the array, found \(scanner.describeNext())")
            }
        }
    }

    /// Where a run of entries stopped.
    enum RunEnd {
        /// At the `]` that closes the array, which has been read.
        case arrayEnd
        /// With the next entry starting exactly where the run was to end.
        case boundary
        /// Past where the run was to end, which was not where an entry starts.
        case missedBoundary
    }

    /// Reads entries from the start of one, numbering them from 1, until the array ends or `claim`, given where
    /// each next entry starts, returns where the run ends instead.
    mutating func readEntries<Sink: CityEntrySink>(
        into sink: inout Sink,
        claimingEach claim: (Int) -> Int?
    ) throws(CityDataError) -> RunEnd {
        var count = 0
        repeat {
            count += 1
            entry = count
            sink.add(try readEntry())
            scanner.releaseDecodedStrings()
            entry = nil
            if try step({ (scanner: inout JSONScanner) in scanner.consume(UInt8(ascii: ",")) }) == false {
                try step { (scanner: inout JSONScanner) throws(JSONScanError) in
                    guard scanner.consume(UInt8(ascii: "]")) else {
                        throw scanner.error(
                            "expected ',' or ']' after entry \(count), found \(scanner.describeNext())"
                        )
                    }
                }
                return .arrayEnd
            }
            _ = scanner.peek()
            if let end = claim(scanner.offset) {
                return scanner.offset == end ? .boundary : .missedBoundary
            }
        } while true
    }

    private mutating func readEntry() throws(CityDataError) -> CityEntry {
        let entryStart = try step { (scanner: inout JSONScanner) throws(JSONScanError) -> Int in
            guard scanner.peek() == UInt8(ascii: "{") else {
                throw scanner.error("must be an object, found \(scanner.describeNext())")
            }
            let start = scanner.offset
            try scanner.expect(UInt8(ascii: "{"))
            return start
        }
        var fields = EntryFields()
        swap(&fields.alternateNames, &alternateNames)
        fields.alternateNames.removeAll(keepingCapacity: true)
        defer { swap(&fields.alternateNames, &alternateNames) }
        if try step({ (scanner: inout JSONScanner) in scanner.consume(UInt8(ascii: "}")) }) == false {
            repeat {
                let key = try step { (scanner: inout JSONScanner) throws(JSONScanError) -> UnsafeBufferPointer<UInt8> in
                    let key = try scanner.readStringBytes()
                    try scanner.expect(UInt8(ascii: ":"))
                    return key
                }
                try readField(key, into: &fields)
            } while try step({ (scanner: inout JSONScanner) in scanner.consume(UInt8(ascii: ",")) })
            try step { (scanner: inout JSONScanner) throws(JSONScanError) in
                guard scanner.consume(UInt8(ascii: "}")) else {
                    throw scanner.error("expected ',' or '}' in the entry, found \(scanner.describeNext())")
                }
            }
        }
        return try fields.entry(or: { (field, problem) in failure(field: field, problem: problem, at: entryStart) })
    }

    private mutating func readField(
        _ key: UnsafeBufferPointer<UInt8>,
        into fields: inout EntryFields
    ) throws(CityDataError) {
        defer { field = nil }
        if key.equals("name") {
            field = "name"
            fields.name = try step { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readText() }
        } else if key.equals("_id") || key.equals("id") {
            field = key.count == 2 ? "id" : "_id"
            fields.id = try step { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.readInteger() }
        } else if key.equals("country") {
            field = "country"
            fields.country = try step(readOptionalString)
        } else if key.equals("state") {
            field = "state"
            fields.state = try step(readOptionalString)
        } else if key.equals("coord") {
            field = "coord"
            try step { (scanner: inout JSONScanner) throws(JSONScanError) in
                guard scanner.peek() == UInt8(ascii: "{") else {
                    throw scanner.error(
                        "must be an object like {\"lon\":34.28,\"lat\":44.55}, found \(scanner.describeNext())"
                    )
                }
            }
            fields.hasCoordinates = true
            try readCoordinates(into: &fields)
        } else if key.equals("population") {
            field = "population"
            fields.population = try step(readPopulation)
        } else if key.equals("region") {
            field = "region"
            fields.region = try step(readOptionalString)
        } else if key.equals("alternateNames") {
            field = "alternateNames"
            try step { (scanner: inout JSONScanner) throws(JSONScanError) in
                try readAlternateNames(&scanner, into: &fields.alternateNames)
            }
        } else {
            field = String(decoding: key, as: UTF8.self)
            try step { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.skipValue() }
        }
    }

    private mutating func readCoordinates(into fields: inout EntryFields) throws(CityDataError) {
        try step { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.expect(UInt8(ascii: "{")) }
        if try step({ (scanner: inout JSONScanner) in scanner.consume(UInt8(ascii: "}")) }) { return }
        repeat {
            let key = try step { (scanner: inout JSONScanner) throws(JSONScanError) -> UnsafeBufferPointer<UInt8> in
                let key = try scanner.readStringBytes()
                try scanner.expect(UInt8(ascii: ":"))
                return key
            }
            if key.equals("lon") {
                field = "coord.lon"
                fields.longitude = try step { (scanner: inout JSONScanner) throws(JSONScanError) in
                    try scanner.readFiniteNumber()
                }
            } else if key.equals("lat") {
                field = "coord.lat"
                fields.latitude = try step { (scanner: inout JSONScanner) throws(JSONScanError) in
                    try scanner.readFiniteNumber()
                }
            } else {
                field = "coord." + String(decoding: key, as: UTF8.self)
                try step { (scanner: inout JSONScanner) throws(JSONScanError) in try scanner.skipValue() }
            }
            field = "coord"
        } while try step({ (scanner: inout JSONScanner) in scanner.consume(UInt8(ascii: ",")) })
        try step { (scanner: inout JSONScanner) throws(JSONScanError) in
            guard scanner.consume(UInt8(ascii: "}")) else {
                throw scanner.error("expected ',' or '}', found \(scanner.describeNext())")
            }
        }
    }

    /// Runs one scanner step, turning its error into a `CityDataError` at the current entry and field.
    private mutating func step<T>(_ body: (inout JSONScanner) throws(JSONScanError) -> T) throws(CityDataError) -> T {
        do {
            return try body(&scanner)
        } catch {
            throw failure(field: field, problem: error.problem, at: error.offset)
        }
    }

    private func failure(field: String?, problem: String, at offset: Int) -> CityDataError {
        let (line, column) = scanner.location(of: offset)
        return CityDataError(file: file, entry: entry, field: field, line: line, column: column, problem: problem)
    }
}

/// Reads a whole number of people, 0 or more, or `null` as 0 (not known).
private func readPopulation(_ scanner: inout JSONScanner) throws(JSONScanError) -> Int64 {
    if scanner.consumeNull() { return 0 }
    guard let next = scanner.peek(), next == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
    else {
        throw scanner.error("must be a whole number of people, 0 or more, found \(scanner.describeNext())")
    }
    let start = scanner.offset
    let population = try scanner.readInteger()
    guard population >= 0 else {
        throw JSONScanError(offset: start, problem: "must be a whole number of people, 0 or more, found \(population)")
    }
    return population
}

/// Reads an array of strings, or `null` as none: the other names of the place, appended to `names`.
private func readAlternateNames(
    _ scanner: inout JSONScanner,
    into names: inout [UnsafeBufferPointer<UInt8>]
) throws(JSONScanError) {
    if scanner.consumeNull() { return }
    guard scanner.consume(UInt8(ascii: "[")) else {
        throw scanner.error("must be an array of names like [\"Cologne\",\"Köln\"], found \(scanner.describeNext())")
    }
    if scanner.consume(UInt8(ascii: "]")) { return }
    repeat {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            throw scanner.error("must hold only strings, found \(scanner.describeNext())")
        }
        names.append(try scanner.readText())
    } while scanner.consume(UInt8(ascii: ","))
    guard scanner.consume(UInt8(ascii: "]")) else {
        throw scanner.error("expected ',' or ']' in the names, found \(scanner.describeNext())")
    }
}

/// Reads a string's UTF-8 bytes, or `null` as no bytes.
private func readOptionalString(_ scanner: inout JSONScanner) throws(JSONScanError) -> UnsafeBufferPointer<UInt8> {
    if scanner.consumeNull() { return UnsafeBufferPointer(start: nil, count: 0) }
    return try scanner.readText()
}
