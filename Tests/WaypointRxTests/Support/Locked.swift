import Foundation

/// A value behind an `NSLock`, for test state that several threads contend for (ThreadSanitizer
/// understands pthread mutexes, not a contended `Synchronization.Mutex` on Linux).
// @unchecked: `value` is only touched while `lock` is held.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
