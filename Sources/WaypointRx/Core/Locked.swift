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
/// never call out (observers, user closures) while holding it. The mutex and the value share one
/// allocation; copies of a `Locked` share both.
// @unchecked: the value is only reached inside `withLock`, under the pthread mutex.
public struct Locked<Value>: @unchecked Sendable {
    @usableFromInline
    let buffer: LockedBuffer<Value>

    /// A lock guarding `value`.
    public init(_ value: Value) {
        buffer = LockedBuffer.make(value)
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { mutex, value in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}

extension Locked where Value == Void {
    /// A lock guarding nothing but the code it runs.
    public init() {
        self.init(())
    }

    /// Runs `body` while holding the lock.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointerToHeader { mutex in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body()
        }
    }
}

/// One allocation holding the mutex (the header, which never moves) and the value. The value is
/// reached through a pointer, so its accesses are plain memory accesses that the mutex orders
/// (ThreadSanitizer misreports exclusivity checks on zero-sized stored properties).
@usableFromInline
final class LockedBuffer<Value>: ManagedBuffer<pthread_mutex_t, Value> {
    static func make(_ value: Value) -> LockedBuffer<Value> {
        let buffer = unsafeDowncast(create(minimumCapacity: 1) { _ in pthread_mutex_t() }, to: LockedBuffer<Value>.self)
        buffer.withUnsafeMutablePointers { mutex, storage in
            pthread_mutex_init(mutex, nil)
            storage.initialize(to: value)
        }
        return buffer
    }

    deinit {
        withUnsafeMutablePointers { mutex, storage in
            pthread_mutex_destroy(mutex)
            _ = storage.deinitialize(count: 1)
        }
    }
}
