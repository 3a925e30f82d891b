import ByteUtilities

extension CityIndex {
    /// Appends the JSON objects of the cities of `hits`, in order, to `writer`, joined by commas (the inside of a
    /// JSON array), each with what the answer shows beside it (`HitMembers`). The page is written as one piece, as
    /// `appendJSONList(ofCitiesAt:to:)` writes one, not object by object.
    package func appendJSONList(of hits: [CityHit], to writer: inout JSONWriter) {
        let names = alternateNames
        // The spelling of a name that matched lies a lookup or two away in tables of megabytes: each is asked for
        // before the objects, so that their misses of the caches overlap (docs/performance.md, "What a short
        // qualified search waits on in the cycle").
        for hit in hits {
            if let position = hit.alternateName {
                names.prefetchSpelling(at: position)
            }
        }
        cityJSON.appendList(hits, members: HitMembers(names: names), to: &writer)
    }
}

/// What a hit shows beside its city's object, each member after a comma: the alternate name that the prefix
/// matched, when it did not match the city's own (`"matched":"…"`); the part of the name that matched, when the
/// hit carries it (`"match":[start,end]`, in UTF-16 code units); and how far the city is from the search's point,
/// when it has a distance (`"distance"`, in whole metres). Its methods are inlined into the writing of the list,
/// which its own specialization calls directly: called, they took a tenth more of the page's JSON.
private struct HitMembers: ObjectMembers {
    static let matched: StaticString = #","matched":"#
    static let match: StaticString = #","match":["#
    static let distance: StaticString = #","distance":"#

    /// The alternate names whose spellings `matched` shows.
    let names: AlternateNames

    func position(of hit: CityHit) -> Int {
        hit.rank
    }

    @inline(__always) func size(of hit: CityHit) -> Int {
        var size = 0
        if let position = hit.alternateName {
            size += Self.matched.utf8CodeUnitCount + names.withSpelling(at: position, JSONText.stringSize)
        }
        if hit.matchedName != nil {
            size += Self.match.utf8CodeUnitCount + 2 * JSONText.integerSizeBound + 2
        }
        if hit.distance != nil {
            size += Self.distance.utf8CodeUnitCount + JSONText.integerSizeBound
        }
        return size
    }

    @inline(__always) func write(of hit: CityHit, to writer: inout ByteWriter) {
        if let position = hit.alternateName {
            writer.write(Self.matched)
            names.withSpelling(at: position) { JSONText.writeString($0, to: &writer) }
        }
        if let range = hit.matchedName {
            writer.write(Self.match)
            JSONText.writeInteger(Int64(range.lowerBound), to: &writer)
            writer.write(UInt8(ascii: ","))
            JSONText.writeInteger(Int64(range.upperBound), to: &writer)
            writer.write(UInt8(ascii: "]"))
        }
        if let distance = hit.distance {
            writer.write(Self.distance)
            JSONText.writeInteger(Int64(distance.rounded()), to: &writer)
        }
    }
}
