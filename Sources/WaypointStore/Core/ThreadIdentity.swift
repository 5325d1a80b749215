#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of the calling thread, cheap to take and compare.
struct ThreadIdentity: Equatable, Sendable {
    /// The thread's `pthread_t`, as bits (it is an integer or a pointer, depending on the platform).
    let rawValue: UInt

    /// The calling thread.
    static var current: ThreadIdentity {
        ThreadIdentity(rawValue: bits(pthread_self()))
    }

    // `pthread_t` is an integer (glibc), a pointer (Darwin) or an optional pointer (musl).
    private static func bits(_ thread: UInt) -> UInt { thread }
    private static func bits<Pointee>(_ thread: UnsafeMutablePointer<Pointee>) -> UInt { UInt(bitPattern: thread) }
    private static func bits(_ thread: OpaquePointer?) -> UInt { UInt(bitPattern: thread) }
}
