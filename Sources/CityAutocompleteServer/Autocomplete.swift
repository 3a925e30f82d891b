import CityIndex

/// `GET /cities/{prefix}/autocomplete?limit=&offset=&country=`: the cities whose names start with the prefix.
enum Autocomplete {
    /// The longest prefix accepted, in bytes after percent-decoding.
    static let maximumPrefixSize = 256
    static let defaultLimit = 10
    static let maximumLimit = 100

    static func answer(
        encodedPrefix: ArraySlice<UInt8>,
        query: ArraySlice<UInt8>,
        served: ServedCities
    ) throws(APIError) -> Response {
        let prefix = try decodePrefix(encodedPrefix)
        let parameters = try QueryParameters(query)
        let limit = try wholeNumber(parameters["limit"], name: "limit", range: 1...maximumLimit) ?? defaultLimit
        let offset = try wholeNumber(parameters["offset"], name: "offset", range: 0...Int.max) ?? 0
        let country = try countryCode(parameters["country"])

        let matches = served.index.matches(prefix: prefix, country: country)
        let first = min(offset, matches.count)
        let page = first..<(first + min(limit, matches.count - first))
        let consecutive = matches.consecutiveRanks(page).map { served.index.jsonList($0) }
        var body = JSONWriter(capacity: 32 + (consecutive?.count ?? page.count * 160))
        body.append(raw: "{\"status\":200,\"result\":[")
        if let consecutive {
            body.append(rawBytes: consecutive)
        } else {
            for index in page {
                if index > page.lowerBound { body.append(raw: ",") }
                body.append(rawBytes: served.index.json(at: matches[index]))
            }
        }
        body.append(raw: "]}")
        return Response(status: 200, body: body.bytes)
    }

    /// The prefix segment percent-decoded as UTF-8, with `+` as a plus sign.
    private static func decodePrefix(_ encoded: ArraySlice<UInt8>) throws(APIError) -> String {
        do {
            return try PercentDecoding.decodeText(encoded, plusIsSpace: false, maximumByteCount: maximumPrefixSize)
        } catch {
            switch error {
            case .badEscape(let offset):
                throw .badRequest(
                    "The prefix has a bad percent-encoding at byte \(offset + 1): every % must be followed by two hex digits, as in %20."
                )
            case .tooLong(let byteCount):
                throw .badRequest(
                    "The prefix is \(byteCount) bytes long; the longest accepted is \(maximumPrefixSize) bytes."
                )
            case .notUTF8:
                throw .badRequest(
                    "The prefix is not valid UTF-8 once percent-decoded; encode text as UTF-8 before percent-encoding it."
                )
            }
        }
    }

    private static func wholeNumber(_ text: String?, name: String, range: ClosedRange<Int>) throws(APIError) -> Int? {
        guard let text else { return nil }
        guard !text.isEmpty, text.utf8.allSatisfy(\.isASCIIDigit),
            let value = Int(text), range.contains(value)
        else {
            let bounds = range.upperBound == Int.max ? "0 or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw .badRequest("\(name) must be a whole number \(bounds), not \(APIError.shown(text)).")
        }
        return value
    }

    private static func countryCode(_ text: String?) throws(APIError) -> CountryCode? {
        guard let text else { return nil }
        guard let code = CountryCode(text) else {
            throw .badRequest(
                "country must be a two-letter country code such as NL or us, not \(APIError.shown(text))."
            )
        }
        return code
    }
}
