import Foundation

/// A scheduler whose clock only moves when it runs: `start()` runs every scheduled item in
/// time order (first-in first-out at equal times), setting the clock to each item's time.
///
/// Tests drive the runtime on it (`TestScheduler` is one); nothing waits for real time.
// @unchecked: the queue, clock and flags live behind `state`'s mutex; actions run outside it.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    /// A point on this scheduler's clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span on this scheduler's clock.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    @usableFromInline
    struct State {
        @usableFromInline
        var clock: VirtualTime
        @usableFromInline
        var running = false
        @usableFromInline
        var nextID = 0
        @usableFromInline
        var queue = PriorityQueue<VirtualTime, VirtualSchedulerEntry<VirtualTime>>()

        @usableFromInline
        init(clock: VirtualTime) {
            self.clock = clock
        }
    }

    // The scheduling and running paths are `@inlinable` so that they are specialized for the
    // client's converter (a `TestScheduler`'s): unspecialized, every step looks up generic metadata.
    @usableFromInline
    let state: Locked<State>

    /// The converter between virtual and real time.
    public let converter: Converter

    /// A scheduler whose clock starts at `initialClock`.
    @inlinable
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        state = Locked(State(clock: initialClock))
    }

    deinit {
        // Items that can no longer run stop counting as live, and let go of their actions (which
        // may hold, in a cycle, the subscriptions that hold the items).
        let abandoned = state.withLock { state -> ContiguousArray<VirtualSchedulerEntry<VirtualTime>> in
            defer { state.queue.removeAll() }
            return ContiguousArray(state.queue.storage.lazy.map(\.item))
        }
        for entry in abandoned {
            switch entry {
            case .item(let item): item.dispose()
            case .series(let series): series.dispose()
            }
        }
    }

    /// Runs `body` with the current virtual time while holding the scheduler's lock, so that
    /// state the caller guards with the same lock (a recording observer's log) is updated in the
    /// same critical section. `body` must not call out: no scheduling, no observers.
    @inlinable
    package final func withClockLocked<Result>(_ body: (VirtualTime) -> Result) -> Result {
        state.withLock { body($0.clock) }
    }

    /// The current virtual time.
    @inlinable
    public final var clock: VirtualTime { state.withLock { $0.clock } }

    /// The current virtual time as a date.
    public final var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// `true` while `start()` or `advanceTo(_:)` is running items.
    public final var isRunning: Bool { state.withLock { $0.running } }

    /// The number of items still scheduled (disposed ones included until they are reached).
    public final var pendingCount: Int { state.withLock { $0.queue.count } }

    /// Runs `action` at the current virtual time (after what is already due now).
    public final func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Runs `action` after `dueTime` of virtual time, at the time `adjustScheduledTime(_:)` makes
    /// of it (a `TestScheduler` simulating processing delay runs work due now one tick later).
    public final func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: converter.convertToVirtualTimeInterval(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Runs `action` after `startAfter`, then every `period` of virtual time.
    public final func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        schedulePeriodicByRecursion(state, startAfter: startAfter, period: period, action: action)
    }

    /// Runs `action` after `dueTime` on the virtual clock, not adjusted (as in RxSwift): a
    /// `dueTime` of 0 runs after what is already due now, at the current time.
    @inlinable
    public final func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Runs `action` at virtual time `time`, not adjusted (as in RxSwift). A time already past
    /// keeps its place in the queue: the action runs at the current time, ahead of the items
    /// due now (the clock never goes back).
    @inlinable
    public final func scheduleAbsoluteVirtual<StateType>(_ value: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem<VirtualTime>(time: time, id: 0) { action(value) }
        state.withLock { state in
            item.id = state.nextID
            state.nextID += 1
            state.queue.push(time: time, id: item.id, item: .item(item))
        }
        return item
    }

    /// Reserves `count` consecutive insertion numbers and returns the first: items enqueued later
    /// with them keep the place among equal times they would have had if scheduled now.
    @inlinable
    public final func reserveInsertionNumbers(_ count: Int) -> Int {
        state.withLock { state in
            defer { state.nextID += count }
            return state.nextID
        }
    }

    /// Runs `action` at virtual time `time` exactly (no adjustment), ordered among items due at
    /// the same time by `insertionNumber`, one reserved with `reserveInsertionNumbers(_:)`.
    ///
    /// The action is called with no context of its own when it captures a single object.
    @inlinable
    public final func scheduleAbsoluteVirtual(time: VirtualTime, insertionNumber: Int, action: @escaping () -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem<VirtualTime>(time: time, id: insertionNumber, action: action)
        state.withLock { state in
            state.queue.push(time: time, id: insertionNumber, item: .item(item))
        }
        return item
    }

    /// Runs `action(index)` for each index of `times`, at virtual time `times[index]` exactly (no
    /// adjustment), in the order `order` lists the indices (`nil`: in index order); `order` must
    /// list them by time. The series takes a single place in the queue: when one of its actions
    /// is taken, the next takes its place, keyed by its own time and by an insertion number
    /// reserved now (the first reserved one plus its index). So items due at the same time run in
    /// exactly the order they would have if every action had been scheduled now, one by one,
    /// without an allocation or a second lock round trip per action. `action` returning `false`
    /// ends the series; so does disposing it.
    @inlinable
    package final func scheduleSeries(times: [VirtualTime], order: [Int]?, action: @escaping (Int) -> Bool) -> Disposable {
        guard !times.isEmpty else { return Disposables.create() }
        let series = VirtualSchedulerSeries(times: times, order: order, action: action)
        state.withLock { state in
            series.firstInsertionNumber = state.nextID
            state.nextID += times.count
            let key = series.key(at: 0)
            state.queue.push(time: key.time, id: key.id, item: .series(series))
        }
        return series
    }

    /// The time work scheduled relatively (`schedule`, `scheduleRelative`) for `time` runs at;
    /// subclasses may shift it. Absolute scheduling (`scheduleAbsoluteVirtual`) and
    /// `scheduleRelativeVirtual` are never adjusted, as in RxSwift.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled items in time order until none are left or `stop()` is called.
    @inlinable
    public final func start() {
        let alreadyRunning = state.withLock { state -> Bool in
            if state.running { return true }
            state.running = true
            return false
        }
        if alreadyRunning { return }
        while let work = next(upTo: nil) {
            work.run()
        }
        state.withLock { $0.running = false }
    }

    /// Stops `start()` or `advanceTo(_:)` after the item that is running.
    public final func stop() {
        state.withLock { $0.running = false }
    }

    /// Runs the items due up to `virtualTime`, then sets the clock to it.
    @inlinable
    public final func advanceTo(_ virtualTime: VirtualTime) {
        let alreadyRunning = state.withLock { state -> Bool in
            if state.running { return true }
            state.running = true
            return false
        }
        if alreadyRunning { return }
        while let work = next(upTo: virtualTime) {
            work.run()
        }
        state.withLock { state in
            if state.running, state.clock < virtualTime { state.clock = virtualTime }
            state.running = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public final func sleep(_ virtualInterval: VirtualTimeInterval) {
        state.withLock { state in
            let target = converter.offsetVirtualTime(state.clock, offset: virtualInterval)
            if state.clock < target { state.clock = target }
        }
    }

    /// Takes the next live item (or step of a series) due no later than `limit`, and moves the
    /// clock to its time. A series whose next step is taken stays in the queue under the key of
    /// the step after it; a disposed series leaves the queue and is handed out to be released
    /// outside the lock (its action may hold values whose deinit calls out).
    @inlinable
    final func next(upTo limit: VirtualTime?) -> VirtualSchedulerWork<VirtualTime>? {
        state.withLock { state -> VirtualSchedulerWork<VirtualTime>? in
            while state.running, let first = state.queue.first {
                if let limit, first.time > limit { return nil }
                switch first.item {
                case .item(let item):
                    _ = state.queue.pop()
                    if item.isDisposed { continue }
                    if state.clock < first.time { state.clock = first.time }
                    return .item(item)
                case .series(let series):
                    if series.isDisposed {
                        _ = state.queue.pop()
                        return .release(series)
                    }
                    if state.clock < first.time { state.clock = first.time }
                    let position = series.position
                    let index = series.index(at: position)
                    if position + 1 < series.times.count {
                        series.position = position + 1
                        let key = series.key(at: position + 1)
                        state.queue.replaceFirst(time: key.time, id: key.id)
                    } else {
                        _ = state.queue.pop()
                        series.finish()
                    }
                    return .step(series, index)
                }
            }
            return nil
        }
    }
}

/// What a virtual-time queue holds: a single item, or a series that takes one place at a time.
@usableFromInline
enum VirtualSchedulerEntry<Time: Sendable> {
    case item(VirtualSchedulerItem<Time>)
    case series(VirtualSchedulerSeries<Time>)
}

/// What the run loop does next, decided under the scheduler's lock and done outside it.
@usableFromInline
enum VirtualSchedulerWork<Time: Sendable> {
    /// Run a single item.
    case item(VirtualSchedulerItem<Time>)
    /// Run the step of a series for this index.
    case step(VirtualSchedulerSeries<Time>, Int)
    /// Nothing to run: a disposed series left the queue and is released here.
    case release(VirtualSchedulerSeries<Time>)

    @inlinable
    func run() {
        switch self {
        case .item(let item): item.invoke()
        case .step(let series, let index): series.run(index)
        case .release: break
        }
    }
}

/// A series of actions on a virtual clock that takes one place in the queue at a time (see
/// `scheduleSeries(times:order:action:)`). It counts as one live resource until its last step
/// was taken or it was disposed.
@usableFromInline
// @unchecked: `position`/`firstInsertionNumber` change only under the scheduler's lock; the rest is immutable or atomic.
package final class VirtualSchedulerSeries<Time: Sendable>: Disposable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `state`.
    @usableFromInline
    let atomicStorage = AtomicStorage(0)

    @usableFromInline
    let times: [Time]
    @usableFromInline
    let order: [Int]?
    @usableFromInline
    let action: (Int) -> Bool
    @usableFromInline
    @exclusivity(unchecked) var firstInsertionNumber = 0
    /// The position in `order` of the step the queue holds the series for.
    @usableFromInline
    @exclusivity(unchecked) var position = 0

    /// bit 0: disposed; bit 1: its last step was taken.
    @inlinable @inline(__always)
    var state: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    @inlinable
    init(times: [Time], order: [Int]?, action: @escaping (Int) -> Bool) {
        self.times = times
        self.order = order
        self.action = action
        Resources.incrementTotal()
    }

    /// The index of the action at `position`.
    @inlinable
    func index(at position: Int) -> Int {
        order?[position] ?? position
    }

    /// The queue key of the step at `position`.
    @inlinable
    func key(at position: Int) -> (time: Time, id: Int) {
        let index = index(at: position)
        return (times[index], firstInsertionNumber + index)
    }

    /// `true` once disposed.
    @inlinable
    var isDisposed: Bool { state.load(ordering: .acquiring) & 1 != 0 }

    /// Runs the action for `index` unless the series was disposed; disposes it if the action
    /// says to stop.
    @inlinable
    func run(_ index: Int) {
        if state.load(ordering: .acquiring) & 1 != 0 { return }
        if !action(index) { dispose() }
    }

    /// Records that the last step was taken: the series no longer counts as live.
    @inlinable
    func finish() {
        let (previous, _) = state.bitwiseOr(2, ordering: .acquiringAndReleasing)
        if previous & 3 == 0 { Resources.decrementTotal() }
    }

    /// Ends the series: no further step runs.
    @inlinable
    package func dispose() {
        let (previous, _) = state.bitwiseOr(1, ordering: .acquiringAndReleasing)
        if previous & 3 == 0 { Resources.decrementTotal() }
    }
}

