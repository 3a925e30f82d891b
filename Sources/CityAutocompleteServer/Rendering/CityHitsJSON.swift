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
        var body = JSONWriter(bodyCapacity: 32 + hits.count * 200)
        body.append(raw: "{\"status\":200,\"result\":[")
        index.appendJSONList(of: hits, to: &body)
        body.append(raw: "]}")
        return body.bytes
    }
}
