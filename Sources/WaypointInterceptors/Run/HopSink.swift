import Foundation
import WaypointRx

/// One run of an interceptor that has a rule (proceed exactly once) or a timeout of its own: it
/// counts the interceptor's `proceed` subscriptions and keeps its own-time clock, which runs
/// while none of them is active.
@usableFromInline
// @unchecked: the clock vars are only touched under `lock`; `proceeds` is atomic; the rest is immutable.
final class HopSink<Input, Output>: ChainSink<Output>, @unchecked Sendable {
    @usableFromInline
    let name: String
    @usableFromInline
    let proceedsExactlyOnce: Bool
    /// The interceptor's own timeout, unless it has none or an infinite one.
    @usableFromInline
    let timing: Timing?
    @usableFromInline
    let plan: Plan<Input, Output>
    /// 1-based position of the interceptor.
    @usableFromInline
    let position: Int
    @usableFromInline
    let run: RunSink<Output>
    /// The run's context, which the chains after this interceptor carry.
    @usableFromInline
    let context: AnyObject?
    @inlinable @inline(__always)
    var proceeds: AtomicWord<Int> { spare }
    /// Own-time clock: active proceed subscriptions, own time left, and since when it runs.
    private var active = 0
    private var remaining: Double = 0
    private var runningSince: RxTime?

    @usableFromInline
    init(observer: AnyObserver<Output>, options: InterceptorOptions, plan: Plan<Input, Output>, position: Int, run: RunSink<Output>,
         context: AnyObject?) {
        self.context = context
        name = options.name
        proceedsExactlyOnce = options.proceedsExactlyOnce
        timing = options.timing.flatMap { $0.isFinite ? $0 : nil }
        self.plan = plan
        self.position = position
        self.run = run
        super.init(observer: observer)
    }

    /// Starts the own-time clock, if the interceptor has a timeout.
    @usableFromInline
    func start() {
        guard let timing else { return }
        let now = timing.scheduler.now
        let generation = lock.withLock { () -> Int in
            remaining = timing.dueTime.seconds
            runningSince = now
            return timerGeneration
        }
        armTimer(on: timing.scheduler, after: timing.dueTime, generation: generation)
    }

    /// Receives the interceptor's output.
    @inlinable
    func on(_ event: Event<Output>) {
        if proceedsExactlyOnce, proceeds.load(ordering: .acquiring) == 0, !event.isError {
            failNotProceeding()
            return
        }
        deliver(event)
    }

    /// Runs the rest of the chain for one `proceed` subscription of the interceptor.
    @inlinable
    func proceed(_ input: Input, _ observer: AnyObserver<Output>) -> Disposable {
        if isStopped { return Disposables.create() }
        let count = proceeds.add(1, ordering: .acquiringAndReleasing).newValue
        if proceedsExactlyOnce, count > 1 {
            failProceedingAgain()
            return Disposables.create()
        }
        guard let timing else {
            return plan.run(index: position, input: input, observer: observer, run: run, context: context)
        }
        return proceedTimed(timing, input, observer)
    }

    @usableFromInline
    func failNotProceeding() {
        run.fail(InterceptorError.didNotProceed(interceptor: name, position: position, count: plan.count))
        dispose()
    }

    @usableFromInline
    func failProceedingAgain() {
        run.fail(InterceptorError.proceededMoreThanOnce(interceptor: name, position: position, count: plan.count))
    }

    /// A proceed subscription of a timed interceptor: its own-time clock stops while it runs.
    @usableFromInline
    func proceedTimed(_ timing: Timing, _ input: Input, _ observer: AnyObserver<Output>) -> Disposable {
        pauseClock(timing)
        let ticket = ProceedTicket(hop: self)
        let watched = AnyObserver<Output> { event in
            if event.isStopEvent { ticket.end() }
            observer.on(event)
        }
        let subscription = plan.run(index: position, input: input, observer: watched, run: run, context: context)
        return Disposables.create {
            ticket.end()
            subscription.dispose()
        }
    }

    /// A proceed subscription started: the own-time clock stops if it was running.
    private func pauseClock(_ timing: Timing) {
        let now = timing.scheduler.now
        let cancelled = lock.withLock { () -> Disposable? in
            active += 1
            guard active == 1, let since = runningSince else { return nil }
            remaining -= now.timeIntervalSince(since)
            runningSince = nil
            timerGeneration += 1
            defer { timer = nil }
            return timer
        }
        cancelled?.dispose()
    }

    /// A proceed subscription ended: the clock runs again when none is left.
    fileprivate func resumeClock() {
        guard let timing else { return }
        let now = timing.scheduler.now
        let resumed = lock.withLock { () -> (generation: Int, remaining: Double)? in
            active -= 1
            guard active == 0, !disposed else { return nil }
            runningSince = now
            return (timerGeneration, remaining)
        }
        guard let resumed else { return }
        armTimer(on: timing.scheduler, after: .fromSeconds(resumed.remaining), generation: resumed.generation)
    }

    override func timerFired() {
        guard let timing else { return }
        deliver(.error(InterceptorError.interceptorTimedOut(
            interceptor: name, position: position, count: plan.count, dueTime: timing.dueTime)))
    }
}

/// One proceed subscription of a timed interceptor; ends once, on its terminal event or its
/// disposal, whichever comes first.
final class ProceedTicket<Input, Output>: Sendable {
    // The atomic word comes first (see `AtomicStorage`): `ended`.
    private let atomicStorage = AtomicStorage(false)

    private let hop: HopSink<Input, Output>
    private var ended: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    init(hop: HopSink<Input, Output>) {
        self.hop = hop
    }

    func end() {
        if !ended.exchange(true, ordering: .acquiringAndReleasing) { hop.resumeClock() }
    }
}

extension Event {
    /// `true` for `.error`.
    @inlinable
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
