#define _GNU_SOURCE
#include "BenchSupport.h"

#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define BENCH_HAS_VALGRIND 1
#endif
#endif

#if defined(__linux__)
#include <dlfcn.h>
#include <malloc.h>

// The C library's allocator, found with dlsym(RTLD_NEXT) on first use. While dlsym itself runs
// (it may allocate), requests are served from a small static arena that is never freed.
typedef void *(*malloc_fn)(size_t);
typedef void *(*calloc_fn)(size_t, size_t);
typedef void *(*realloc_fn)(void *, size_t);
typedef void (*free_fn)(void *);
typedef int (*posix_memalign_fn)(void **, size_t, size_t);
typedef void *(*aligned_alloc_fn)(size_t, size_t);

static malloc_fn real_malloc;
static calloc_fn real_calloc;
static realloc_fn real_realloc;
static free_fn real_free;
static posix_memalign_fn real_posix_memalign;
static aligned_alloc_fn real_aligned_alloc;
static aligned_alloc_fn real_memalign;

static _Alignas(16) char bootstrap[8192];
static size_t bootstrap_used;
static int resolving;

static _Atomic int counting;
static _Atomic uint64_t allocations;
static _Atomic int64_t live_bytes;
static _Atomic int64_t peak_live_bytes;
static int interposed;

static int in_bootstrap(void *pointer) {
    return (char *)pointer >= bootstrap && (char *)pointer < bootstrap + sizeof bootstrap;
}

static void *bootstrap_alloc(size_t size) {
    size_t rounded = (size + 15) & ~(size_t)15;
    if (bootstrap_used + rounded > sizeof bootstrap) return NULL;
    void *pointer = bootstrap + bootstrap_used;
    bootstrap_used += rounded;
    return pointer;
}

static void resolve(void) {
    if (real_malloc || resolving) return;
    resolving = 1;
    real_calloc = (calloc_fn)dlsym(RTLD_NEXT, "calloc");
    real_realloc = (realloc_fn)dlsym(RTLD_NEXT, "realloc");
    real_free = (free_fn)dlsym(RTLD_NEXT, "free");
    real_posix_memalign = (posix_memalign_fn)dlsym(RTLD_NEXT, "posix_memalign");
    real_aligned_alloc = (aligned_alloc_fn)dlsym(RTLD_NEXT, "aligned_alloc");
    real_memalign = (aligned_alloc_fn)dlsym(RTLD_NEXT, "memalign");
    real_malloc = (malloc_fn)dlsym(RTLD_NEXT, "malloc");
    resolving = 0;
    interposed = 1;
}

static void note_alloc(void *pointer) {
    if (!pointer || !atomic_load_explicit(&counting, memory_order_relaxed)) return;
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    int64_t size = (int64_t)malloc_usable_size(pointer);
    int64_t live = atomic_fetch_add_explicit(&live_bytes, size, memory_order_relaxed) + size;
    int64_t peak = atomic_load_explicit(&peak_live_bytes, memory_order_relaxed);
    while (live > peak &&
           !atomic_compare_exchange_weak_explicit(&peak_live_bytes, &peak, live, memory_order_relaxed, memory_order_relaxed)) {
    }
}

static void note_free(void *pointer) {
    if (!pointer || !atomic_load_explicit(&counting, memory_order_relaxed)) return;
    atomic_fetch_sub_explicit(&live_bytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
}

void *malloc(size_t size) {
    resolve();
    if (!real_malloc) return bootstrap_alloc(size);
    void *pointer = real_malloc(size);
    note_alloc(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    resolve();
    if (!real_calloc) {
        void *pointer = bootstrap_alloc(count * size);
        if (pointer) memset(pointer, 0, count * size);
        return pointer;
    }
    void *pointer = real_calloc(count, size);
    note_alloc(pointer);
    return pointer;
}

void *realloc(void *old, size_t size) {
    resolve();
    if (in_bootstrap(old)) {
        void *pointer = malloc(size);
        if (pointer) memcpy(pointer, old, size);
        return pointer;
    }
    if (!real_realloc) return bootstrap_alloc(size);
    note_free(old);
    void *pointer = real_realloc(old, size);
    if (pointer) {
        if (!old) {
            note_alloc(pointer);
        } else if (atomic_load_explicit(&counting, memory_order_relaxed)) {
            atomic_fetch_add_explicit(&live_bytes, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
        }
    }
    return pointer;
}

void free(void *pointer) {
    if (!pointer || in_bootstrap(pointer)) return;
    resolve();
    note_free(pointer);
    real_free(pointer);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    resolve();
    int result = real_posix_memalign(out, alignment, size);
    if (result == 0) note_alloc(*out);
    return result;
}

void *aligned_alloc(size_t alignment, size_t size) {
    resolve();
    void *pointer = real_aligned_alloc(alignment, size);
    note_alloc(pointer);
    return pointer;
}

void *memalign(size_t alignment, size_t size) {
    resolve();
    void *pointer = real_memalign(alignment, size);
    note_alloc(pointer);
    return pointer;
}

void bench_alloc_reset(int on) {
    atomic_store(&counting, 0);
    atomic_store(&allocations, 0);
    atomic_store(&live_bytes, 0);
    atomic_store(&peak_live_bytes, 0);
    atomic_store(&counting, on);
}

bench_alloc_stats bench_alloc_read(void) {
    bench_alloc_stats stats;
    stats.allocations = atomic_load(&allocations);
    stats.live_bytes = atomic_load(&live_bytes);
    stats.peak_live_bytes = atomic_load(&peak_live_bytes);
    return stats;
}

int bench_alloc_interposed(void) { return interposed; }

#else

void bench_alloc_reset(int on) { (void)on; }
bench_alloc_stats bench_alloc_read(void) {
    bench_alloc_stats stats = {0, 0, 0};
    return stats;
}
int bench_alloc_interposed(void) { return 0; }

#endif

int bench_on_valgrind(void) {
#ifdef BENCH_HAS_VALGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void bench_callgrind_begin(void) {
#ifdef BENCH_HAS_VALGRIND
    CALLGRIND_ZERO_STATS;
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

void bench_callgrind_end(const char *name) {
#ifdef BENCH_HAS_VALGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
    CALLGRIND_DUMP_STATS_AT(name);
#else
    (void)name;
#endif
}
