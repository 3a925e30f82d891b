import ByteUtilities
import Foundation
import PropertyBased
import Testing

/// The byte helpers every part of the package shares: big-endian packing and UTF-8 reading.
@Suite("Byte helpers")
struct ByteUtilitiesTests {
    @Test("Bytes pack big-endian from the top byte, or from a later one, the rest zero")
    func packing() {
        #expect(BigEndianBytes.packed(Array("ab".utf8)) == 0x6162_0000_0000_0000)
        #expect(BigEndianBytes.packed(Array("ab".utf8), fromByte: 6) == 0x6162)
        #expect(BigEndianBytes.packed(Array("abcdefghij".utf8)) == 0x6162_6364_6566_6768)
        #expect(BigEndianBytes.packed([UInt8]()) == 0)
        #expect(BigEndianBytes.value(of: Array("é".utf8)) == 0xC3A9)
        #expect(BigEndianBytes.value(of: [UInt8]()) == 0)
        #expect(BigEndianBytes.bytes(of: 0x6162_6364_6566_6768, fromByte: 2, count: 3) == 0x636465)
        #expect(BigEndianBytes.placing(0xC3A9, count: 2, atByte: 7) == 0xC3)
    }

    @Test("A packed string is its first part packed with its second placed after it")
    func placingAgreesWithPacking() async {
        let byte = Gen.uint8(in: 1...255)
        await propertyCheck(count: 2000, input: byte.array(of: 0...9), byte.array(of: 1...4)) { first, second in
            #expect(
                BigEndianBytes.packed(first + second)
                    == BigEndianBytes.packed(first)
                    | (first.count < 8
                        ? BigEndianBytes.placing(
                            BigEndianBytes.value(of: second),
                            count: second.count,
                            atByte: first.count
                        ) : 0)
            )
        }
    }

    @Test("A writer copies pieces of every length whole, after what it already wrote")
    func writerCopies() async {
        await propertyCheck(
            count: 2000,
            input: Gen.uint8(in: 0...255).array(of: 0...80),
            Gen.uint8(in: 0...255).array(of: 0...80),
            Gen.int(in: 0...8)
        ) { before, piece, room in
            var bytes = [UInt8](repeating: 0xEE, count: 3)
            bytes.write(atMost: before.count + piece.count + room) { writer in
                before.withUnsafeBufferPointer { writer.write($0) }
                piece.withUnsafeBufferPointer { writer.write($0) }
                #expect(writer.count == before.count + piece.count)
            }
            #expect(bytes == [0xEE, 0xEE, 0xEE] + before + piece)
        }
    }

    @Test(
        "A writer's wide copies write pieces of up to 32 bytes whole, each after the last, whatever they copy past it"
    )
    func writerWideCopies() async {
        await propertyCheck(
            count: 2000,
            input: Gen.uint8(in: 0...255).array(of: 0...32).array(of: 0...6)
        ) { pieces in
            var bytes = [UInt8](repeating: 0xEE, count: 3)
            bytes.write(atMost: pieces.reduce(0) { $0 + $1.count } + ByteWriter.wideCopyCount) { writer in
                for piece in pieces {
                    // Each piece with bytes after it that the copy may read, unlike what it writes.
                    let source = piece + [UInt8](repeating: 0xAB, count: ByteWriter.wideCopyCount)
                    writer.write(atMost: ByteWriter.wideCopyCount) { room in
                        source.withUnsafeBytes { ByteWriter.copyWide(from: $0.baseAddress!, to: room) }
                        return piece.count
                    }
                }
            }
            #expect(bytes == [0xEE, 0xEE, 0xEE] + pieces.flatMap { $0 })
        }
    }

    @Test("A writer with no room writes nothing, and its body still runs")
    func writerWithoutRoom() {
        var bytes: [UInt8] = []
        var ran = false
        bytes.write(atMost: 0) { writer in
            ran = writer.count == 0
        }
        #expect(ran && bytes.isEmpty)
    }

    @Test("Scanning eight bytes at a time finds what scanning one at a time does")
    func wordScans() async {
        // Bytes around each boundary that the scans test for, so that words mix hits, near misses and borrows.
        let samples: [UInt8] = [
            0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x61, 0x7F, 0x80, 0xC3, 0xFF,
        ]
        let byte = Gen.int(in: 0..<samples.count).map { samples[$0] }
        await propertyCheck(count: 3000, input: byte.array(of: 0...40), Gen.int(in: 0...40)) { bytes, start in
            let start = min(start, bytes.count)
            bytes.withUnsafeBufferPointer { buffer in
                let expected = bytes[start...].firstIndex(where: ByteWords.needsEscape) ?? bytes.count
                #expect(ByteWords.firstNeedingEscape(in: buffer, from: start) == expected, "\(bytes) from \(start)")
                #expect(ByteWords.isASCII(buffer) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
            }
        }
    }

    @Test("Eight letters at once are lowercased as one at a time, and anything else is not taken")
    func wordLetters() async {
        // Each side of the letters' ranges, and bytes past ASCII.
        let samples: [UInt8] = [
            0x00, 0x20, 0x40, 0x41, 0x4D, 0x5A, 0x5B, 0x60, 0x61, 0x6E, 0x7A, 0x7B, 0x7F, 0x80, 0xC1, 0xE1,
        ]
        let byte = Gen.int(in: 0..<samples.count).map { samples[$0] }
        let letter = Gen.int(in: 0..<52).map { UInt8($0 < 26 ? 0x41 + $0 : 0x61 + $0 - 26) }
        await propertyCheck(count: 3000, input: byte.array(of: 8...8), letter.array(of: 8...8), Gen.int(in: 0...8)) {
            others,
            letters,
            mixed in
            let bytes = Array(letters[..<mixed] + others[mixed...])
            let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            let expected =
                bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                ? bytes.map { $0 | 0x20 } : nil
            let lowercased = ByteWords.lowercasedLetters(word).map { word in
                (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
            }
            #expect(lowercased == expected, "\(bytes)")
        }
    }

    @Test("Every scalar reads back from its UTF-8 bytes, with the length its lead byte gives")
    func scalars() {
        let samples: [Unicode.Scalar] = [
            "a", "\u{7F}", "\u{80}", "é", "\u{7FF}", "\u{800}", "€", "\u{FFFF}", "𝐀", "\u{10FFFF}",
        ]
        for scalar in samples {
            let bytes = Array(String(scalar).utf8)
            let read = bytes.withUnsafeBufferPointer { UTF8Text.scalar(in: $0, at: 0) }
            #expect(read.scalar == scalar)
            #expect(read.length == bytes.count)
            #expect(UTF8Text.sequenceLength(lead: bytes[0]) == bytes.count)
        }
    }

    @Test(
        "A string's UTF-8 bytes are read as they are, whether it is held inline, in storage of its own, or as a view",
        arguments: [
            "", "s, ca", "fifteen bytes!!", "sixteen bytes!!!", "Sydney, Nova Gales do Sul, AU", "Köln", "東京, 東京都",
            String(repeating: "Москва ", count: 40),
        ]
    )
    func utf8Bytes(of text: String) {
        let interpolated = "\(text.prefix(3))\(text.dropFirst(3))"
        let fromSubstring = String(text[...])
        for string in [text, interpolated, fromSubstring] {
            #expect(string.withUTF8Bytes { Array($0) } == Array(text.utf8))
        }
    }
}

