import ByteUtilities

#if canImport(Glibc)
import Glibc
#endif

/// Reads a prebuilt index file (`PrebuiltIndexFile`) back into arrays, section after section, in the order its
/// writer (`PrebuiltIndexWriter`) put them; every section is checked against its length, stride and checksum
/// before it is handed out.
final class PrebuiltIndexReader {
    /// The data file the index was built from.
    let source: PrebuiltIndexSource
    /// The number of cities in the index.
    let cityCount: Int
    private let path: String
    private let descriptor: Int32
    private let fileSize: Int
    private var offset = PrebuiltIndexFile.headerSize

    /// Opens the index file at `path` and reads its header.
    ///
    /// - Throws: `PrebuiltIndexError` when the file is missing (`isMissing`), cannot be read, is no prebuilt
    ///   index, is damaged, or was written in another format version.
    init(path: String) throws(PrebuiltIndexError) {
        self.path = path
        let descriptor: Int32
        do {
            (descriptor, fileSize) = try RegularFile.open(path: path)
        } catch {
            throw PrebuiltIndexError(file: path, problem: error.problem, isMissing: error.isMissing)
        }
        self.descriptor = descriptor
        var header = [UInt64](repeating: 0, count: PrebuiltIndexFile.headerSize / 8)
        let complete = header.withUnsafeMutableBytes { Self.readAll(descriptor, into: $0, at: 0) }
        guard complete, header[0] == PrebuiltIndexFile.magic else {
            close(descriptor)
            throw PrebuiltIndexError(file: path, problem: "is not a prebuilt index of city-autocomplete")
        }
        guard header[..<5].withUnsafeBytes({ PrebuiltIndexChecksum.of($0) }) == header[5] else {
            close(descriptor)
            throw PrebuiltIndexError(file: path, problem: "is damaged: its header does not match its checksum")
        }
        guard header[1] == PrebuiltIndexFile.formatVersion else {
            close(descriptor)
            throw PrebuiltIndexError(
                file: path,
                problem:
                    "is in format \(header[1]), written by another version of city-autocomplete; this one reads format \(PrebuiltIndexFile.formatVersion)"
            )
        }
        source = PrebuiltIndexSource(byteCount: header[2], fingerprint: header[3])
        cityCount = Int(clamping: header[4])
    }

    deinit {
        close(descriptor)
    }

    /// The next section's elements.
    ///
    /// - Throws: `PrebuiltIndexError` when the file ends early or the section is not an array of `Element`s
    ///   whose bytes match their checksum.
    func next<Element: BitwiseCopyable>(_: Element.Type = Element.self) throws(PrebuiltIndexError) -> [Element] {
        var header = [UInt64](repeating: 0, count: PrebuiltIndexFile.sectionHeaderSize / 8)
        guard header.withUnsafeMutableBytes({ Self.readAll(descriptor, into: $0, at: offset) }) else {
            throw damaged("it ends before its last table, at byte \(offset)")
        }
        let stride = MemoryLayout<Element>.stride
        guard header[1] == stride, header[0] % UInt64(stride) == 0 else {
            throw damaged("a table at byte \(offset) holds elements of \(header[1]) bytes, not \(stride)")
        }
        let start = offset + PrebuiltIndexFile.sectionHeaderSize
        guard header[0] <= UInt64(fileSize - start) else {
            throw damaged("it ends inside the table at byte \(offset)")
        }
        let byteCount = Int(header[0])
        var complete = false
        let elements = [Element](unsafeUninitializedCapacity: byteCount / stride) { buffer, initializedCount in
            let bytes = UnsafeMutableRawBufferPointer(buffer)
            HugePages.advise(bytes)
            complete =
                Self.readAll(descriptor, into: bytes, at: start)
                && PrebuiltIndexChecksum.of(UnsafeRawBufferPointer(bytes)) == header[2]
            initializedCount = complete ? buffer.count : 0
        }
        guard complete else {
            throw damaged("the table at byte \(offset) does not match its checksum")
        }
        offset = start + PrebuiltIndexFile.padded(byteCount)
        return elements
    }

    /// The next section's one number.
    func nextNumber() throws(PrebuiltIndexError) -> Int {
        let number: [Int64] = try next()
        guard number.count == 1 else {
            throw damaged("the table at byte \(offset) holds \(number.count) numbers where one belongs")
        }
        return Int(number[0])
    }

    /// Checks that the file ends with the last section read.
    func finish() throws(PrebuiltIndexError) {
        guard offset == fileSize else {
            throw damaged("it goes on after its last table, at byte \(offset)")
        }
    }

    /// An error for a file whose content does not hold together: `problem` says where.
    func damaged(_ problem: String) -> PrebuiltIndexError {
        PrebuiltIndexError(file: path, problem: "is damaged: \(problem)")
    }

    /// Reads from `descriptor` at `offset` until `buffer` is full: whether it was.
    private static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool
    {
        let (count, failure) = RegularFile.readAll(descriptor, into: buffer, at: offset)
        return failure == nil && count == buffer.count
    }
}
