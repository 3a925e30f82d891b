import CityIndex

/// `GET /cities/nearest?lat=&lon=&limit=&offset=&country=`: the cities closest to a point, nearest first, each
/// with its distance.
enum NearestCities {
    /// The answer to the query string `query`, from `served`.
    ///
    /// - Throws: `APIError` (400) for a missing or bad `lat`, `lon`, `limit`, `offset` or `country`.
    static func answer(query: ArraySlice<UInt8>, served: ServedCities) throws(APIError) -> Response {
        let parameters = try QueryParameters(query)
        let point = try parameters.latitudeAndLongitude()
        let limit =
            try parameters.wholeNumber("limit", range: 1...Autocomplete.maximumLimit) ?? Autocomplete.defaultLimit
        let offset = try parameters.wholeNumber("offset", range: 0...Int.max) ?? 0
        let country = try parameters.countryCode()
        let nearest =
            offset < served.index.count ? served.index.nearest(to: point, count: offset + limit, country: country) : []
        let hits = nearest.dropFirst(offset).map {
            CityHit(rank: $0.rank, matchedFoldedBytes: 0..<0, distance: $0.distance)
        }
        return Response(status: 200, body: CityHitsJSON.body(hits, index: served.index))
    }
}
