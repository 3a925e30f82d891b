/// A typed prefix that holds a comma, read as a name and the qualifiers after it (`london, g`,
/// `sydney, nova scotia, ca`): every way to cut it at a comma into a name before and qualifiers after, the
/// last qualifier being a prefix and the others whole.
struct QualifiedPrefix: Sendable {
    /// One way to cut the prefix: the folded name before a comma, not empty, and the qualifiers after it.
    struct Cut: Sendable {
        /// The text before the comma, folded as a whole name.
        var name: [UInt8]
        /// Each comma-separated text after the comma, folded, in order; the last as a prefix.
        var qualifiers: [Qualifier]
    }

    /// The cuts with a name, the shortest name first: each later name starts with the earlier ones.
    let cuts: [Cut]

    /// The cuts of `prefix`, or `nil` when it holds no comma or no cut has a name.
    init?(_ prefix: String) {
        let parts = prefix.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return nil }
        var cuts: [Cut] = []
        for nameEnd in 1..<parts.count {
            let name = Fold.nameBytes(parts[..<nameEnd].joined(separator: ","))
            guard !name.isEmpty else { continue }
            let qualifiers = parts[nameEnd...].enumerated().map { offset, text in
                Qualifier(String(text), isPrefix: nameEnd + offset == parts.count - 1)
            }
            cuts.append(Cut(name: name, qualifiers: qualifiers))
        }
        guard !cuts.isEmpty else { return nil }
        self.cuts = cuts
    }
}
