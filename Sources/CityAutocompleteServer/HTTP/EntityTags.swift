/// `If-None-Match` evaluation (RFC 9110, section 13.1.2): weak comparison of a list of tags, or `*`.
enum EntityTags {
    /// Whether the header value `list` names `current`.
    static func list(_ list: String, matches current: String) -> Bool {
        let trimmed = list.trimming(" \t")
        if trimmed == "*" { return true }
        let opaqueCurrent = opaque(current)
        return trimmed.split(separator: ",").contains { opaque($0.trimming(" \t")) == opaqueCurrent }
    }

    /// The tag without a weak `W/` marker.
    private static func opaque(_ tag: some StringProtocol) -> Substring {
        let tag = Substring(tag)
        return tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
    }
}
