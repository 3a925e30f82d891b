/// A typed prefix that holds a comma, read as a name and the qualifiers after it (`london, g`,
/// `sydney, nova scotia, ca`): every way to cut it at a comma into a name before and qualifiers after, the
/// last qualifier being a prefix and the others whole.
struct QualifiedPrefix: Sendable {
    /// One way to cut the prefix: the folded name before a comma, not empty, and the qualifiers after it.
    struct Cut: Sendable {
        /// The text before the comma, folded as a whole name.
        var name: [UInt8]
        /// Each comma-separated text after the comma, folded, in order; the last as a prefix.
        var qualifiers: ArraySlice<Qualifier>
    }

    /// The cuts with a name, the shortest name first: each later name starts with the earlier ones, and no two
    /// names are alike. All of them end with the same qualifier.
    let cuts: [Cut]

    /// The cuts of `prefix`, or `nil` when it holds no comma or no cut has a name.
    init?(_ prefix: String) {
        guard prefix.utf8.contains(UInt8(ascii: ",")) else { return nil }
        let parts = prefix.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return nil }
        // Each part after the first is a qualifier of every cut before it, the last as a prefix: folded once, so
        // that a prefix of many commas costs as many folds, not their square.
        let qualifiers = parts.indices.dropFirst().map { Qualifier(String(parts[$0]), isPrefix: $0 == parts.count - 1) }
        var cuts: [Cut] = []
        for nameEnd in 1..<parts.count {
            let name = Fold.nameBytes(parts[..<nameEnd].joined(separator: ","))
            guard !name.isEmpty else { continue }
            // A later cut whose name folds alike (`a,,b`) has fewer qualifiers, so it matches every city the
            // earlier one does, at least as well: the earlier one adds nothing.
            if cuts.last?.name == name {
                cuts.removeLast()
            }
            cuts.append(Cut(name: name, qualifiers: qualifiers[(nameEnd - 1)...]))
        }
        guard !cuts.isEmpty else { return nil }
        self.cuts = cuts
    }
}
