import ByteUtilities

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A cities data file: a JSON array of entries in the seeds' shape
/// (`{"country":"UA","name":"Gurzuf","_id":707860,"coord":{"lon":34.283333,"lat":44.549999}}`, with an optional
/// `state`) or OpenWeatherMap's `city.list.json` shape (`id` instead of `_id`, `"state":""`).
public enum CityFile {
    /// Reads the whole file at `path`.
    ///
    /// It opens the path without waiting (`O_NONBLOCK`), so that a named pipe, which `open` would otherwise wait
    /// on until a writer comes, is refused at once like a directory or a device: a reload never blocks.
    ///
    /// - Throws: `CityDataError` naming the file and the system's reason when it cannot be read, or what it is
    ///   when it is not a regular file.
    public static func read(path: String) throws(CityDataError) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path: path)
        defer { close(descriptor) }
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initializedCount in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            (initializedCount, failure) = readConcurrently(descriptor, into: buffer, size: size)
        }
        // A file that grew since `fstat` is read on to its end.
        var chunk = [UInt8](repeating: 0, count: bytes.count > size && failure == nil ? 1 << 20 : 0)
        while failure == nil && !chunk.isEmpty {
            let (count, chunkFailure) = chunk.withUnsafeMutableBytes { readAll(descriptor, into: $0, at: bytes.count) }
            bytes.append(contentsOf: chunk[..<count])
            failure = chunkFailure
            if count < chunk.count { break }
        }
        if let failure {
            throw CityDataError(file: path, problem: "cannot be read: \(String(cString: strerror(failure)))")
        }
        return bytes
    }

    /// Reads the file at `path` from start to end through one buffer of `chunkSize` bytes, calling `body` with
    /// each piece: all but the last `chunkSize` bytes long. Only that buffer is filled, however long the file.
    ///
    /// - Returns: the number of bytes read.
    /// - Throws: `CityDataError` as `read(path:)` does.
    public static func read(
        path: String,
        inChunksOf chunkSize: Int,
        _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(CityDataError) -> Int {
        let (descriptor, _) = try openRegularFile(path: path)
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 8)
        defer { buffer.deallocate() }
        var offset = 0
        while true {
            let (count, failure) = readAll(descriptor, into: buffer, at: offset)
            if let failure {
                throw CityDataError(file: path, problem: "cannot be read: \(String(cString: strerror(failure)))")
            }
            body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            offset += count
            if count < chunkSize {
                return offset
            }
        }
    }

    /// Opens `path` for reading, without waiting, as `read(path:)` does: its descriptor, and its size when opened.
    ///
    /// - Throws: `CityDataError` as `read(path:)` does.
    private static func openRegularFile(path: String) throws(CityDataError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw CityDataError(file: path, problem: "cannot be opened: \(systemReason())")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = systemReason()
            close(descriptor)
            throw CityDataError(file: path, problem: "cannot be read: \(reason)")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw CityDataError(
                file: path,
                problem:
                    "is \(kind(ofMode: status.st_mode)), not a regular file; give the path of a JSON file of cities"
            )
        }
        return (descriptor, max(Int(status.st_size), 0))
    }

    /// Files smaller than this are read on one core.
    private static let bytesWorthReadingInParts = 1 << 20

    /// Reads the file, `size` bytes long when it was last looked at, and one byte more that shows whether it has
    /// grown since, into `buffer`, a stretch per core at once (copying a big file into memory the process has not
    /// touched yet takes a core's time, mostly the kernel's for the new pages): how many bytes from the file's
    /// start it read, up to the first stretch that ended early, and the `errno` of a failure, if one came.
    private static func readConcurrently(
        _ descriptor: Int32,
        into buffer: UnsafeMutableBufferPointer<UInt8>,
        size: Int
    ) -> (Int, Int32?) {
        let parts = size >= bytesWorthReadingInParts ? coreCount : 1
        let stretches = (0..<parts).map { (size * $0 / parts)..<(size * ($0 + 1) / parts) } + [size..<(size + 1)]
        // Each stretch writes its own part of the buffer.
        let base = UnsafeTransfer(UnsafeMutableRawPointer(buffer.baseAddress!))
        let outcomes = concurrentMap(stretches) { stretch in
            let target = UnsafeMutableRawBufferPointer(start: base.value + stretch.lowerBound, count: stretch.count)
            return readAll(descriptor, into: target, at: stretch.lowerBound)
        }
        var count = 0
        for (stretch, (read, failure)) in zip(stretches, outcomes) {
            count += read
            if failure != nil || read < stretch.count {
                return (count, failure)
            }
        }
        return (count, nil)
    }

    /// Reads from `descriptor` at `offset` into `buffer` until it is full or the file ends: how many bytes it read,
    /// and the `errno` of the failure that stopped it, if one did.
    static func readAll(
        _ descriptor: Int32,
        into buffer: UnsafeMutableRawBufferPointer,
        at offset: Int
    ) -> (Int, Int32?) {
        var count = 0
        while count < buffer.count {
            let read = pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(offset + count))
            if read == 0 {
                break
            }
            if read < 0 {
                if errno == EINTR { continue }
                return (count, errno)
            }
            count += read
        }
        return (count, nil)
    }

    /// Reads and parses the file at `path`.
    package static func load(path: String) throws(CityDataError) -> [City] {
        try parse(read(path: path), file: path)
    }

    /// What a file of `mode` that is not a regular file is, for a message.
    private static func kind(ofMode mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
