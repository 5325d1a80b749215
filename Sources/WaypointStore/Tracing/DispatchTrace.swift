import WaypointRx

/// The outcome of one traced dispatch: which interceptor the action reached last, and the
/// callback that hears the outcome, once.
// @unchecked: `state` is behind its lock; the callback is called outside it.
final class DispatchTrace: @unchecked Sendable {
    private let state = Locked<(reached: String?, reported: Bool)>((nil, false))
    private let outcome: @Sendable (DispatchOutcome) -> Void
    private let tracer: PipelineTracer
    private let counts: @Sendable (Action) -> Bool

    init(tracer: PipelineTracer, counts: @escaping @Sendable (Action) -> Bool, outcome: @escaping @Sendable (DispatchOutcome) -> Void) {
        self.tracer = tracer
        self.counts = counts
        self.outcome = outcome
        _ = tracer.traced.add(1, ordering: .relaxed)
    }

    /// `input` reached the interceptor `name` (deeper than any before); remembered if it is the
    /// action the dispatcher counts, so that the name is the last interceptor that saw it.
    func reach(_ name: String, input: Action?) {
        guard let input, counts(input) else { return }
        state.withLock { $0.reached = name }
    }

    /// The pipeline passed `output` on to the reducer: the dispatch is `reduced` if it is the
    /// action the dispatcher counts (another action — one a middleware sent instead, or before
    /// it — is not).
    func reduced(_ output: Action) {
        if counts(output) { report { _ in .reduced } }
    }

    func failed(_ error: Swift.Error) { report { .failed(interceptor: $0, error: error) } }

    /// The run ended: if nothing the dispatcher counts reached the reducer, the action was dropped.
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

    /// An interceptor named `name` runs on the calling thread with `input`.
    func reached(_ name: String, input: @autoclosure () -> Action?) {
        guard traced.load(ordering: .relaxed) > 0 else { return }
        let me = ThreadIdentity.current
        let trace = current.withLock { current in current?.thread == me ? current?.trace : nil }
        trace?.reach(name, input: input())
    }
}
