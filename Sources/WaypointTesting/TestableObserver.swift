import WaypointRx

/// An observer that records every event with the tick of its scheduler's clock.
// @unchecked: `recorded` is only touched under `lock`.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    @usableFromInline
    let scheduler: TestScheduler
    @usableFromInline
    let lock = Locked(())
    @usableFromInline
    @exclusivity(unchecked) var recorded: [Recorded<Event<Element>>] = []

    @usableFromInline
    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Everything recorded so far, in arrival order.
    public var events: [Recorded<Event<Element>>] { lock.withLock { _ in recorded } }

    /// Records `event` at the scheduler's current tick.
    @inlinable
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.withLock { _ in recorded.append(Recorded(time: time, value: event)) }
    }
}
