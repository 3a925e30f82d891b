import CityAutocompleteServer
import CityIndex
import Foundation
import Testing

/// The fingerprint in every `ETag`: the same bytes must give the same tag on every replica and in every release,
/// so its algorithm is pinned here.
@Suite("Data fingerprints")
struct DataFingerprintTests {
    @Test(
        "Known bytes give known fingerprints: words of eight bytes, the rest a byte at a time, then the length",
        arguments: [
            ("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8d"), ("abc", "e71fa21905415748"),
            ("0123456789abcdef0123", "e265f7ba85e8a470"),
            (#"[{"country":"NL","name":"Amsterdam"}]"#, "a0db7988be061ffe"),
        ]
    )
    func known(text: String, hex: String) {
        #expect(DataFingerprint(Array(text.utf8)).hex == hex)
    }

    @Test(
        "A file read a piece at a time gives its bytes' fingerprint and length, whole pieces or not",
        arguments: [0, 7, 8, 1 << 20, (1 << 20) + 3, (3 << 20) - 8]
    )
    func file(byteCount: Int) throws {
        let bytes = (0..<byteCount).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let (fingerprint, count) = try DataFingerprint.ofFile(at: path)
        #expect(fingerprint.value == DataFingerprint(bytes).value)
        #expect(count == byteCount)
    }

    @Test("A file that cannot be read for its fingerprint is named, as for a load")
    func unreadable() {
        #expect(
            throws: CityDataError(
                file: "/tmp",
                problem: "is a directory, not a regular file; give the path of a JSON file of cities"
            )
        ) {
            try DataFingerprint.ofFile(at: "/tmp")
        }
    }

    @Test("The shipped data's ETag is the one the README shows")
    func shippedTag() {
        #expect(ServiceClient.shipped.get("/healthz").header("ETag") == #""v2-8eb54890f4b95dbe""#)
    }
}