/// One scheduled action on a virtual clock. It counts as a live resource until it ran or was
/// disposed.
@usableFromInline
// @unchecked: the action is handed over through an atomic; `id` is written under the scheduler's lock before sharing.
final class VirtualSchedulerItem<Time: Sendable>: Disposable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `state`.
    @usableFromInline
    let atomicStorage = AtomicStorage(0)

    @usableFromInline
    let time: Time
    @usableFromInline
    var id: Int
    /// bit 0: the action was taken (to run or to drop); bit 1: disposed; bit 2: `result` is set.
    @inlinable @inline(__always)
    var state: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
    @usableFromInline
    @exclusivity(unchecked) var pending: (() -> Disposable)?
    @usableFromInline
    @exclusivity(unchecked) var result: Disposable?

    @inlinable
    init(time: Time, id: Int, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        pending = action
        Resources.incrementTotal()
    }

    /// `true` once the action ran or was dropped by disposal.
    @inlinable
    var isDisposed: Bool { state.load(ordering: .acquiring) & 1 != 0 }

    @inlinable
    func invoke() {
        let (previous, _) = state.bitwiseOr(1, ordering: .acquiringAndReleasing)
        if previous & 1 != 0 { return }
        guard let action = pending.take() else { return }
        Resources.decrementTotal()
        let disposable = action()
        result = disposable
        let (now, _) = state.bitwiseOr(4, ordering: .acquiringAndReleasing)
        if now & 2 != 0 {
            result = nil
            disposable.dispose()
        }
    }

    @inlinable
    func dispose() {
        let (previous, _) = state.bitwiseOr(3, ordering: .acquiringAndReleasing)
        if previous & 1 == 0 {
            pending = nil
            Resources.decrementTotal()
        }
        if previous & 2 != 0 { return }
        if previous & 4 != 0, let disposable = result.take() { disposable.dispose() }
    }
}
