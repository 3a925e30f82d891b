#if canImport(Glibc)
import Glibc
#endif

extension Array where Element: BitwiseCopyable {
    /// Hands the whole pages of the array's unused capacity back to the system (`MADV_DONTNEED`), for an array
    /// that reused a bigger buffer than it fills: only what it holds stays resident. Room it grows into later
    /// comes back as fresh zeroed pages. Less than a mebibyte unused is left as it is.
    @inlinable public mutating func discardUnusedCapacity() {
        #if canImport(Glibc)
        let used = count * MemoryLayout<Element>.stride
        let room = capacity * MemoryLayout<Element>.stride
        guard count > 0, room - used >= 1 << 20 else { return }
        withUnsafeMutableBytes { bytes in
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (Int(bitPattern: bytes.baseAddress!) + used + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: bytes.baseAddress!) + room) & ~(page - 1)
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_DONTNEED)
        }
        #endif
    }
}
