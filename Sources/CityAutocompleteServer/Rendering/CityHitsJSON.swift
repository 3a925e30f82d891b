import ByteUtilities
import CityIndex

/// The body of an answer whose cities carry more than their JSON: where the prefix matched the name
/// (`"match":[start,end]`, in UTF-16 code units) and how far they are from a point (`"distance"`, in whole
/// metres).
enum CityHitsJSON {
    /// `{"status":200,"result":[...]}` with a city for each of `hits`, in order, with a `match` when
    /// `highlight` is set and a `distance` when the hit has one.
    static func body(_ hits: [CityHit], index: CityIndex, highlight: Bool) -> [UInt8] {
        var body = JSONWriter(capacity: 32 + hits.count * 200)
        body.append(raw: "{\"status\":200,\"result\":[")
        for (position, hit) in hits.enumerated() {
            if position > 0 { body.append(raw: ",") }
            body.append(rawBytes: index.json(at: hit.rank).dropLast())
            if highlight {
                let range = index.nameRange(ofFolded: hit.matchedFoldedBytes, at: hit.rank)
                body.append(raw: ",\"match\":[")
                body.append(integer: Int64(range.lowerBound))
                body.append(raw: ",")
                body.append(integer: Int64(range.upperBound))
                body.append(raw: "]")
            }
            if let distance = hit.distance {
                body.append(raw: ",\"distance\":")
                body.append(integer: Int64(distance.rounded()))
            }
            body.append(raw: "}")
        }
        body.append(raw: "]}")
        return body.bytes
    }
}
