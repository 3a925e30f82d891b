import ByteUtilities
import CityIndex

/// `GET /cities/{prefix}/autocomplete?limit=&offset=&country=&typos=&highlight=&match=&names=&near=&sort=`: the
/// cities whose names start with the prefix, and with the options, those whose alternate names do, those near it
/// by a typo or at a later word, ordered by name, by importance or by distance.
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
        let limit = try parameters.wholeNumber("limit", range: 1...maximumLimit) ?? defaultLimit
        let offset = try parameters.wholeNumber("offset", range: 0...Int.max) ?? 0
        let order = try parameters.order()
        let near = try parameters.nearPoint()
        if order == .relevance && near != nil {
            throw .badRequest(
                "Choose between sort=relevance and near: near orders the cities by their distance from the point, sort=relevance by how many people live there."
            )
        }
        let search = CitySearch(
            prefix: prefix,
            country: try parameters.countryCode(),
            offset: offset,
            limit: limit,
            typos: try parameters.flag("typos"),
            wordPrefixes: try parameters.matchesWords(),
            names: try parameters.names(),
            order: order,
            near: near,
            highlight: try parameters.flag("highlight")
        )
        guard search.highlight || search.typos || search.wordPrefixes || search.names == .all || search.near != nil
        else {
            return Response(status: 200, body: plainBody(search, index: served.index))
        }
        return Response(status: 200, body: CityHitsJSON.body(served.index.page(of: search), index: served.index))
    }

    /// The answer to a search without options but `sort`, `country` and `names=own`: the page's JSON copied, from a range of
    /// ranks when its cities are neighbours in the index.
    private static func plainBody(_ search: CitySearch, index: CityIndex) -> [UInt8] {
        let matches = index.matches(prefix: search.prefix, country: search.country)
        let page = matches.page(offset: search.offset, limit: search.limit)
        var body = JSONWriter(bodyCapacity: 32 + page.count * 160)
        body.append(raw: "{\"status\":200,\"result\":[")
        if search.order == .relevance {
            index.appendJSONList(
                ofCitiesAt: index.ranksByRelevance(of: matches, offset: search.offset, limit: search.limit),
                to: &body
            )
        } else if let ranks = matches.consecutiveRanks(page) {
            index.appendJSONList(ofCitiesAt: ranks, to: &body)
        } else {
            index.appendJSONList(ofCitiesAt: page.map { matches[$0] }[...], to: &body)
        }
        body.append(raw: "]}")
        return body.bytes
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
}
