import WaypointRx

/// A watched run of a whole chain: delivers to the subscriber, enforces the chain's timeout, and
/// receives the errors of broken rules from any interceptor of the run.
@usableFromInline
// @unchecked: adds no state to ChainSink.
final class RunSink<Output>: ChainSink<Output>, @unchecked Sendable {
    private var dueTime: RxTimeInterval = .never

    /// Starts the chain's timer, if it has a timeout.
    @usableFromInline
    func start(_ timing: Timing?) {
        guard let timing, timing.isFinite else { return }
        lock.withLock { dueTime = timing.dueTime }
        armTimer(on: timing.scheduler, after: timing.dueTime, generation: 0)
    }

    @inlinable
    override init(observer: AnyObserver<Output>) {
        super.init(observer: observer)
    }

    /// Ends the run with `error`.
    @usableFromInline
    func fail(_ error: Swift.Error) {
        deliver(.error(error))
    }

    override func timerFired() {
        let dueTime = lock.withLock { self.dueTime }
        fail(InterceptorError.chainTimedOut(dueTime: dueTime))
    }
}
