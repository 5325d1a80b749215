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
// @unchecked: `value` is only reached inside `withLock`, under the pthread mutex.
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline
    var value: Value

    /// A lock guarding `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
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
