#ifndef CSYSTEM_SHIMS_H
#define CSYSTEM_SHIMS_H

/// Returns freed heap memory to the system (glibc's `malloc_trim(0)`): `<malloc.h>` is not in Swift's Glibc module.
/// Worth calling after a load whose temporary buffers, built on several threads, were freed.
void CSystemShims_releaseFreeMemory(void);

/// Gives every allocation of 1 MiB or more its own mapping, unmapped when freed (glibc's `mallopt` with
/// `M_MMAP_THRESHOLD`), instead of letting glibc raise that threshold as large blocks are freed: an index
/// replaced on reload then goes back to the system whole, rather than staying in the heap.
void CSystemShims_mapLargeAllocations(void);

/// Takes every allocation from the heap, and keeps what is freed there for the next, until
/// `CSystemShims_mapLargeAllocations` is called again (glibc's `mallopt` with `M_MMAP_THRESHOLD` and
/// `M_TRIM_THRESHOLD` raised): a load's later buffers then reuse the memory of its earlier ones, rather than
/// each being mapped afresh and faulted in page by page.
void CSystemShims_keepFreedMemory(void);

/// Asks the processor to start loading the cache line at `address` (`__builtin_prefetch`): for a loop that reads
/// scattered memory, issued a few items ahead so that the line has arrived when the item is reached.
static inline void CSystemShims_prefetch(const void *address) {
    __builtin_prefetch(address);
}

#endif
