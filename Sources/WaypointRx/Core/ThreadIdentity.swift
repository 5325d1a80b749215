#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of the calling thread (its `pthread_t` as bits), cheap to take and compare.
@usableFromInline
package enum ThreadIdentity {
    /// The calling thread's bits; never 0.
    @inlinable
    package static var current: UInt { bits(pthread_self()) }

    // `pthread_t` is an integer (glibc), a pointer (Darwin) or an optional pointer (musl).
    @inlinable
    static func bits(_ thread: UInt) -> UInt { thread }
    @inlinable
    static func bits<Pointee>(_ thread: UnsafeMutablePointer<Pointee>) -> UInt { UInt(bitPattern: thread) }
    @inlinable
    static func bits(_ thread: OpaquePointer?) -> UInt { UInt(bitPattern: thread) }
}