/// The big buffers of a load ask for huge pages: they must still hold exactly what they are given, and the
/// kernel must have been asked.
@Suite("Huge pages")
struct HugePagesTests {
    @Test("An array made on huge pages holds its elements, however many", arguments: [0, 1, 4096, 1 << 20])
    func madeArray(count: Int) {
        let array = [UInt64](count: count, onHugePages: { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
        #expect(array == (0..<count).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
    }

    @Test("An array that reserves on huge pages keeps what it held and grows as any array does")
    func reservedArray() {
        var array: [Int32] = [7, 8]
        array.reserveCapacityOnHugePages(3 << 20)
        #expect(array == [7, 8] && array.capacity >= 3 << 20)
        array.append(contentsOf: 0..<Int32(3 << 20))
        #expect(array.count == 2 + 3 << 20 && array.last == (3 << 20) - 1)
    }

    @Test(
        "The kernel is asked for huge pages for a big array's memory, and not for a small one's",
        .enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled"))
    )
    func advised() throws {
        let big = [UInt8](count: 16 << 20, onHugePages: { UInt8(truncatingIfNeeded: $0) })
        let bigFlags = try big.withUnsafeBufferPointer { try Self.flags(ofMappingHolding: $0.baseAddress! + (8 << 20)) }
        #expect(bigFlags.contains("hg"))
        // A small array lies in the heap, which a service's first load in this process may have left advised
        // where its big buffers were (`CSystemShims_keepFreedMemory`): what counts is that the small array's
        // reservation adds no advice to the mapping it lies in.
        var small: [UInt8] = []
        small.reserveCapacity(64 << 10)
        let flagsBefore = try small.withUnsafeBufferPointer { try Self.flags(ofMappingHolding: $0.baseAddress!) }
        small.reserveCapacityOnHugePages(64 << 10)
        let smallFlags = try small.withUnsafeBufferPointer { try Self.flags(ofMappingHolding: $0.baseAddress!) }
        #expect(smallFlags.contains("hg") == flagsBefore.contains("hg"))
    }

    /// The `VmFlags` of the mapping in `/proc/self/smaps` that holds `address`.
    private static func flags(ofMappingHolding address: UnsafePointer<UInt8>) throws -> [Substring] {
        let target = UInt(bitPattern: address)
        var holds = false
        let smaps = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps")).readDataToEndOfFile()
        for line in String(decoding: smaps, as: UTF8.self).split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
                let start = UInt(line[..<dash], radix: 16),
                let end = UInt(line[line.index(after: dash)..<space], radix: 16)
            {
                holds = (start..<end).contains(target)
            } else if holds && line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ")
            }
        }
        return []
    }
}
