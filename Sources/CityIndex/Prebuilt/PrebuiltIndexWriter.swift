#if canImport(Glibc)
import Glibc
#endif

/// Writes an index's arrays into the bytes of a prebuilt index file (`PrebuiltIndexFile`), in the order its
/// reader (`PrebuiltIndexReader`) takes them back.
struct PrebuiltIndexWriter {
    /// The file's bytes so far.
    private(set) var bytes: [UInt8] = []

    /// A file whose header records `source` and `cityCount`.
    init(source: PrebuiltIndexSource, cityCount: Int) {
        let words = [
            PrebuiltIndexFile.magic, PrebuiltIndexFile.formatVersion, source.byteCount, source.fingerprint,
            UInt64(cityCount),
        ]
        let checksum = words.withUnsafeBytes { PrebuiltIndexChecksum.of($0) }
        append(words: words + [checksum, 0, 0])
    }

    /// Appends `array` as a section.
    mutating func append<Element: BitwiseCopyable>(_ array: [Element]) {
        array.withUnsafeBytes { elements in
            append(words: [
                UInt64(elements.count), UInt64(MemoryLayout<Element>.stride), PrebuiltIndexChecksum.of(elements),
            ])
            bytes.append(contentsOf: elements)
        }
        bytes.append(contentsOf: repeatElement(0, count: PrebuiltIndexFile.padded(bytes.count) - bytes.count))
    }

    /// Appends one number as a section of its own.
    mutating func append(_ number: Int) {
        append([Int64(number)])
    }

    private mutating func append(words: [UInt64]) {
        words.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// Writes the bytes to `path` whole or not at all: into a new file beside it, which then replaces `path`, so
    /// that a service starting meanwhile reads either the old file or the new one. It does not wait for the disk
    /// (`fsync`): a file that a crash leaves damaged fails its checksums, and the index is then built from the
    /// data file.
    ///
    /// - Throws: `PrebuiltIndexError` naming `path` and the system's reason.
    func write(to path: String) throws(PrebuiltIndexError) {
        let temporaryPath = path + ".\(getpid()).partial"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw PrebuiltIndexError(file: path, problem: "cannot be written: \(Self.systemReason())")
        }
        var failure: String?
        bytes.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count, failure == nil {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno != EINTR {
                    failure = Self.systemReason()
                } else if count > 0 {
                    written += count
                }
            }
        }
        close(descriptor)
        if failure == nil, rename(temporaryPath, path) != 0 {
            failure = Self.systemReason()
        }
        if let failure {
            unlink(temporaryPath)
            throw PrebuiltIndexError(file: path, problem: "cannot be written: \(failure)")
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
