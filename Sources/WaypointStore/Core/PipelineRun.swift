import WaypointRx

/// What a `PipelineRun` reports to its store. Not generic, so that a run looks up no generic
/// metadata; `Store` is the only conformer.
protocol PipelineHost: AnyObject {
    /// Reduces `output`, emitted on the draining thread during the run's synchronous phase.
    func reduceNow(_ output: Action)
    /// The run emitted `output` (an action for the reducer).
    func pipelineRun(_ run: PipelineRun, emitted output: Action)
    /// The run failed with `error` (reported once, before `pipelineRunEnded`).
    func pipelineRun(_ run: PipelineRun, failed error: Swift.Error)
    /// The run ended: completed, failed or disposed; once.
    func pipelineRunEnded(_ run: PipelineRun)
}

/// One run of a store's action pipeline, and the store's observer of it: one object per
/// dispatch, which subscribes to the pipeline with a closure capturing only itself.
///
/// While the store subscribes to the run (its synchronous phase), outputs on the draining thread
/// are reduced at once and outputs from other threads are buffered and reduced right after the
/// phase; later outputs are queued as new work. A run that ends within its synchronous phase on
/// the draining thread (the usual case) takes no lock: the phase, its end and the store's record
/// of still-running runs are settled through one atomic word.
///
/// Like the sink of `subscribe(onNext:…)`, it drops events after a terminal one or disposal,
/// disposes its upstream subscription after a terminal event, and counts as one live resource.
// @unchecked: `flags`, `upstreamState` and `phase` are atomics; `upstream` is handed over through `upstreamState`; `buffered` is touched only under the store's lock.
final class PipelineRun: Disposable, @unchecked Sendable {
    // The atomic words come first (see `AtomicStorage`): `flags`, `upstreamState`, `phase`.
    private let atomicStorage = (AtomicStorage(0), AtomicStorage(0), AtomicStorage(0))

    /// bit 0: a terminal event arrived; bit 1: disposed.
    private var flags: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
    /// bit 0: `upstream` was set; bit 1: it must be disposed.
    private var upstreamState: AtomicWord<Int> { AtomicWord(in: self, word: 1) }
    /// The run's phase bits (`Phase`).
    var phase: AtomicWord<Int> { AtomicWord(in: self, word: 2) }
    @exclusivity(unchecked) private var upstream: Disposable?

    // The next three change only in `restart`, when nothing else holds the run.
    /// The draining thread running the synchronous phase (`ThreadIdentity` bits); 0 for a run
    /// with none (`runDetached`).
    @exclusivity(unchecked) private(set) var thread: UInt
    /// The action the run was started for, for failure reports.
    @exclusivity(unchecked) private(set) var action: Action
    /// Hears what became of the dispatched action, when its dispatcher asked.
    @exclusivity(unchecked) private(set) var trace: DispatchTrace?
    /// `true` while the store keeps the run for its next dispatch; it does not count as a live
    /// resource then.
    @exclusivity(unchecked) private var parked = false
    /// The store, reached through the weak reference its runs share, so that a held action
    /// does not keep it alive.
    private let hostReference: PipelineHostReference
    /// The store, while the draining thread runs the synchronous phase inside the store's own
    /// `runPipeline` (which keeps it alive): no weak load on the hot path.
    private unowned(unsafe) let synchronousHost: any PipelineHost
    /// Outputs other threads emitted during the synchronous phase; under the store's lock.
    @exclusivity(unchecked) var buffered: [Action] = []

    /// The bits of `phase`.
    enum Phase {
        /// The synchronous phase is over: outputs are queued.
        static var over: Int { 1 }
        /// Another thread may be buffering an output: the phase ends under the store's lock.
        static var buffering: Int { 2 }
        /// The run ended.
        static var finished: Int { 4 }
        /// The store records the run among the runs still going.
        static var registered: Int { 8 }
    }

    init(action: Action, host: any PipelineHost, reference: PipelineHostReference, synchronousOn thread: UInt,
         trace: DispatchTrace? = nil) {
        self.action = action
        synchronousHost = host
        hostReference = reference
        self.thread = thread
        self.trace = trace
        if thread == 0 { phase.store(Phase.over, ordering: .relaxed) }
        Resources.incrementTotal()
    }

    deinit {
        if !parked { Resources.decrementTotal() }
    }

    /// Keeps the run for the store's next dispatch. Only when the run ended and nothing else
    /// holds it (the store checked that it is uniquely referenced): no event can reach it.
    func park() {
        parked = true
        action = Parked()
        trace = nil
        Resources.decrementTotal()
    }

    /// Makes a parked run new again, for the synchronous phase of `action` on `thread`.
    func restart(action: Action, synchronousOn thread: UInt, trace: DispatchTrace?) {
        flags.store(0, ordering: .relaxed)
        upstreamState.store(0, ordering: .relaxed)
        phase.store(0, ordering: .relaxed)
        self.action = action
        self.thread = thread
        self.trace = trace
        parked = false
        Resources.incrementTotal()
    }

    /// What a parked run holds instead of the last action, so that it keeps nothing alive.
    private struct Parked: Action {}

    /// The observer the run subscribes to the pipeline with; its closure captures only the run.
    var observer: AnyObserver<Action> {
        AnyObserver { event in self.on(event) }
    }

    /// The store when the calling thread runs the synchronous phase (so the store is alive);
    /// `nil` otherwise.
    private var hostInSynchronousPhase: (any PipelineHost)? {
        if phase.load(ordering: .acquiring) & Phase.over == 0, thread == ThreadIdentity.current {
            return synchronousHost
        }
        return nil
    }

    /// The store, unless it was released.
    private var host: (any PipelineHost)? {
        hostInSynchronousPhase ?? hostReference.host
    }

    private func on(_ event: Event<Action>) {
        switch event {
        case .next(let output):
            if flags.load(ordering: .acquiring) != 0 { return }
            // Only the draining thread ends the phase, so on that thread the phase is still on.
            if let host = hostInSynchronousPhase {
                host.reduceNow(output)
            } else {
                hostReference.host?.pipelineRun(self, emitted: output)
            }
            trace?.reduced(output)
        case .error(let error):
            if flags.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
                trace?.failed(error)
                host?.pipelineRun(self, failed: error)
            }
            dispose()
        case .completed:
            _ = flags.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
            dispose()
        }
    }

    /// Sets the subscription to the pipeline; disposes it at once when the run was disposed.
    func setUpstream(_ disposable: consuming Disposable) {
        upstream = consume disposable
        let (previous, _) = upstreamState.bitwiseOr(1, ordering: .acquiringAndReleasing)
        if previous & 2 != 0, let held = upstream.take() { held.dispose() }
    }

    /// Stops the run: drops later events, disposes the subscription to the pipeline and tells the
    /// store, once.
    func dispose() {
        if flags.load(ordering: .acquiring) & 2 != 0 { return }
        let (previous, _) = flags.bitwiseOr(2, ordering: .acquiringAndReleasing)
        if previous & 2 != 0 { return }
        let (state, _) = upstreamState.bitwiseOr(2, ordering: .acquiringAndReleasing)
        if state & 3 == 1, let held = upstream.take() { held.dispose() }
        host?.pipelineRunEnded(self)
    }
}

/// The weak reference to a store that all its pipeline runs share: made once per store, so that
/// a run costs a retain instead of forming and destroying a weak reference of its own.
// @unchecked: `host` is set once, by the store's init, before any run can read it; weak loads are atomic.
final class PipelineHostReference: @unchecked Sendable {
    weak var host: (any PipelineHost)?
}
