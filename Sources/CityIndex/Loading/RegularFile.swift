#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A regular file opened for reading, and read at offsets: what the data file and the prebuilt index file share.
///
/// It opens without waiting (`O_NONBLOCK`), so that a named pipe, which `open` would otherwise wait on until a
/// writer comes, is refused at once like a directory or a device: a load never blocks.
enum RegularFile {
    /// Why a path could not be opened as a regular file, in words for a message about it.
    struct OpenFailure: Error {
        /// `cannot be opened: No such file or directory`, `is a directory, not a regular file`, …
        let problem: String
        /// Whether nothing is at the path.
        let isMissing: Bool
        /// Whether the path is something other than a regular file, such as a directory or a named pipe.
        let isNotRegular: Bool
    }

    /// Opens `path` for reading: its descriptor, for the caller to close, and its size when opened.
    ///
    /// - Throws: `OpenFailure` when it cannot be opened, cannot be looked at, or is not a regular file.
    static func open(path: String) throws(OpenFailure) -> (descriptor: Int32, size: Int) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let missing = errno == ENOENT
            throw OpenFailure(problem: "cannot be opened: \(systemReason())", isMissing: missing, isNotRegular: false)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = systemReason()
            close(descriptor)
            throw OpenFailure(problem: "cannot be read: \(reason)", isMissing: false, isNotRegular: false)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw OpenFailure(
                problem: "is \(kind(ofMode: status.st_mode)), not a regular file",
                isMissing: false,
                isNotRegular: true
            )
        }
        return (descriptor, max(Int(status.st_size), 0))
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
