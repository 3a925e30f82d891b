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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw CityDataError(file: path, problem: "cannot be opened: \(systemReason())")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw CityDataError(file: path, problem: "cannot be read: \(systemReason())")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw CityDataError(
                file: path,
                problem:
                    "is \(kind(ofMode: status.st_mode)), not a regular file; give the path of a JSON file of cities"
            )
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        bytes.reserveCapacity(Int(status.st_size))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 {
                return bytes
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw CityDataError(file: path, problem: "cannot be read: \(systemReason())")
            }
            bytes.append(contentsOf: chunk[..<count])
        }
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
