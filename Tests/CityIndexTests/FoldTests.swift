import CityIndex
import Testing

@Suite("The contract's fold")
struct FoldTests {
    @Test(
        "The contract's examples match",
        arguments: [
            ("sao", "São Paulo"),
            ("zurich", "Zürich"),
            ("lodz", "Łódź"),
            ("ayn", "‘Ayn Ḩalāqīm"),
            ("saint d", "Saint-Denis"),
            ("ＴＯＫＹＯ", "Tokyo"),
            ("new ", "New York"),
        ]
    )
    func contractExamples(prefix: String, name: String) {
        #expect(Fold.name(name).hasPrefix(Fold.prefix(prefix)))
    }

    @Test("A trailing separator in a prefix stops at the end of a word")
    func trailingSeparator() {
        #expect(Fold.prefix("new ") == "new ")
        #expect(!Fold.name("Newark").hasPrefix(Fold.prefix("new ")))
        #expect(Fold.prefix("new - ") == "new ")
        #expect(Fold.name("New ") == "new")
    }

    @Test(
        "Whole names fold exactly",
        arguments: [
            ("São Paulo", "sao paulo"),
            ("Zürich", "zurich"),
            ("Łódź", "lodz"),
            ("‘Ayn Ḩalāqīm", "ayn halaqim"),
            ("Saint-Denis", "saint denis"),
            ("ＴＯＫＹＯ", "tokyo"),
            ("İstanbul", "istanbul"),
            ("St. Louis", "st louis"),
            ("O’Fallon", "ofallon"),
            ("  Rio  --  de / Janeiro, ", "rio de janeiro"),
            ("16th Street", "16th street"),
            ("Ḩeşār-e Sefīd", "hesar e sefid"),
            ("ﬁnale", "finale"),
            ("Köln²", "koln2"),
        ]
    )
    func names(name: String, folded: String) {
        #expect(Fold.name(name) == folded)
    }

    @Test(
        "Letters without a decomposition are spelled out, in either case",
        arguments: [
            ("ß", "ss"), ("ẞ", "ss"), ("ł", "l"), ("Ł", "l"), ("đ", "d"), ("Đ", "d"), ("ð", "d"), ("Ð", "d"),
            ("ø", "o"), ("Ø", "o"), ("æ", "ae"), ("Æ", "ae"), ("œ", "oe"), ("Œ", "oe"), ("þ", "th"), ("Þ", "th"),
            ("ı", "i"), ("ħ", "h"), ("Ħ", "h"), ("ŧ", "t"), ("Ŧ", "t"),
        ]
    )
    func spelledLetters(letter: String, spelling: String) {
        #expect(Fold.name("a\(letter)b") == "a\(spelling)b")
    }

    @Test(
        "Apostrophes and periods are dropped, not separators",
        arguments: [
            "\u{27}", "\u{2018}", "\u{2019}", "\u{60}", "\u{2B9}", "\u{2BB}", "\u{2BC}", "\u{2BE}", "\u{2BF}", "\u{2E}",
        ]
    )
    func droppedPunctuation(mark: String) {
        #expect(Fold.name("a\(mark)b") == "ab")
        #expect(Fold.prefix("a\(mark)") == "a")
    }

    @Test("The acute accent U+00B4 decomposes (NFKD, step 1) to a space and a mark, so it separates")
    func acuteAccentDecomposesFirst() {
        #expect(Fold.name("a\u{B4}b") == "a b")
    }

    @Test("Spacing marks (Mc) are kept; non-spacing and enclosing marks are dropped")
    func marks() {
        #expect(Fold.name("का") == "का")
        #expect(Fold.name("e\u{301}") == "e")
        #expect(Fold.name("a\u{20DD}b") == "ab")
    }

    @Test("A prefix that folds to nothing is empty", arguments: ["", " ", "-", "...", "’", "  ,/ "])
    func emptyPrefixes(prefix: String) {
        #expect(Fold.prefix(prefix) == "")
    }

    @Test("Every ASCII text of up to three characters folds as the whole-text reference does, as a name and a prefix")
    func shortASCIITexts() {
        let characters = [" ", "a", "Z", "0", "9", "-", "'", ".", ","]
        var texts = [""]
        var longest = [""]
        for _ in 1...3 {
            longest = longest.flatMap { text in characters.map { text + $0 } }
            texts += longest
        }
        #expect(texts.count == 1 + 9 + 81 + 729)
        for text in texts {
            let name = Fold.nameFoldedWhole(text)
            #expect(Fold.name(text) == name, "\(text)")
            // A prefix keeps one trailing separator where a name has none, when one follows its last kept character:
            // apostrophes and periods are dropped, not separators.
            let endsWithSeparator = text.filter { $0 != "'" && $0 != "." }.last.map { !$0.isLetter && !$0.isNumber }
            #expect(Fold.prefix(text) == (endsWithSeparator == true && !name.isEmpty ? name + " " : name), "\(text)")
        }
    }
}

@Suite("The fold's steps in the contract's order")
struct FoldOrderTests {
    @Test("Lowercasing comes before NFKD, so a capital that NFKD produces stays a capital")
    func lowercaseBeforeDecomposition() {
        #expect(Fold.name("\u{2103}") == "C")
        #expect(Fold.name("\u{2103}x") == "Cx")
    }
}
