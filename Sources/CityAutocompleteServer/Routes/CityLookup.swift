import ByteUtilities
import CityIndex

/// `GET /cities/{id}`: one city by its id.
enum CityLookup {
    /// The answer for the id written as `digits`, from `served`.
    ///
    /// - Throws: `APIError` (404) when no city has the id.
    static func answer(digits: ArraySlice<UInt8>, served: ServedCities) throws(APIError) -> Response {
        let text = String(decoding: digits, as: UTF8.self)
        guard let id = Int64(text), let rank = served.index.rank(ofID: id) else {
            throw .notFound("No city has the id \(text.prefix(24)); ids come from the \"id\" of autocomplete results.")
        }
        var body = JSONWriter(bodyCapacity: 256)
        body.append(raw: "{\"status\":200,\"result\":")
        served.index.appendJSON(ofCityAt: rank, to: &body)
        body.append(raw: "}")
        return Response(status: 200, body: body.bytes)
    }
}
