import Synchronization

/// A `Mutex` whose hand-over from one thread to the next ThreadSanitizer can see.
///
/// On Linux, a contended `Mutex` passes from thread to thread through the kernel (a
/// priority-inheritance futex), which ThreadSanitizer cannot observe: it then reports the state the
/// mutex guards as racy although it is not. Each critical section here begins with an acquiring
/// load and ends with a releasing store of one atomic, an ordering the mutex already implies, made
/// visible to the sanitizer. The cost is two uncontended atomic operations.
struct TracedLock: ~Copyable, Sendable {
    private let mutex = Mutex(())
    private let handover = Atomic<Int>(0)

    init() {}

    /// Runs `body` while holding the lock. (The result travels through a local: `Mutex.withLock`
    /// wants a `sending` result, which a non-`Sendable` value cannot be.)
    borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        mutex.withLock { _ in
            _ = handover.load(ordering: .acquiring)
            result = body()
            handover.store(0, ordering: .releasing)
        }
        // The closure above always ran.
        return result.unsafelyUnwrapped
    }
}
