// Word-sized C11 atomics for Waypoint's Swift code (and, at the end, one Swift runtime entry point).
//
// Swift reaches these through a pointer to an `intptr_t` that lives inside a Swift object (see
// WaypointRx's `AtomicWord`). Every function is `static inline`, so the optimizer inlines each
// operation into the Swift caller as a single instruction, and ThreadSanitizer sees C11 atomics.
// `order` is one of the C11 `memory_order` values; callers pass a constant, which the inliner
// folds into the right instruction.
#ifndef WAYPOINT_ATOMICS_H
#define WAYPOINT_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#define WAYPOINT_ATOMIC_INLINE static inline __attribute__((always_inline))
#define WAYPOINT_ATOMIC_WORD(pointer) ((_Atomic(intptr_t) *)(pointer))

WAYPOINT_ATOMIC_INLINE intptr_t waypoint_atomic_load(intptr_t *_Nonnull word, int order) {
    return atomic_load_explicit(WAYPOINT_ATOMIC_WORD(word), (memory_order)order);
}

WAYPOINT_ATOMIC_INLINE void waypoint_atomic_store(intptr_t *_Nonnull word, intptr_t value, int order) {
    atomic_store_explicit(WAYPOINT_ATOMIC_WORD(word), value, (memory_order)order);
}

WAYPOINT_ATOMIC_INLINE intptr_t waypoint_atomic_exchange(intptr_t *_Nonnull word, intptr_t value, int order) {
    return atomic_exchange_explicit(WAYPOINT_ATOMIC_WORD(word), value, (memory_order)order);
}

// Strong compare-and-exchange: stores `desired` if the word holds `expected`. Returns the value
// it found (equal to `expected` exactly when it stored). Returning the value, rather than taking
// a pointer to `expected`, keeps Swift callers free of address-taken locals (which would make
// the compiler add a stack protector to every function that inlines a compare-and-exchange).
WAYPOINT_ATOMIC_INLINE intptr_t waypoint_atomic_compare_exchange(intptr_t *_Nonnull word, intptr_t expected,
                                                                 intptr_t desired, int success_order, int failure_order) {
    atomic_compare_exchange_strong_explicit(WAYPOINT_ATOMIC_WORD(word), &expected, desired,
                                            (memory_order)success_order, (memory_order)failure_order);
    return expected;
}

// Wrapping addition; returns the previous value.
WAYPOINT_ATOMIC_INLINE intptr_t waypoint_atomic_fetch_add(intptr_t *_Nonnull word, intptr_t operand, int order) {
    return atomic_fetch_add_explicit(WAYPOINT_ATOMIC_WORD(word), operand, (memory_order)order);
}

// Wrapping subtraction; returns the previous value.
WAYPOINT_ATOMIC_INLINE intptr_t waypoint_atomic_fetch_sub(intptr_t *_Nonnull word, intptr_t operand, int order) {
    return atomic_fetch_sub_explicit(WAYPOINT_ATOMIC_WORD(word), operand, (memory_order)order);
}

// Bitwise or; returns the previous value.
WAYPOINT_ATOMIC_INLINE intptr_t waypoint_atomic_fetch_or(intptr_t *_Nonnull word, intptr_t operand, int order) {
    return atomic_fetch_or_explicit(WAYPOINT_ATOMIC_WORD(word), operand, (memory_order)order);
}

// Bitwise and; returns the previous value.
WAYPOINT_ATOMIC_INLINE intptr_t waypoint_atomic_fetch_and(intptr_t *_Nonnull word, intptr_t operand, int order) {
    return atomic_fetch_and_explicit(WAYPOINT_ATOMIC_WORD(word), operand, (memory_order)order);
}

// The number of live resources (WaypointRx's `Resources.total`), a plain C global: counting
// costs one atomic instruction, with none of a Swift global's lazy-initialisation checks.
extern intptr_t waypoint_resources_total;

WAYPOINT_ATOMIC_INLINE void waypoint_resources_add(intptr_t delta) {
    atomic_fetch_add_explicit(WAYPOINT_ATOMIC_WORD(&waypoint_resources_total), delta, memory_order_relaxed);
}

WAYPOINT_ATOMIC_INLINE intptr_t waypoint_resources_load(void) {
    return atomic_load_explicit(WAYPOINT_ATOMIC_WORD(&waypoint_resources_total), memory_order_relaxed);
}

// One entry point of the Swift runtime that Swift code cannot name: retaining an object only if
// it is still alive, with which WaypointStore reaches a StoreSubscriber (see `SubscriberEntry`).
// `swift_tryRetain` is exported by the Swift runtime on every platform and is part of its stable
// ABI (`SWIFT_RUNTIME_EXPORT HeapObject *swift_tryRetain(HeapObject *)`, C calling convention):
// it atomically adds one strong reference to a native Swift object unless the object's
// deinitialization has begun, and returns the object, or NULL when it had begun. The object's
// memory must stay allocated during the call, which an unowned reference guarantees. Never pass
// an Objective-C object: those keep their counts elsewhere.
extern void *_Nullable swift_tryRetain(void *_Nonnull object);

// Adds a strong reference to the native Swift object at `object` unless its deinitialization has
// begun; `true` when it did (the caller then owns that reference and must release it).
WAYPOINT_ATOMIC_INLINE bool waypoint_try_retain(void *_Nonnull object) {
    return swift_tryRetain(object) != 0;
}

#undef WAYPOINT_ATOMIC_WORD
#undef WAYPOINT_ATOMIC_INLINE

#endif
