import Dispatch
import Foundation

/// The scheduling shared by the dispatch-queue schedulers: run now, after a delay, or
/// periodically on one queue. Every scheduled item counts as a live resource until it ran or
/// was disposed.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let item = ScheduledItem { action(state) }
        queue.async { item.invoke() }
        return item
    }

    /// Runs `action` after `dueTime` (at once for a zero or negative delay, never for `.never`).
    /// Disposing the result releases the action at once.
    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let item = ScheduledItem { action(state) }
        let seconds = dueTime.seconds
        if seconds.isInfinite { return item }
        if seconds <= 0 {
            queue.async { item.invoke() }
        } else {
            queue.asyncAfter(deadline: .now() + dueTime) { item.invoke() }
        }
        return item
    }

    /// Runs `action` after `startAfter`, then every `period` (once only when `period` is `.never`,
    /// zero or negative), on a dispatch timer.
    func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        PeriodicDispatchTimer(queue: queue, leeway: leeway, state: state, startAfter: startAfter, period: period, action: action)
    }
}

/// A `DispatchSourceTimer` that threads a state through a periodic action until disposed. It
/// counts as one live resource until disposed. (`NSLock`: ticks and `dispose` contend, and
/// ThreadSanitizer understands pthread mutexes.)
// @unchecked: `current` is only touched while `lock` is held; the timer is only configured in init and cancelled once, in dispose.
final class PeriodicDispatchTimer<StateType: Sendable>: Cancelable, @unchecked Sendable {
    private struct Current {
        var state: StateType?
        var disposed = false
    }

    private let lock = NSLock()
    private var current: Current
    /// `nil` when the start is `.never` (an inactive dispatch source must not be released).
    private let timer: DispatchSourceTimer?
    private let action: @Sendable (StateType) -> StateType

    init(queue: DispatchQueue, leeway: DispatchTimeInterval, state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) {
        current = Current(state: state)
        self.action = action
        Resources.incrementTotal()
        let start = startAfter.seconds
        if start.isInfinite {
            timer = nil
            return
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        self.timer = timer
        let deadline: DispatchTime = start <= 0 ? .now() : .now() + startAfter
        let repeating: DispatchTimeInterval = period.seconds > 0 && !period.seconds.isInfinite ? period : .never
        timer.schedule(deadline: deadline, repeating: repeating, leeway: leeway)
        // The handler holds the timer object until `dispose()` cancels it.
        timer.setEventHandler { [self] in fire() }
        timer.resume()
    }

    var isDisposed: Bool { lock.withLock { current.disposed } }

    /// One tick: runs the action on the current state unless disposed. Ticks of one timer never
    /// overlap (dispatch serializes a source's handler).
    private func fire() {
        guard let state = lock.withLock({ () -> StateType? in
            if current.disposed { return nil }
            defer { current.state = nil }
            return current.state
        }) else { return }
        let next = action(state)
        lock.withLock {
            if !current.disposed { current.state = next }
        }
    }

    func dispose() {
        let first = lock.withLock { () -> Bool in
            if current.disposed { return false }
            current.disposed = true
            current.state = nil
            return true
        }
        guard first else { return }
        timer?.setEventHandler(handler: nil)
        timer?.cancel()
        Resources.decrementTotal()
    }
}
