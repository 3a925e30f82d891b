/*
 * The cost of touching new memory for the first time, as a load does: maps MIB mebibytes (aligned to 2 MiB),
 * optionally advises them for transparent huge pages (MADV_HUGEPAGE, as HugePages.advise does), writes one
 * byte in every 4 KiB page, and prints how long that took; then writes all of it again, which faults nothing.
 * Run it after a few seconds of quiet and again at once to compare memory the host has taken back with memory
 * just freed (docs/performance.md, "Huge pages on cold memory").
 *
 * Usage: first-touch MIB huge|small
 * Build: cc -O2 first-touch.c -o first-touch
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    const size_t hugePage = 2u << 20, page = 4096;
    long mebibytes = argc == 3 ? strtol(argv[1], NULL, 10) : 0;
    int huge = argc == 3 && strcmp(argv[2], "huge") == 0;
    if (mebibytes <= 0 || (!huge && strcmp(argv[2], "small") != 0)) {
        fprintf(stderr, "usage: first-touch MIB huge|small\n");
        return 64;
    }
    size_t size = (size_t)mebibytes << 20;
    char *mapped = mmap(NULL, size + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) {
        perror("first-touch: mmap");
        return 1;
    }
    char *memory = (char *)(((uintptr_t)mapped + hugePage - 1) & ~(uintptr_t)(hugePage - 1));
    if (huge && madvise(memory, size, MADV_HUGEPAGE) != 0) {
        perror("first-touch: madvise");
        return 1;
    }
    double start = milliseconds();
    for (size_t offset = 0; offset < size; offset += page) {
        memory[offset] = 1;
    }
    double touched = milliseconds();
    memset(memory, 2, size);
    double rewritten = milliseconds();
    printf("%s pages, %ld MiB: first touch %.1f ms (%.2f us a 4 KiB page), written again %.1f ms\n",
           huge ? "huge" : "4 KiB", mebibytes, touched - start, (touched - start) * 1e3 / (double)(size / page),
           rewritten - touched);
    return 0;
}
