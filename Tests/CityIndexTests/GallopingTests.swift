import CityIndex
import Testing

/// Finding where a partitioned collection's second partition starts by galloping from a position must give what
/// a bisection from that position gives, wherever the position and the partition point are.
@Suite("Galloping to a partition point")
struct GallopingTests {
    @Test("Every start and every partition point of collections of up to 70 elements")
    func agreesWithBisection() {
        for count in 0...70 {
            for partitionPoint in 0...count {
                let flags = (0..<count).map { $0 >= partitionPoint }
                for start in 0...count {
                    var probes = 0
                    let found = flags.partitioningIndex(gallopingFrom: start) { belongs in
                        probes += 1
                        return belongs
                    }
                    #expect(
                        found == max(start, partitionPoint),
                        "count \(count), point \(partitionPoint), start \(start)"
                    )
                    // About two probes for each doubling of the distance from the start, never more.
                    let distance = max(partitionPoint - start, 0)
                    #expect(probes <= 2 * (Int.bitWidth - distance.leadingZeroBitCount) + 2)
                }
            }
        }
    }

    @Test("A slice gallops within its own indices")
    func slices() {
        let keys: [UInt64] = [1, 3, 3, 3, 5, 8, 8, 9, 12, 12, 12, 12, 13]
        let slice = keys[4..<11]
        #expect(slice.partitioningIndex(gallopingFrom: 4) { $0 > 8 } == 7)
        #expect(slice.partitioningIndex(gallopingFrom: 7) { $0 > 12 } == 11)
        #expect(slice.partitioningIndex(gallopingFrom: 11) { $0 > 0 } == 11)
        #expect((5..<40).partitioningIndex(gallopingFrom: 5) { $0 >= 33 } == 33)
    }
}
