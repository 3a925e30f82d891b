#include <malloc.h>
#include "CSystemShims.h"

void CSystemShims_releaseFreeMemory(void) {
#ifdef __GLIBC__
    malloc_trim(0);
#endif
}
