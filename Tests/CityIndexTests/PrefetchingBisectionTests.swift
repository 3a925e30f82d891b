import CityIndex
import Testing

/// The bisection of sort keys that fetches ahead must find the first key not below a key wherever it lies, as a
/// scan does.
@Suite("Bisecting sort keys, fetching ahead")
struct PrefetchingBisectionTests {
    @Test("Every key of ascending keys with repeats, of up to 70 of them, and the keys between and beyond")
    func agreesWithScan() {
        for count in 0...70 {
            // Keys 2, 4, 4, 6, 8, 8, …: each even number, every second one twice.
            let keys: [UInt64] = (0..<count).map { position in
                let value: Int = 2 + 2 * (position - position / 3)
                return UInt64(value)
            }
            for key in UInt64(0)...UInt64(2 * count + 3) {
                let scanned = keys.firstIndex { $0 >= key } ?? keys.count
                #expect(keys[...].firstIndex(notBelow: key) == scanned, "count \(count), key \(key)")
            }
        }
    }

    @Test("A slice is bisected within its own indices")
    func slices() {
        let keys: [UInt64] = [1, 3, 3, 3, 5, 8, 8, 9, 12, 12, 12, 12, 13]
        let slice = keys[4..<11]
        #expect(slice.firstIndex(notBelow: 0) == 4)
        #expect(slice.firstIndex(notBelow: 8) == 5)
        #expect(slice.firstIndex(notBelow: 10) == 8)
        #expect(slice.firstIndex(notBelow: 13) == 11)
        #expect(keys[6..<6].firstIndex(notBelow: 1) == 6)
        // An empty slice reads none of the keys beside it.
        #expect(keys[1..<1].firstIndex(notBelow: 4) == 1)
    }
}
