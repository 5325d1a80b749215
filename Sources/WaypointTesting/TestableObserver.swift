import WaypointRx

/// An observer that records every event with the tick of its scheduler's clock.
// @unchecked: `recorded` is only touched under the scheduler's lock (`withClockLocked`).
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    @usableFromInline
    let scheduler: TestScheduler
    @usableFromInline
    @exclusivity(unchecked) var recorded: [Recorded<Event<Element>>] = []

    @usableFromInline
    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Everything recorded so far, in arrival order.
    public var events: [Recorded<Event<Element>>] { scheduler.withClockLocked { _ in recorded } }

    /// Records `event` at the scheduler's current tick.
    @inlinable
    public func on(_ event: Event<Element>) {
        // Reading the clock and appending in one critical section: one lock round trip per event.
        scheduler.withClockLocked { time in recorded.append(Recorded(time: time, value: event)) }
    }
}
