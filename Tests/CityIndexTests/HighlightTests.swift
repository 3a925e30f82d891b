import CityIndex
import PropertyBased
import Testing

/// Which part of a name a prefix matched, in UTF-16 code units of the name as written.
@Suite("Highlight ranges")
struct HighlightTests {
    static let index = TestData.shippedIndex

    /// The rank of the first city with `name`.
    static func rank(ofName name: String) -> Int {
        (0..<index.count).first { index.name(at: $0) == name }!
    }

    /// The part of `name` matched by its folded bytes `folded`, found by folding ever longer pieces of the name:
    /// from the first scalar after which the fold is longer than `folded.lowerBound` bytes, to the first after
    /// which it reaches `folded.upperBound` bytes, with the combining marks that follow.
    static func scan(_ folded: Range<Int>, in name: String) -> Range<Int> {
        guard !folded.isEmpty else { return 0..<0 }
        let scalars = Array(name.unicodeScalars)
        let foldedLength = { (count: Int) in
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars.prefix(count))
            return Fold.prefix(String(piece)).utf8.count
        }
        let utf16 = { (count: Int) in scalars.prefix(count).reduce(0) { $0 + $1.utf16.count } }
        let first = (1...scalars.count).first { foldedLength($0) > folded.lowerBound }!
        var last = (1...scalars.count).first { foldedLength($0) >= folded.upperBound }!
        while last < scalars.count,
            [.nonspacingMark, .enclosingMark].contains(scalars[last].properties.generalCategory)
        {
            last += 1
        }
        return utf16(first - 1)..<utf16(last)
    }

    @Test(
        "The contract's examples, in UTF-16 code units",
        arguments: [
            ("São Paulo", "sao p", 0..<5), ("‘Ayn Ḩalāqīm", "ayn h", 1..<6), ("Łódź", "lodz", 0..<4),
            ("Saint-Denis", "saint ", 0..<6), ("Zürich", "zu", 0..<2), ("Ærøskøbing", "a", 0..<1),
            ("Ærøskøbing", "aer", 0..<2),
        ]
    )
    func examples(name: String, prefix: String, expected: Range<Int>) {
        let folded = 0..<Fold.prefix(prefix).utf8.count
        #expect(Self.index.nameRange(ofFolded: folded, at: Self.rank(ofName: name)) == expected)
        #expect(Self.scan(folded, in: name) == expected)
    }

    @Test("A later word's range starts at that word")
    func laterWord() {
        let rank = Self.rank(ofName: "New York")
        #expect(Self.index.nameRange(ofFolded: 4..<8, at: rank) == 4..<8)
    }

    @Test("A name outside the Basic Multilingual Plane counts two UTF-16 units a scalar")
    func surrogatePairs() {
        #expect(Fold.utf16Range(ofFolded: 0..<2, inName: "𝐀𝐁c") == 0..<4)
        #expect(Self.scan(0..<2, in: "𝐀𝐁c") == 0..<4)
    }

    @Test("Every shipped name agrees with folding its pieces, for a random matched part")
    func agreesWithScan() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0..<Self.index.count), Gen.int(in: 0...1000)) {
            rank,
            choice in
            let name = Self.index.name(at: rank)
            let length = Fold.name(name).utf8.count
            guard length > 0 else { return }
            let upper = 1 + choice % length
            let lower = choice % 3 == 0 ? (choice / 3) % upper : 0
            #expect(
                Self.index.nameRange(ofFolded: lower..<upper, at: rank) == Self.scan(lower..<upper, in: name),
                "\(name.debugDescription), folded bytes \(lower)..<\(upper)"
            )
        }
    }
}
