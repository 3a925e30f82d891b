/// The parameters of a query string, decoded; each name may be given once.
package struct QueryParameters {
    /// The few parameters a request has, looked up by a scan: cheaper than hashing for so few.
    private var values: [(name: String, value: String)] = []

    /// How many parameters the array has room for once a query has any: most requests give one to three.
    private static let usualCount = 4

    /// Parses `name=value` pairs split by `&`, percent-decoded with `+` as a space.
    ///
    /// - Throws: `APIError` (400) for bad percent-encoding, bytes that are not UTF-8, or a repeated name.
    package init(_ query: ArraySlice<UInt8>) throws(APIError) {
        // The pairs are read where they lie, empty ones skipped, rather than split into an array first; room for
        // a few is made at once, rather than by growing the array a pair at a time.
        if !query.isEmpty {
            values.reserveCapacity(Self.usualCount)
        }
        var pairStart = query.startIndex
        while pairStart < query.endIndex {
            let pairEnd = query[pairStart...].firstIndex(of: UInt8(ascii: "&")) ?? query.endIndex
            let pair = query[pairStart..<pairEnd]
            pairStart = pairEnd + 1
            guard !pair.isEmpty else { continue }
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            let name = try Self.decode(pair[..<equals], what: "a query parameter name")
            let value = try Self.decode(
                equals < pair.endIndex ? pair[(equals + 1)...] : [],
                what: "the value of \(APIError.shownName(name))"
            )
            guard self[name] == nil else {
                throw .badRequest(
                    "The query parameter \(APIError.shownName(name)) is given more than once; give it once."
                )
            }
            values.append((name, value))
        }
    }

    /// The value of `name`, or `nil` when it is absent.
    package subscript(name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    private static func decode(
        _ encoded: ArraySlice<UInt8>,
        what: @autoclosure () -> String
    ) throws(APIError) -> String {
        do {
            return try PercentDecoding.decodeText(encoded, plusIsSpace: true)
        } catch .notUTF8 {
            throw .badRequest("The query string has bytes that are not UTF-8 in \(what()).")
        } catch {
            throw .badRequest(
                "The query string has a bad percent-encoding in \(what()): every % must be followed by two hex digits."
            )
        }
    }
}
