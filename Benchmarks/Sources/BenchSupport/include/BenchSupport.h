// Support for waypoint-bench that Swift cannot express: counting the process's heap allocations
// (the executable defines malloc and friends, which forward to the C library's) and client
// requests to callgrind (no-ops when not running under valgrind).
#ifndef BENCH_SUPPORT_H
#define BENCH_SUPPORT_H

#include <stdint.h>

/// Heap figures since the last `bench_alloc_reset`, counted only while counting is on.
typedef struct {
    /// Calls to malloc, calloc, realloc (a new block) and the aligned allocators.
    uint64_t allocations;
    /// Bytes allocated minus bytes freed (usable sizes); negative when more was freed.
    int64_t live_bytes;
    /// The highest `live_bytes` reached.
    int64_t peak_live_bytes;
} bench_alloc_stats;

/// Zeroes the figures and starts (1) or stops (0) counting.
void bench_alloc_reset(int counting);
/// The figures so far.
bench_alloc_stats bench_alloc_read(void);
/// 1 when the allocation counter is the process's malloc (the interposition worked).
int bench_alloc_interposed(void);

/// 1 when running under valgrind.
int bench_on_valgrind(void);
/// Zeroes callgrind's counters and starts instrumenting.
void bench_callgrind_begin(void);
/// Stops instrumenting and writes callgrind's counters to a dump file (`name` in its header).
void bench_callgrind_end(const char *name);

#endif
