// Counting replacements for the C allocator, linked into the benchmark executable. The
// dynamic linker binds the Swift runtime's calls to malloc & co. to these definitions (an
// executable's symbols come first), and each forwards to glibc's own entry points.
#include "CAllocationCounter.h"
#include <stdatomic.h>
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic size_t allocatedBytes = 0;
static _Atomic size_t allocationCount = 0;

static void record(size_t size) {
    atomic_fetch_add_explicit(&allocatedBytes, size, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
}

size_t segue_allocated_bytes(void) { return atomic_load_explicit(&allocatedBytes, memory_order_relaxed); }
size_t segue_allocation_count(void) { return atomic_load_explicit(&allocationCount, memory_order_relaxed); }

void *malloc(size_t size) { record(size); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { record(count * size); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { record(size); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { record(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { record(size); return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    record(size);
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *out = pointer;
    return 0;
}
