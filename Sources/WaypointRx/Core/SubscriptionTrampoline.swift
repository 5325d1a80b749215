#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Lets synchronous sources (`of`, `from`, `range`, `repeatElement`, `generate`) start emitting
/// only after the whole chain of the subscription that started them is wired up, so that an
/// operator downstream (`take(3)`) can stop them by disposing.
///
/// The outermost `subscribe` on a thread opens a frame; sources subscribed inside it queue their
/// loop, and the frame runs the queue (first in, first out) before `subscribe` returns. Anything
/// subscribed while the queue runs is queued too, so each loop starts with its disposable already
/// in the hands of whoever may dispose it. Outside a frame a loop runs at once. The per-thread
/// state is reached through one `pthread_getspecific`.
@usableFromInline
final class SubscriptionTrampoline {
    // Per-thread state, so no access can overlap another: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var queue: [() -> Void] = []

    private init() {}

    /// Runs `subscribe` inside this thread's frame, opening one (and draining its queue) when
    /// none is open.
    @inlinable
    static func subscribe(_ subscribe: () -> Disposable) -> Disposable {
        // The thread's own reference keeps its trampoline alive: none is taken for the call.
        Unmanaged<SubscriptionTrampoline>.fromOpaque(currentPointer)._withUnsafeGuaranteedRef { $0.subscribe(subscribe) }
    }

    /// Runs `loop` now when no frame is open on this thread, otherwise once the frame's
    /// subscription chain is wired up.
    @usableFromInline
    static func start(_ loop: @escaping () -> Void) {
        let trampoline = current
        if trampoline.running {
            trampoline.queue.append(loop)
        } else {
            loop()
        }
    }

    @usableFromInline
    func subscribe(_ subscribe: () -> Disposable) -> Disposable {
        if running { return subscribe() }
        running = true
        let disposable = subscribe()
        var index = 0
        while index < queue.count {
            let loop = queue[index]
            index += 1
            loop()
        }
        if index > 0 { queue.removeAll(keepingCapacity: true) }
        running = false
        return disposable
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<SubscriptionTrampoline>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<SubscriptionTrampoline>.fromOpaque(pointer).release() }
            #endif
        }
        return key
    }()

    /// This thread's trampoline.
    @usableFromInline
    static var current: SubscriptionTrampoline {
        Unmanaged<SubscriptionTrampoline>.fromOpaque(currentPointer).takeUnretainedValue()
    }

    /// This thread's trampoline, unretained (the thread's own reference keeps it alive).
    @usableFromInline
    static var currentPointer: UnsafeMutableRawPointer {
        if let pointer = pthread_getspecific(key) { return pointer }
        let pointer = Unmanaged.passRetained(SubscriptionTrampoline()).toOpaque()
        pthread_setspecific(key, pointer)
        return pointer
    }
}
