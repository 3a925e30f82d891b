import CityIndex
import PropertyBased
import Testing

/// The fold a scalar at a time, from cached per-scalar folds, against the fold of the whole text at once.
@Suite("Folding a scalar at a time agrees with folding the whole text")
struct ScalarFoldTests {
    /// Scalars whose folds are easy to get wrong one at a time: ASCII, accented Latin, capital and small sigma,
    /// combining marks, spacing marks that NFKD reorders, Hangul, full-width forms, ligatures, punctuation, and
    /// scalars that fold to more bytes than they take (`½`, `㌀`, `ﷺ`), for which the fold makes more room.
    static let awkwardScalars: [Character] = Array(
        "aZ9 -.'’ʻ´ÀéßłØæŒþıħŧĲǄḨşāİΣσςΑΌ\u{301}\u{323}\u{345}\u{20DD}\u{1D165}\u{1D16D}\u{1B44}\u{A953}한글ＴＯ①ﬁ℃ẞǅ"
            + "½㌀\u{FDFA}ЖжМосква東京"
    )

    @Test("Every shipped city name")
    func shippedNames() {
        let disagreeing = TestData.shippedCities.map(\.name).filter { Fold.name($0) != Fold.nameFoldedWhole($0) }
        #expect(disagreeing.isEmpty)
    }

    @Test("Every seventh shipped alternate name")
    func shippedAlternateNames() {
        let names = TestData.shippedCities.flatMap(\.alternateNames)
        let disagreeing = stride(from: 0, to: names.count, by: 7).map { names[$0] }.filter {
            Fold.name($0) != Fold.nameFoldedWhole($0)
        }
        #expect(disagreeing.isEmpty)
    }

    @Test(
        "Every CJK unified ideograph and Hangul syllable, whose folds follow from their blocks",
        arguments: [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3] as [ClosedRange<UInt32>]
    )
    func foldsByBlock(block: ClosedRange<UInt32>) {
        let disagreeing = block.compactMap(Unicode.Scalar.init).map { String($0) }.filter {
            Fold.name($0) != Fold.nameFoldedWhole($0) || Fold.name("x\($0)y") != Fold.nameFoldedWhole("x\($0)y")
        }
        #expect(disagreeing.isEmpty)
    }

    @Test("Random texts of awkward scalars")
    func awkwardTexts() async {
        await propertyCheck(count: 3000, input: Gen<Character?>.element(of: Self.awkwardScalars).array(of: 0...20)) {
            characters in
            let text = String(characters.compactMap { $0 })
            #expect(Fold.name(text) == Fold.nameFoldedWhole(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test(
        "A capital sigma ending a word lowercases to the final sigma",
        arguments: [
            ("ΟΔΟΣ", "οδος"), ("ΟΔΟΣ ΑΣ", "οδος ας"), ("ΣΑ", "σα"), ("Σ", "σ"), ("ΑΣ\u{301}", "ας"), ("ΑΣΑ", "ασα"),
        ]
    )
    func finalSigma(name: String, folded: String) {
        #expect(Fold.name(name) == folded)
    }
}
