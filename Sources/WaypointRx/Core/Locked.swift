#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value guarded by a mutual-exclusion lock: `withLock` runs a closure with exclusive access.
///
/// WaypointRx uses it instead of `Synchronization.Mutex` because it is built on
/// `pthread_mutex_t`, which ThreadSanitizer understands: on Linux a contended `Mutex` waits in
/// code ThreadSanitizer does not see, so it reports races that are not there. Not re-entrant:
/// never call out (observers, user closures) while holding it.
// @unchecked: the value is only reached inside `withLock`, under the pthread mutex.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The value lives outside the object, so accesses to it are plain memory accesses that
    /// the mutex orders (ThreadSanitizer misreports exclusivity checks on zero-sized fields).
    @usableFromInline
    let storage: UnsafeMutablePointer<Value>

    /// A lock guarding `value`.
    public init(_ value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }
}

extension Locked where Value == Void {
    /// A lock guarding nothing but the code it runs.
    public convenience init() {
        self.init(())
    }

    /// Runs `body` while holding the lock.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
