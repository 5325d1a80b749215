#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of the calling thread, cheap to take and compare.
struct ThreadIdentity: Equatable {
    private let thread: pthread_t

    /// The calling thread.
    static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}
