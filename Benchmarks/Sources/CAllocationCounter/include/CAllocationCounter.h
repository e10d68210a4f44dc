#ifndef SEGUE_ALLOCATION_COUNTER_H
#define SEGUE_ALLOCATION_COUNTER_H
#include <stddef.h>

/// Bytes requested from malloc, calloc, realloc and the aligned allocators since the process
/// started (this benchmark executable replaces them with counting wrappers around glibc's).
size_t segue_allocated_bytes(void);
/// The number of those allocations.
size_t segue_allocation_count(void);

#endif
