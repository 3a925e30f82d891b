#ifndef CSYSTEM_SHIMS_H
#define CSYSTEM_SHIMS_H

/// Returns freed heap memory to the system (glibc's `malloc_trim(0)`): `<malloc.h>` is not in Swift's Glibc module.
/// Worth calling after a load whose temporary buffers, built on several threads, were freed.
void CSystemShims_releaseFreeMemory(void);

#endif
