import ByteUtilities
import CityIndex

/// `POST /cities` with `{"ids":[…]}`: up to 100 cities by id, each with its query, in request order.
enum BulkLookup {
    /// The most ids one request may ask for.
    static let maximumIDs = 100

    /// The answer to a body of ids, from `served`.
    ///
    /// - Throws: `APIError` (400) for a body that is not `{"ids":[...]}` with at most `maximumIDs` whole numbers.
    static func answer(body: [UInt8], served: ServedCities) throws(APIError) -> Response {
        let ids = try parseIDs(body)
        var writer = JSONWriter(bodyCapacity: 32 + ids.count * 180)
        writer.append(raw: "{\"status\":200,\"result\":[")
        for (number, id) in ids.enumerated() {
            writer.append(raw: number == 0 ? "{\"query\":" : ",{\"query\":")
            writer.append(integer: id)
            writer.append(raw: ",\"result\":")
            if let rank = served.index.rank(ofID: id) {
                served.index.appendJSON(ofCityAt: rank, to: &writer)
            } else {
                writer.append(raw: "null")
            }
            writer.append(raw: "}")
        }
        writer.append(raw: "]}")
        return Response(status: 200, body: writer.bytes)
    }

    /// The ids of a body `{"ids":[2759794,3448439]}`; other members are ignored.
    static func parseIDs(_ body: [UInt8]) throws(APIError) -> [Int64] {
        let ids: [Int64]?
        do {
            ids = try readBody(body)
        } catch {
            throw .badRequest(
                "The body must be JSON like {\"ids\":[2759794,3448439]}: at byte \(error.offset + 1), \(error.problem)."
            )
        }
        guard let ids else {
            throw .badRequest("The body must have an \"ids\" array, like {\"ids\":[2759794,3448439]}.")
        }
        guard ids.count <= maximumIDs else {
            throw .badRequest("The body has \(ids.count) ids; send at most \(maximumIDs) in one request.")
        }
        return ids
    }

    /// The `ids` member of the body's object, or `nil` when it has none.
    private static func readBody(_ body: [UInt8]) throws(JSONScanError) -> [Int64]? {
        try body.withUnsafeBufferPointer { (body) throws(JSONScanError) in
            var scanner = JSONScanner(bytes: body)
            return try readBody(&scanner)
        }
    }

    private static func readBody(_ scanner: inout JSONScanner) throws(JSONScanError) -> [Int64]? {
        var ids: [Int64]?
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw scanner.error("expected an object, found \(scanner.describeNext())")
        }
        try scanner.expect(UInt8(ascii: "{"))
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try scanner.readString()
                try scanner.expect(UInt8(ascii: ":"))
                if key == "ids" {
                    ids = try readIDs(&scanner)
                } else {
                    try scanner.skipValue()
                }
            } while scanner.consume(UInt8(ascii: ","))
            guard scanner.consume(UInt8(ascii: "}")) else {
                throw scanner.error("expected ',' or '}', found \(scanner.describeNext())")
            }
        }
        guard scanner.isAtEnd() else {
            throw scanner.error("expected the end of the body, found \(scanner.describeNext())")
        }
        return ids
    }

    private static func readIDs(_ scanner: inout JSONScanner) throws(JSONScanError) -> [Int64] {
        guard scanner.peek() == UInt8(ascii: "[") else {
            throw scanner.error("\"ids\" must be an array of whole numbers, found \(scanner.describeNext())")
        }
        try scanner.expect(UInt8(ascii: "["))
        var ids: [Int64] = []
        if scanner.consume(UInt8(ascii: "]")) { return ids }
        repeat {
            guard let next = scanner.peek(), next == UInt8(ascii: "-") || next.isASCIIDigit else {
                throw scanner.error(
                    "\"ids\" must hold whole numbers only, found \(scanner.describeNext()) as id \(ids.count + 1)"
                )
            }
            ids.append(try scanner.readInteger(allowingFractionDigits: true))
        } while scanner.consume(UInt8(ascii: ","))
        guard scanner.consume(UInt8(ascii: "]")) else {
            throw scanner.error("expected ',' or ']' in \"ids\", found \(scanner.describeNext())")
        }
        return ids
    }
}
