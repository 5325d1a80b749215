#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock on the platform's `pthread_mutex_t`, for operator state that several
/// threads contend for (timers firing while the source sends).
///
/// Why not `Synchronization.Mutex`: on Linux its contended path waits in the uninstrumented
/// runtime, so ThreadSanitizer misses the synchronization and reports false races under
/// contention; ThreadSanitizer intercepts `pthread_mutex_lock`/`unlock`.
// @unchecked: the pthread mutex is the synchronization; the pointer itself never changes.
final class PlatformLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock. Not re-entrant.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
