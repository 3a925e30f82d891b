#include <malloc.h>
#include "CSystemShims.h"

void CSystemShims_releaseFreeMemory(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}

void CSystemShims_mapLargeAllocations(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
#endif
}

void CSystemShims_keepFreedMemory(void) {
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 512 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
#endif
}
