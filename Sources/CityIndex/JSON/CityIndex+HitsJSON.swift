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
        cityJSON.appendList(
            hits,
            position: \.rank,
            memberSize: { HitMembers.size(of: $0, names: names) },
            writeMembers: { HitMembers.write(of: $0, names: names, to: &$1) },
            to: &writer
        )
    }
}

/// What a hit shows beside its city's object, each member after a comma: the alternate name that the prefix
/// matched, when it did not match the city's own (`"matched":"…"`); the part of the name that matched, when the
/// hit carries it (`"match":[start,end]`, in UTF-16 code units); and how far the city is from the search's point,
/// when it has a distance (`"distance"`, in whole metres).
private enum HitMembers {
    static let matched: StaticString = #","matched":"#
    static let match: StaticString = #","match":["#
    static let distance: StaticString = #","distance":"#

    /// The most bytes `write` writes for `hit`, whose alternate names are `names`.
    static func size(of hit: CityHit, names: AlternateNames) -> Int {
        var size = 0
        if let position = hit.alternateName {
            size += matched.utf8CodeUnitCount + names.withSpelling(at: position, JSONText.stringSize)
        }
        if hit.matchedName != nil {
            size += match.utf8CodeUnitCount + 2 * JSONText.integerSizeBound + 2
        }
        if hit.distance != nil {
            size += distance.utf8CodeUnitCount + JSONText.integerSizeBound
        }
        return size
    }

    /// Writes the members of `hit`, whose alternate names are `names`.
    static func write(of hit: CityHit, names: AlternateNames, to writer: inout ByteWriter) {
        if let position = hit.alternateName {
            writer.write(matched)
            names.withSpelling(at: position) { JSONText.writeString($0, to: &writer) }
        }
        if let range = hit.matchedName {
            writer.write(match)
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
