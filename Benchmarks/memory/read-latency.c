/*
 * How long a read from memory takes on this host right now: follows a chain of pointers laid in a random cycle
 * through MIB mebibytes (4 by default), each read waiting on the one before, so that neither the processor's
 * prefetchers nor its out-of-order reads can hide a miss, and prints the nanoseconds a read took. 4 MiB fits the
 * third-level cache: a quiet host reads it from there, a busy one from memory. scripts/bench-when-quiet reads it
 * before and after each benchmark run (docs/performance.md, "Reading a budget on a shared host", has the figures).
 *
 * Usage: read-latency [MIB [READS]]   (READS 2,000,000 by default)
 * Build: cc -O2 read-latency.c -o read-latency
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e9 + now.tv_nsec;
}

int main(int argc, char **argv) {
    long mebibytes = argc > 1 ? strtol(argv[1], NULL, 10) : 4;
    long reads = argc > 2 ? strtol(argv[2], NULL, 10) : 2000000;
    if (argc > 3 || mebibytes <= 0 || reads <= 0) {
        fprintf(stderr, "usage: read-latency [MIB [READS]]\n");
        return 64;
    }
    size_t count = (size_t)mebibytes * 1024 * 1024 / sizeof(size_t);
    size_t *next = malloc(count * sizeof(size_t));
    if (next == NULL) {
        fprintf(stderr, "read-latency: cannot allocate %ld MiB\n", mebibytes);
        return 1;
    }
    /* Sattolo's shuffle: one cycle through every slot, in a random order. */
    for (size_t slot = 0; slot < count; slot++) {
        next[slot] = slot;
    }
    srand48(1);
    for (size_t slot = count - 1; slot > 0; slot--) {
        size_t other = (size_t)(drand48() * slot);
        size_t kept = next[slot];
        next[slot] = next[other];
        next[other] = kept;
    }
    /* One lap first, so that the pages are mapped and the timed reads find what a lap leaves in the caches. */
    size_t slot = 0;
    for (size_t read = 0; read < count; read++) {
        slot = next[slot];
    }
    double started = nanoseconds();
    for (long read = 0; read < reads; read++) {
        slot = next[slot];
    }
    double elapsed = nanoseconds() - started;
    /* The slot reached is printed so that the chain is not optimized away. */
    printf("%.1f ns a read over %ld MiB (%zu)\n", elapsed / reads, mebibytes, slot);
    free(next);
    return 0;
}
