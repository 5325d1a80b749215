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

/// Tells a traced dispatch which interceptors its action reached, on whichever thread and
/// whenever they run: the run's chains carry the dispatch's trace. Costs one atomic load per
/// interceptor while no dispatch is traced.
final class PipelineTracer: Sendable {
    /// How many traced dispatches have not reported yet.
    let traced = AtomicBox<Int>(0)

    /// The interceptor named `name` received `chain`.
    func reached(_ name: String, chain: InterceptorChain<Action>) {
        guard traced.load(ordering: .relaxed) > 0, let trace = chain.runContext as? DispatchTrace else { return }
        trace.reach(name, input: chain.input)
    }
}
