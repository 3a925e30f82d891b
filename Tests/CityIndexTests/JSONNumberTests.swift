import CityIndex
import Foundation
import Testing

/// The coordinates' numbers: a plain decimal is valued in the same pass that reads it, and every number must get
/// exactly the `Double` that parsing its text gives, with its text kept as written.
@Suite("JSON numbers")
struct JSONNumberTests {
    @Test(
        "Each number is the double its text parses to, and the reading stops right after it",
        arguments: [
            "-106.651138", "34.283333", "0", "-0", "0.5", "-0.000001", "179.999999", "7", "-49",
            "123456789012345", "0.12345678901234", "999999999999999", "1234567890123456", "0.1234567890123456",
            "1e1", "-2.5E-3", "1E+2", "12345678901234567890", "4.9e-324",
        ]
    )
    func valued(text: String) throws {
        let number = try Self.read(text + ",")
        #expect(number.value.bitPattern == Double(text)!.bitPattern)
        #expect(number.text == text)
        #expect(number.end == text.utf8.count)
    }

    @Test("Random decimals of up to 17 digits are the doubles their texts parse to")
    func randomDecimals() throws {
        var random = SplitMix(seed: 0x5EED_C00D)
        for _ in 0..<20_000 {
            let wholeDigits = 1 + random.next(below: 9)
            let fractionDigits = random.next(below: 9)
            let whole = String(random.next() % UInt64(pow(10, Double(wholeDigits))))
            let fraction = String((0..<fractionDigits).map { _ in Character(String(random.next(below: 10))) })
            let text = (random.next(below: 2) == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
            #expect(try Self.read(text + "}").value.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    @Test(
        "A number that does not follow JSON's grammar, or is too big for a double, is an error where it goes wrong",
        arguments: [
            ("1.", 2, "a number needs a digit after its decimal point"),
            ("-", 1, "a number needs a digit after its sign"),
            ("-x", 1, "a number needs a digit after its sign"), ("1e", 2, "a number needs a digit in its exponent"),
            ("1e999", 0, "1e999 is out of range for a number"), ("x", 0, "expected a number, found 'x'"),
        ]
    )
    func malformed(text: String, offset: Int, problem: String) {
        #expect(throws: JSONScanError(offset: offset, problem: problem)) { try Self.read(text) }
    }

    @Test("A leading zero ends the number: what follows is left to the reader after it")
    func leadingZero() throws {
        let number = try Self.read("012")
        #expect(number.value == 0)
        #expect(number.end == 1)
    }

    /// The number at the start of `text`: its value, its text, and where reading it stopped.
    private static func read(_ text: String) throws(JSONScanError) -> (value: Double, text: String, end: Int) {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { (bytes) throws(JSONScanError) in
            var scanner = JSONScanner(bytes: bytes)
            let number = try scanner.readFiniteNumber()
            return (number.value, String(decoding: number.text, as: UTF8.self), scanner.offset)
        }
    }
}
