#if canImport(Glibc)
import Glibc
#endif

/// Huge pages for the big buffers of a load: the kernel maps 2 MiB at a time where it is asked to
/// (`MADV_HUGEPAGE`, which Debian's default `madvise` setting of transparent huge pages waits for), instead of
/// taking a page fault for every 4 KiB the load first touches. A load writes a few hundred megabytes of fresh
/// memory, and those faults were a fifth of its time.
public enum HugePages {
    /// Buffers smaller than this are left alone: few of their pages could be huge.
    public static let worthAdvising = 4 << 20

    /// Asks the kernel to back the 2 MiB stretches within `memory` with huge pages when they are first touched;
    /// does nothing for less than `worthAdvising` bytes, or where the system has no such advice.
    public static func advise(_ memory: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        guard let base = memory.baseAddress, memory.count >= worthAdvising else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + memory.count) & ~(page - 1)
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
        #endif
    }
}

extension Array where Element: BitwiseCopyable {
    /// `count` elements, the one at each index `element(index)`, in memory advised for huge pages.
    @inlinable public init(count: Int, onHugePages element: (Int) throws -> Element) rethrows {
        try self.init(unsafeUninitializedCapacity: count) { buffer, initializedCount in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            for index in 0..<count {
                buffer.initializeElement(at: index, to: try element(index))
                initializedCount = index + 1
            }
        }
    }

    /// Reserves room for `capacity` elements in memory advised for huge pages, for an array about to grow.
    @inlinable public mutating func reserveCapacityOnHugePages(_ capacity: Int) {
        reserveCapacity(capacity)
        let room = self.capacity * MemoryLayout<Element>.stride
        withUnsafeMutableBufferPointer { buffer in
            HugePages.advise(UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: room))
        }
    }
}
