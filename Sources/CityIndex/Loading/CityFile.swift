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
            let (count, chunkFailure) = chunk.withUnsafeMutableBytes {
                RegularFile.readAll(descriptor, into: $0, at: bytes.count)
            }
            bytes.append(contentsOf: chunk[..<count])
            failure = chunkFailure
            if count < chunk.count { break }
        }
        if let failure {
            throw CityDataError(file: path, problem: "cannot be read: \(String(cString: strerror(failure)))")
        }
        return bytes
    }

    /// Opens `path` for reading (`RegularFile.open(path:)`): its descriptor and its size when opened.
    ///
    /// - Throws: `CityDataError` as `read(path:)` does.
    private static func openRegularFile(path: String) throws(CityDataError) -> (descriptor: Int32, size: Int) {
        do {
            return try RegularFile.open(path: path)
        } catch {
            let hint = error.isNotRegular ? "; give the path of a JSON file of cities" : ""
            throw CityDataError(file: path, problem: error.problem + hint)
        }
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
            let (count, failure) = RegularFile.readAll(descriptor, into: buffer, at: offset)
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
            return RegularFile.readAll(descriptor, into: target, at: stretch.lowerBound)
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

    /// Reads and parses the file at `path`.
    package static func load(path: String) throws(CityDataError) -> [City] {
        try parse(read(path: path), file: path)
    }
}
