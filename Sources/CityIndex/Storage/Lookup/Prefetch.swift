import CSystemShims

/// Asks the processor to start loading the cache line at `address` (`CSystemShims_prefetch`): a hint, which reads
/// nothing, so that `address` need not stay valid.
///
/// A call of its own, which the optimizer is told releases nothing: the C function inlined into a caller is a call
/// it cannot see into, and a caller that reads a table borrowed from an array or an object kept that table retained
/// around each prefetch, an atomic count up and down (docs/performance.md, "Fewer atomic counts a search"). For a
/// prefetch made once in a while; a loop's, whose tables are retained once for the loop, calls the C function.
@_effects(releasenone) @inline(never)
func prefetch(_ address: UnsafeRawPointer) {
    CSystemShims_prefetch(address)
}
