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
    /// - Throws: `CityDataError` naming the file and the system's reason when it cannot be read.
    public static func read(path: String) throws(CityDataError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CityDataError(file: path, problem: "cannot be opened: \(systemReason())")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw CityDataError(file: path, problem: "cannot be read: \(systemReason())")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw CityDataError(file: path, problem: "is not a regular file")
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

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
