#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Folded names stored back to back in one buffer, compared as UTF-8 bytes (Unicode scalar order).
struct FoldedNames: Sendable {
    /// Every name's UTF-8 bytes, one after another.
    private let bytes: [UInt8]
    /// Where each name starts in `bytes`, with one more entry for the end of the last.
    private let starts: [Int32]

    /// Stores `names` in the order given.
    init(_ names: some Collection<String>) {
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        starts.reserveCapacity(names.count + 1)
        for name in names {
            bytes.append(contentsOf: name.utf8)
            starts.append(Int32(bytes.count))
        }
        self.bytes = bytes
        self.starts = starts
    }

    var count: Int { starts.count - 1 }

    /// The folded name at `index` as a string.
    subscript(index: Int) -> String {
        String(decoding: bytes[Int(starts[index])..<Int(starts[index + 1])], as: UTF8.self)
    }

    /// Calls `body` with a view of the names that compares them without copying.
    func withComparator<Result>(_ body: (FoldedNameComparator) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { bytes in
            try starts.withUnsafeBufferPointer { starts in
                try body(FoldedNameComparator(bytes: bytes, starts: starts))
            }
        }
    }
}

/// Byte-wise comparisons of stored folded names, valid only inside `FoldedNames.withComparator`.
struct FoldedNameComparator {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int32>

    /// Orders two stored names by their UTF-8 bytes: negative, zero or positive.
    func compare(_ left: Int, _ right: Int) -> Int {
        let leftStart = Int(starts[left])
        let leftCount = Int(starts[left + 1]) - leftStart
        let rightStart = Int(starts[right])
        let rightCount = Int(starts[right + 1]) - rightStart
        let common = min(leftCount, rightCount)
        if common > 0 {
            let order = Int(memcmp(bytes.baseAddress! + leftStart, bytes.baseAddress! + rightStart, common))
            if order != 0 { return order }
        }
        return leftCount - rightCount
    }

    /// Orders the stored name at `index` against `prefix`, treating every name that starts with `prefix` as
    /// equal to it: negative when the name sorts before all such names, positive when after.
    func compare(_ index: Int, toPrefix prefix: UnsafeBufferPointer<UInt8>) -> Int {
        let start = Int(starts[index])
        let count = Int(starts[index + 1]) - start
        let common = min(count, prefix.count)
        if common > 0 {
            let order = Int(memcmp(bytes.baseAddress! + start, prefix.baseAddress!, common))
            if order != 0 { return order }
        }
        return count < prefix.count ? -1 : 0
    }
}
