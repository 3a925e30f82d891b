/*
 * How long a read from memory takes on this host right now: follows a chain of pointers laid in a random cycle
 * through SIZE (4 MiB by default), each read waiting on the one before, so that neither the processor's
 * prefetchers nor its out-of-order reads can hide a miss, and prints the nanoseconds a read took. 4 MiB fits the
 * third-level cache: a quiet host reads it from there, a busy one from memory; smaller sizes read the first two
 * levels. scripts/bench-when-quiet reads 4 MiB before, while and after each benchmark run (docs/performance.md,
 * "Reading a budget on a shared host", has the figures).
 *
 * Usage: read-latency [SIZE [READS]]   (SIZE in MiB, or in KiB with a K after it: 4, 256K; READS 2,000,000 by
 * default)
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
    const char *size = argc > 1 ? argv[1] : "4";
    char *unit;
    long amount = strtol(size, &unit, 10);
    int isKibibytes = (*unit == 'K' || *unit == 'k') && unit[1] == '\0';
    long reads = argc > 2 ? strtol(argv[2], NULL, 10) : 2000000;
    if (argc > 3 || amount <= 0 || (*unit != '\0' && !isKibibytes) || reads <= 0) {
        fprintf(stderr, "usage: read-latency [SIZE [READS]]   (SIZE in MiB, or in KiB with a K after it)\n");
        return 64;
    }
    size_t bytes = (size_t)amount * 1024 * (isKibibytes ? 1 : 1024);
    size_t count = bytes / sizeof(size_t);
    size_t *next = malloc(count * sizeof(size_t));
    if (next == NULL) {
        fprintf(stderr, "read-latency: cannot allocate %s\n", size);
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
    printf("%.1f ns a read over %ld %s (%zu)\n", elapsed / reads, amount, isKibibytes ? "KiB" : "MiB", slot);
    free(next);
    return 0;
}
