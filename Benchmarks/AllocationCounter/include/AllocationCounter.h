#ifndef MDGEN_ALLOCATION_COUNTER_H
#define MDGEN_ALLOCATION_COUNTER_H

#include <stddef.h>
#include <stdint.h>

/// The number of heap allocations the process has made so far: every successful `malloc`,
/// `calloc`, `realloc`, `posix_memalign`, `aligned_alloc`, `memalign`, `valloc` and
/// `pvalloc`, from any library, counted atomically. Subtract two readings to count the
/// allocations of the code between them.
uint64_t allocation_counter_allocations(void);

/// The number of `free` calls with a non-null pointer the process has made so far.
uint64_t allocation_counter_frees(void);

/// The bytes of heap the program holds right now, as glibc's `mallinfo2` reports them:
/// chunks in use in the arenas plus chunks mapped on their own.
size_t allocation_counter_heap_in_use(void);

#endif
