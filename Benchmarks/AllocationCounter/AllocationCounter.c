// Counts heap allocations by defining the allocator's entry points in the executable itself.
// The dynamic linker resolves every library's `malloc` (the Swift runtime's, Foundation's)
// to the first definition it finds, which is this one; each forwards to glibc's own
// implementation, so the heap behaves exactly as it would without the counter. The
// `__libc_*` names are glibc's exported aliases of its allocator, which avoids the
// `dlsym(RTLD_NEXT, "malloc")` dance and its own allocation during start-up.

#include "AllocationCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>

// Relaxed is enough: the counts are read on the thread that did the work being measured,
// and other threads only ever add to them.
static _Atomic uint64_t allocations;
static _Atomic uint64_t frees;

// A sanitizer brings its own allocator and defines these functions itself; defining them
// again would not link (or would bypass it). Under a sanitizer nothing is counted, and the
// benchmark's own check that allocations are counted says so.
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define ALLOCATION_COUNTER_DISABLED 1
#endif
#endif

#ifndef ALLOCATION_COUNTER_DISABLED

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static void *counted(void *pointer) {
    if (pointer != NULL) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
    return pointer;
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
    // Growing or shrinking in place is still a trip to the allocator, so it counts.
    return counted(__libc_realloc(pointer, size));
}

void free(void *pointer) {
    if (pointer != NULL) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    }
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    return counted(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
    return counted(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // glibc's own checks: a power of two that is a multiple of the pointer size.
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = counted(__libc_memalign(alignment, size));
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *valloc(size_t size) { return counted(__libc_valloc(size)); }

void *pvalloc(size_t size) { return counted(__libc_pvalloc(size)); }

#endif

uint64_t allocation_counter_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t allocation_counter_frees(void) {
    return atomic_load_explicit(&frees, memory_order_relaxed);
}

size_t allocation_counter_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
