import CityAutocompleteServer
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

    @Test("The shipped data's ETag is the one the README shows")
    func shippedTag() {
        #expect(ServiceClient.shipped.get("/healthz").header("ETag") == #""v2-8eb54890f4b95dbe""#)
    }
}
