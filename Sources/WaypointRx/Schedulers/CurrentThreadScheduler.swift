#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs work on the calling thread as a trampoline: the first `schedule` on a thread runs its
/// action at once and then runs, in order, everything scheduled from inside it, which is queued
/// instead of nested. Recursive scheduling therefore never grows the stack.
///
/// It is an `ImmediateSchedulerType` only: it has no notion of delay (a delay would have to block
/// the thread), so it does not conform to `SchedulerType`.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler (it is stateless; the trampoline is per thread).
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when no trampoline is running on this thread, so `schedule` would run its action
    /// at once; `false` while inside an action it runs, where `schedule` queues.
    public static var isScheduleRequired: Bool {
        guard let trampoline = Trampoline.existing else { return true }
        return !trampoline.isRunning
    }

    /// Runs `action` at once if no trampoline runs on this thread (then everything it scheduled,
    /// in order); otherwise queues it behind the work already queued on this thread.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledItem { action(state) }
            trampoline.enqueue(item)
            return item
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        let disposable = action(state)
        trampoline.drain()
        return disposable
    }
}

/// The per-thread state of `CurrentThreadScheduler`: whether an action is running and the FIFO
/// of queued items. Only its own thread touches it, found through a pthread key (cheap, unlike
/// `Thread.current.threadDictionary`).
private final class Trampoline {
    var isRunning = false
    private var items: [ScheduledItem?] = []
    private var head = 0

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        pthread_key_create(&key) { pointer in
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        #else
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        }
        #endif
        return key
    }()

    /// This thread's trampoline, if it ever scheduled.
    static var existing: Trampoline? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// This thread's trampoline, created on first use and released when the thread exits.
    static var current: Trampoline {
        if let existing { return existing }
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    func enqueue(_ item: ScheduledItem) {
        items.append(item)
    }

    /// Runs the queued items in order, including those they queue, until none are left.
    func drain() {
        while head < items.count {
            let item = items[head]
            items[head] = nil
            head += 1
            if head >= 1024 && head * 2 >= items.count {
                items.removeFirst(head)
                head = 0
            }
            item?.invoke()
        }
        items.removeAll(keepingCapacity: items.count <= 1024)
        head = 0
    }
}
