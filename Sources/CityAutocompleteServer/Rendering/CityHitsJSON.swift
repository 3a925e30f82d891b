import ByteUtilities
import CityIndex

/// The body of an answer whose cities carry more than their JSON: the alternate name that the prefix matched
/// (`"matched"`), where the prefix matched that name or the city's own (`"match":[start,end]`, in UTF-16 code
/// units), and how far they are from a point (`"distance"`, in whole metres).
enum CityHitsJSON {
    /// `{"status":200,"result":[...]}` with a city for each of `hits`, in order, with a `matched` when an
    /// alternate name matched, a `match` when the hit carries the part of its name that matched and a
    /// `distance` when it has one.
    static func body(_ hits: [CityHit], index: CityIndex) -> [UInt8] {
        var body = JSONWriter(capacity: 32 + hits.count * 200)
        body.append(raw: "{\"status\":200,\"result\":[")
        for (position, hit) in hits.enumerated() {
            if position > 0 { body.append(raw: ",") }
            index.appendJSON(ofCityAt: hit.rank, to: &body) { members in
                if let alternateName = hit.matchedAlternateName {
                    members.append(raw: ",\"matched\":")
                    members.append(string: alternateName)
                }
                if let match = hit.matchedName {
                    members.append(raw: ",\"match\":[")
                    members.append(integer: Int64(match.lowerBound))
                    members.append(raw: ",")
                    members.append(integer: Int64(match.upperBound))
                    members.append(raw: "]")
                }
                if let distance = hit.distance {
                    members.append(raw: ",\"distance\":")
                    members.append(integer: Int64(distance.rounded()))
                }
            }
        }
        body.append(raw: "]}")
        return body.bytes
    }
}
