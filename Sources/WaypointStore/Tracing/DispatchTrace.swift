import WaypointRx

/// The outcome of one traced dispatch: which interceptor the action reached last, and the
/// callback that hears the outcome, once.
// @unchecked: `state` is behind its lock; the callback is called outside it.
final class DispatchTrace: @unchecked Sendable {
    private let state = Locked<(reached: String?, reported: Bool)>((nil, false))
    private let outcome: @Sendable (DispatchOutcome) -> Void
    private let tracer: PipelineTracer

    init(tracer: PipelineTracer, outcome: @escaping @Sendable (DispatchOutcome) -> Void) {
        self.tracer = tracer
        self.outcome = outcome
        _ = tracer.traced.add(1, ordering: .relaxed)
    }

    /// The action reached the interceptor `name` (deeper than any before).
    func reach(_ name: String) {
        state.withLock { $0.reached = name }
    }

    func reduced() { report { _ in .reduced } }

    func failed(_ error: Swift.Error) { report { .failed(interceptor: $0, error: error) } }

    func ended() { report { .dropped(interceptor: $0) } }

    private func report(_ make: (String?) -> DispatchOutcome) {
        let reached = state.withLock { state -> String?? in
            if state.reported { return nil }
            state.reported = true
            return .some(state.reached)
        }
        guard let reached else { return }
        _ = tracer.traced.subtract(1, ordering: .relaxed)
        outcome(make(reached))
    }
}

/// Tells a traced dispatch which interceptors its action reached while the pipeline runs
/// synchronously on the draining thread; costs one atomic load per interceptor otherwise.
// @unchecked: `current` is behind its lock; `traced` is an atomic.
final class PipelineTracer: @unchecked Sendable {
    /// How many traced dispatches have not reported yet.
    let traced = AtomicBox<Int>(0)
    private let current = Locked<(thread: ThreadIdentity, trace: DispatchTrace)?>(nil)

    /// `trace`'s pipeline starts running synchronously on the calling thread.
    func begin(_ trace: DispatchTrace) {
        current.withLock { $0 = (ThreadIdentity.current, trace) }
    }

    /// The synchronous part of the traced pipeline run ended.
    func end() {
        current.withLock { $0 = nil }
    }

    /// An interceptor named `name` runs on the calling thread.
    func reached(_ name: String) {
        guard traced.load(ordering: .relaxed) > 0 else { return }
        let me = ThreadIdentity.current
        let trace = current.withLock { current in current?.thread == me ? current?.trace : nil }
        trace?.reach(name)
    }
}
