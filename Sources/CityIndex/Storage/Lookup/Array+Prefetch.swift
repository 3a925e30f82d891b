import CSystemShims

extension Array {
    /// Asks the processor for the element at `index` ahead of a read of it, so that the miss of the caches overlaps
    /// the work before that read rather than stalls it; a hint, which reads nothing.
    @inline(__always) func prefetchElement(at index: Int) {
        withUnsafeBufferPointer { CSystemShims_prefetch($0.baseAddress! + index) }
    }
}
