import Synchronization

/// A buffer that a load no longer needs, kept for the one table that reuses its memory: the file's bytes, once
/// read, become the storage of the cities' JSON, whose pages are then already mapped in, rather than 25 MB more
/// that the kernel must find and zero while the load waits.
final class SpareBytes: Sendable {
    private let bytes: Mutex<[UInt8]>

    /// Keeps `bytes` until one caller takes them.
    init(_ bytes: consuming [UInt8]) {
        self.bytes = Mutex(bytes)
    }

    /// The buffer, for the first caller; an empty array for any later one.
    func take() -> [UInt8] {
        bytes.withLock { bytes in
            var taken: [UInt8] = []
            swap(&taken, &bytes)
            return taken
        }
    }
}
