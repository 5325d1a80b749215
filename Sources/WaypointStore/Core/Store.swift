import WaypointInterceptors
import WaypointRx

/// A ReSwift-style store whose state is an observable stream.
///
/// `dispatch(_:)` is safe from any thread. Every action passes through the store's action
/// pipeline — one `InterceptorChain` of actions, made of the store's ReSwift-style middleware
/// (first is outermost) followed by its interceptors — and whatever leaves the pipeline reaches
/// the reducer. Actions are processed one at a time, in the order dispatched: a dispatch made while
/// the store is busy (from another thread, or from inside a subscriber, a middleware or a thunk)
/// is queued and processed after the current one, by the thread already at work, so every
/// subscriber sees every state, in order, and never two at once. Actions that an interceptor holds
/// (a delay, an async check) reach the reducer when the interceptor releases them.
///
/// `states` replays the current state to each new subscriber, then every new state; `select`
/// gives a slice, deduplicated when it is `Equatable`. When the store is released, its state
/// streams complete.
// @unchecked: every var is touched only under `lock`; reducer and observers run outside it on the one draining thread.
public final class Store<State>: @unchecked Sendable {
    // The atomic words come first (see `AtomicStorage`): `reducingThread`, `pipelineLength`,
    // `hasRecorders`, `standingAsideCount`.
    private let atomicStorage = (AtomicStorage(0), AtomicStorage(0), AtomicStorage(false), AtomicStorage(0))

    /// Work waiting for the draining thread. Dispatching never takes a lock.
    private let queue = DrainQueue<StoreWork>()
    /// The thread running the reducer (its `ThreadIdentity` bits), 0 when none.
    private var reducingThread: AtomicWord<UInt> { AtomicWord(in: self, word: 0) }
    /// Guards the store's state.
    private let lock = Locked()
    // Both under `lock` (the draining thread also reads `currentState` without it, being its
    // only writer): no dynamic exclusivity checks, which would cost a runtime call per access.
    @exclusivity(unchecked) private var currentState: State
    @exclusivity(unchecked) private var observers = ObserverList<State>()
    /// Counts the states delivered, to look for released StoreSubscribers every
    /// `releasedSubscriberSweepInterval`-th one (touched only by the draining thread).
    @exclusivity(unchecked) private var statesDelivered = 0
    /// The state's `==`, from the first observer of the whole state that skips repeats to be
    /// attached (touched only by the draining thread): see `StateObserver.wholeStateIsRepeat`.
    @exclusivity(unchecked) private var wholeStateIsRepeat: ((State, State) -> Bool)?
    /// The StoreSubscribers, by identity; no entry keeps its subscriber alive (`SubscriberEntry`).
    var subscribers: [ObjectIdentifier: SubscriberEntry] = [:]
    /// Pipeline runs still going after their dispatch returned (an action held by an interceptor).
    private var runs: [ObjectIdentifier: PipelineRun] = [:]
    private var recorders: [StoreRecorder<State>] = []
    /// Whether `recorders` is not empty, so that reducing needs no lock to find out.
    private var hasRecorders: AtomicWord<Bool> { AtomicWord(in: self, word: 2) }
    private var programmingErrorHandler: @Sendable (StoreError) -> Void = Store.defaultProgrammingErrorHandler
    private let pipeline = InterceptorChain<Action>()
    /// The observable a dispatch subscribes to run the pipeline for `entryAction`: made once,
    /// so that a dispatch makes no observable of its own. Only the draining thread subscribes it,
    /// never re-entrantly.
    private let pipelineEntry: Observable<Action>
    private let entryAction: PipelineEntryAction
    /// The weak reference to this store that its pipeline runs share.
    private let hostReference = PipelineHostReference()
    /// Tells traced dispatches which interceptor their action reached.
    private let tracer = PipelineTracer()
    private var pipelineLength: AtomicWord<Int> { AtomicWord(in: self, word: 1) }
    /// How many interceptors of the pipeline may stand aside (`add(interceptor:standsAsideWhile:)`).
    private var standingAsideCount: AtomicWord<Int> { AtomicWord(in: self, word: 3) }
    /// Their idle checks and answers, in pipeline order; under `lock`.
    @exclusivity(unchecked) private var standingAside: [StandingAside] = []
    private let reducer: Reducer<State>
    /// Whether StoreSubscribers of `Equatable` values skip consecutive equal ones.
    private let automaticallySkipsRepeats: Bool

    @usableFromInline
    var skipsRepeatsAutomatically: Bool { automaticallySkipsRepeats }
    private let failureSubject = PublishSubject<StoreError>()
    /// `Thunk<State>`, looked up once: comparing an action's type with it is cheaper than a cast.
    private let thunkType = ObjectIdentifier(Thunk<State>.self)

    /// The handler new stores report programming errors to: it prints them.
    public static var defaultProgrammingErrorHandler: @Sendable (StoreError) -> Void {
        { error in print("Waypoint store: \(error)") }
    }

    /// A store with `reducer`, starting from `state` (or from reducing `StoreInit` when `nil`),
    /// with ReSwift-style `middleware` (first is outermost) and `interceptors` in its action
    /// pipeline: the middleware runs first, then the interceptors.
    ///
    /// With `automaticallySkipsRepeats` (the default), `StoreSubscriber`s of an `Equatable` state
    /// or selection skip consecutive equal values, as in ReSwift.
    public init(
        reducer: @escaping Reducer<State>,
        state: State?,
        middleware: [Middleware<State>] = [],
        interceptors: [AnyInterceptor<Action>] = [],
        automaticallySkipsRepeats: Bool = true
    ) {
        self.reducer = reducer
        self.automaticallySkipsRepeats = automaticallySkipsRepeats
        currentState = state ?? reducer(StoreInit(), nil)
        let (pipeline, entryAction) = (self.pipeline, PipelineEntryAction())
        self.entryAction = entryAction
        pipelineEntry = Observable.make { observer in
            pipeline.run(entryAction.take(), observer: observer, context: entryAction.trace.take())
        }
        hostReference.host = self
        for (index, each) in middleware.enumerated() {
            pipeline.add(interceptor: traced(MiddlewareInterceptor.make(each, index: index, store: self)))
        }
        for interceptor in interceptors { pipeline.add(interceptor: traced(interceptor)) }
        pipelineLength.store(middleware.count + interceptors.count, ordering: .releasing)
    }

    deinit {
        // No method of the store runs any more: nothing else can touch its state.
        for run in runs.values { run.dispose() }
        for entry in subscribers.values { entry.dispose() }
        for case let slot? in observers.slots {
            let registration = unsafeDowncast(slot, to: StateObserver<State>.self)
            if registration.isActive { registration.onCompleted() }
        }
        failureSubject.onCompleted()
    }

    // MARK: State

    /// The current state.
    public var state: State { withLock { currentState } }

    /// The current state, then every new state, one at a time and in order. Completes when the
    /// store is released.
    public var states: Observable<State> { stateTap(for: nil).observable }

    /// The current state, then every new state, for the StoreSubscriber of `entry` when given:
    /// the store drops the connection at the first state after that subscriber was released.
    @inlinable
    func stateTap(for entry: SubscriberEntry?) -> StateTap<State> {
        StateTap(root: { [weak self] registration in
            guard let self else {
                registration.onCompleted()
                return Disposables.create()
            }
            return self.observe(registration, for: entry)
        })
    }

    /// Attaches `registration` (feeding the StoreSubscriber of `entry`, if any): it receives the
    /// current state, then every new state, until the returned disposable is disposed.
    @usableFromInline
    func observe(_ registration: StateObserver<State>, for entry: SubscriberEntry?) -> Disposable {
        registration.entry = entry
        enqueue(.attach(registration))
        return Disposables.create { [weak self] in
            registration.deactivate()
            self?.detach(registration)
        }
    }

    /// Failures of the action pipeline (an interceptor's error, with the action it stopped) and
    /// of effects.
    public var failures: Observable<StoreError> { failureSubject.asObservable() }

    /// Replaces the handler that receives programming errors (a dispatch from inside the
    /// reducer); tests install one to assert on them.
    public func onProgrammingError(_ handler: @escaping @Sendable (StoreError) -> Void) {
        withLock { programmingErrorHandler = handler }
    }

    // MARK: Dispatch

    /// Sends `action` through the pipeline to the reducer. Safe from any thread; when the store
    /// is busy, the action is queued and processed after the current one.
    public func dispatch(_ action: Action) {
        enqueue(.dispatch(action, nil))
    }

    /// Dispatches `action` and reports what became of it, once: it reached the reducer, or the
    /// pipeline dropped or failed it (naming the interceptor it reached last when that ran on
    /// the draining thread). For callers that must end a request when its action goes nowhere.
    /// `counts` says which reduced action counts as `action` (an interceptor may pass on a
    /// changed copy, or send other actions too); an action replaced by one it rejects is dropped.
    package func dispatch(_ action: Action, counts: @escaping @Sendable (Action) -> Bool = { _ in true },
                          outcome: @escaping @Sendable (DispatchOutcome) -> Void) {
        enqueue(.dispatch(action, DispatchTrace(tracer: tracer, counts: counts, outcome: outcome)))
    }

    /// Appends an interceptor to the action pipeline; dispatches already running keep the
    /// pipeline they started with.
    public func add(interceptor: AnyInterceptor<Action>) {
        pipeline.add(interceptor: traced(interceptor))
        pipelineLength.add(1, ordering: .releasing)
    }

    /// Appends an interceptor that stands aside while `isIdle` returns `true`: when every
    /// interceptor of the pipeline is one of these and idle, a dispatch skips the pipeline and is
    /// reduced at once. For an interceptor that passes every action on unchanged while it is idle
    /// (the router's guards, with no guard, request or guard run to look after); `isIdle` is
    /// called on the draining thread for each dispatch, so it must be cheap and must not block.
    package func add(interceptor: AnyInterceptor<Action>, standsAsideWhile isIdle: @escaping @Sendable () -> Bool) {
        add(interceptor: interceptor, standsAsideWhile: isIdle, answer: nil)
    }

    /// Appends an interceptor that stands aside while `isIdle` returns `true` (see
    /// `add(interceptor:standsAsideWhile:)`) and that can answer at once: while it is the last
    /// interceptor of the pipeline and every other one stands aside, a dispatch asks `answer`
    /// instead of running the pipeline, with no chain, run or observable of its own. `answer`
    /// must say what `interceptor` would: `.pass(output)` when it would proceed with `output`,
    /// `.drop` when it would return `.empty()`, and `.later(output)` when its output is not known
    /// yet (`output` emits what its `proceed` would). It is called on the draining thread, once
    /// per dispatch, instead of the interceptor.
    package func add(interceptor: AnyInterceptor<Action>, standsAsideWhile isIdle: @escaping @Sendable () -> Bool,
                     answersAtOnce answer: @escaping (Action) -> InterceptorAnswer) {
        add(interceptor: interceptor, standsAsideWhile: isIdle, answer: answer)
    }

    private func add(interceptor: AnyInterceptor<Action>, standsAsideWhile isIdle: @escaping @Sendable () -> Bool,
                     answer: ((Action) -> InterceptorAnswer)?) {
        withLock { standingAside.append(StandingAside(name: interceptor.name, isIdle: isIdle, answer: answer)) }
        standingAsideCount.add(1, ordering: .releasing)
        add(interceptor: interceptor)
    }

    /// How a dispatch goes through a pipeline of `length` interceptors.
    private enum Passage {
        /// The whole pipeline runs.
        case pipeline
        /// Every interceptor stands aside: the action is reduced at once.
        case standsAside
        /// Every interceptor but the last stands aside, and the last answers at once.
        case answer(name: String, (Action) -> InterceptorAnswer)
    }

    /// Whether every interceptor of the pipeline stands aside now, or all but the last, which
    /// answers at once.
    private func passage(length: Int) -> Passage {
        guard length == standingAsideCount.load(ordering: .acquiring) else { return .pipeline }
        let entries = withLock { standingAside }
        // Only while every interceptor of the pipeline stands aside (`length` is theirs).
        guard entries.count == length else { return .pipeline }
        for index in entries.indices.dropLast() where !entries[index].isIdle() { return .pipeline }
        let last = entries[length - 1]
        if last.isIdle() { return .standsAside }
        guard let answer = last.answer else { return .pipeline }
        return .answer(name: last.name, answer)
    }

    /// Appends an interceptor to the action pipeline.
    public func add<Base: Interceptor>(interceptor: Base) where Base.Input == Action, Base.Output == Action {
        add(interceptor: AnyInterceptor(base: interceptor))
    }

    /// Reduces `actions` in order without running the pipeline: replays what a
    /// `StoreRecorder` recorded (the actions that reached the reducer).
    public func replay(_ actions: [Action]) {
        enqueue(actions.map { .reduce($0) })
    }

    /// Starts recording every action that reaches the reducer together with the state it produced.
    public func startRecording() -> StoreRecorder<State> {
        let recorder = StoreRecorder<State>()
        withLock {
            recorders.append(recorder)
            hasRecorders.store(true, ordering: .releasing)
        }
        return recorder
    }

    /// Stops `recorder`.
    public func stopRecording(_ recorder: StoreRecorder<State>) {
        withLock {
            recorders.removeAll { $0 === recorder }
            hasRecorders.store(!recorders.isEmpty, ordering: .releasing)
        }
    }

    func reportEffectFailure(_ error: Swift.Error) {
        failureSubject.onNext(.effectFailed(error: error))
    }

    // MARK: Queue

    /// Queues `work`; the calling thread drains the queue unless another thread already does.
    /// When the queue is idle, the calling thread handles `work` at once, without queueing it.
    private func enqueue(_ work: StoreWork) {
        if case .dispatch(let action, _) = work, reducingThread.load(ordering: .relaxed) == ThreadIdentity.current {
            // Only the thread running the reducer sees its own identity there.
            let report = withLock { programmingErrorHandler }
            report(.dispatchedFromReducer(action: String(describing: action)))
        }
        if queue.startDrainingIfIdle() {
            handle(work)
            drain()
        } else if queue.push(work) {
            drain()
        }
    }

    /// Queues every item of `work`, in order; see `enqueue(_:)`.
    private func enqueue(_ work: [StoreWork]) {
        var drainHere = false
        for each in work where queue.push(each) { drainHere = true }
        if drainHere { drain() }
    }

    /// Handles queued work until none is left, one item at a time.
    private func drain() {
        queue.drain { work in handle(work) }
    }

    private func handle(_ work: StoreWork) {
        switch work {
        case .dispatch(let action, let trace): runPipeline(action, trace: trace)
        case .reduce(let action): reduce(action)
        case .attach(let registration): attach(unsafeDowncast(registration, to: StateObserver<State>.self))
        }
    }

    // MARK: Pipeline

    /// Runs the pipeline for `action`. What it emits while it runs is reduced before any other
    /// queued work; what it emits later is queued as new work.
    private func runPipeline(_ action: Action, trace: DispatchTrace?) {
        let length = pipelineLength.load(ordering: .acquiring)
        switch length == 0 ? .standsAside : passage(length: length) {
        case .pipeline:
            entryAction.action = action
            entryAction.trace = trace
            start(action, trace: trace)
        case .standsAside:
            reduce(action)
            trace?.reduced(action)
        case .answer(let name, let answer):
            // What the pipeline would do with the interceptor's output, without running it.
            trace?.reach(name, input: action)
            switch answer(action) {
            case .pass(let output):
                reduce(output)
                trace?.reduced(output)
                trace?.ended()
            case .drop:
                trace?.ended()
            case .later(let output):
                entryAction.upstream = output
                start(action, trace: trace)
            }
        }
    }

    /// Starts a pipeline run for `action`: it subscribes the store's pipeline entry, which runs
    /// the pipeline for `entryAction`'s action, or the answer `entryAction.upstream` set.
    private func start(_ action: Action, trace: DispatchTrace?) {
        var run: PipelineRun
        if let spare = entryAction.spareRun.take() {
            spare.restart(action: action, synchronousOn: ThreadIdentity.current, trace: trace)
            run = spare
        } else {
            run = PipelineRun(action: action, host: self, reference: hostReference,
                              synchronousOn: ThreadIdentity.current, trace: trace)
        }
        if let upstream = entryAction.upstream.take() {
            run.setUpstream(upstream.subscribe(run.observer))
        } else {
            run.setUpstream(pipelineEntry.subscribe(run.observer))
        }
        let buffered = endSynchronousPhase(of: run)
        register(run)
        for output in buffered { reduce(output) }
        // A run that ended and that nothing else holds serves the next dispatch.
        if run.phase.load(ordering: .acquiring) & PipelineRun.Phase.finished != 0, isKnownUniquelyReferenced(&run) {
            run.park()
            entryAction.spareRun = run
        }
    }

    /// Ends `run`'s synchronous phase: later outputs are queued. Returns what other threads
    /// emitted during the phase. Takes the lock only when another thread may have emitted.
    private func endSynchronousPhase(of run: PipelineRun) -> [Action] {
        var current = run.phase.load(ordering: .acquiring)
        while current & PipelineRun.Phase.buffering == 0 {
            let (ended, original) = run.phase.compareExchange(
                expected: current, desired: current | PipelineRun.Phase.over, ordering: .acquiringAndReleasing)
            if ended { return [] }
            current = original
        }
        return withLock { () -> [Action] in
            run.phase.bitwiseOr(PipelineRun.Phase.over, ordering: .acquiringAndReleasing)
            defer { run.buffered = [] }
            return run.buffered
        }
    }

    /// Records `run` among the runs still going (which the store disposes when it is released),
    /// unless it already ended; no lock when it did.
    private func register(_ run: PipelineRun) {
        if run.phase.load(ordering: .acquiring) & PipelineRun.Phase.finished != 0 { return }
        withLock { runs[ObjectIdentifier(run)] = run }
        let (previous, _) = run.phase.bitwiseOr(PipelineRun.Phase.registered, ordering: .acquiringAndReleasing)
        // The run ended meanwhile, before it could see the record: remove it here.
        if previous & PipelineRun.Phase.finished != 0 { unregister(run) }
    }

    private func unregister(_ run: PipelineRun) {
        withLock { _ = runs.removeValue(forKey: ObjectIdentifier(run)) }
    }

    /// Runs `output`, the rest of the pipeline for an action a middleware passed to `next` after
    /// its run ended: what it emits is queued for the reducer, its error reported on `failures`.
    func runDetached(_ output: Observable<Action>, for action: Action) {
        let run = PipelineRun(action: action, host: self, reference: hostReference, synchronousOn: 0)
        run.setUpstream(output.subscribe(run.observer))
        register(run)
    }

    /// An output of a pipeline run. During the run's synchronous phase, an output on the draining
    /// thread is reduced at once, so a middleware's `next(action)` returns after the reducer ran,
    /// as in ReSwift; one from another thread is buffered and reduced right after the phase.
    /// Later outputs are queued.
    func pipelineRun(_ run: PipelineRun, emitted output: Action) {
        if run.phase.load(ordering: .acquiring) & PipelineRun.Phase.over == 0, buffer(output, in: run) { return }
        enqueue(.reduce(output))
    }

    func reduceNow(_ output: Action) {
        reduce(output)
    }

    /// Buffers `output`, emitted on another thread than the draining one, unless `run`'s
    /// synchronous phase ended meanwhile; `true` when it did buffer it.
    private func buffer(_ output: Action, in run: PipelineRun) -> Bool {
        // Announced before the phase is checked, so that the draining thread, which ends the
        // phase only if nobody announced, takes the lock to end it and collects the buffer.
        let (previous, _) = run.phase.bitwiseOr(PipelineRun.Phase.buffering, ordering: .acquiringAndReleasing)
        if previous & PipelineRun.Phase.over != 0 { return false }
        return withLock { () -> Bool in
            if run.phase.load(ordering: .acquiring) & PipelineRun.Phase.over != 0 { return false }
            run.buffered.append(output)
            return true
        }
    }

    func pipelineRun(_ run: PipelineRun, failed error: Swift.Error) {
        failureSubject.onNext(.pipelineFailed(action: String(describing: run.action), error: error))
    }

    func pipelineRunEnded(_ run: PipelineRun) {
        let (previous, _) = run.phase.bitwiseOr(PipelineRun.Phase.finished, ordering: .acquiringAndReleasing)
        if previous & PipelineRun.Phase.registered != 0 { unregister(run) }
        run.trace?.ended()
    }

    /// `interceptor`, telling the tracer when an action reaches it.
    private func traced(_ interceptor: AnyInterceptor<Action>) -> AnyInterceptor<Action> {
        let tracer = self.tracer
        let name = interceptor.name
        return interceptor.observingRuns { chain in tracer.reached(name, chain: chain) }
    }

    // MARK: Reduce and notify

    private func reduce(_ action: Action) {
        if ObjectIdentifier(type(of: action)) == thunkType, let thunk = action as? Thunk<State> {
            thunk.body({ [weak self] action in self?.dispatch(action) }, { [weak self] in self?.state })
            return
        }
        // The draining thread is the only writer of `currentState`: it reads it without the lock.
        reducingThread.store(ThreadIdentity.current, ordering: .relaxed)
        let previous = currentState
        let next = reducer(action, previous)
        reducingThread.store(0, ordering: .relaxed)
        let targets = publish(next)
        if hasRecorders.load(ordering: .acquiring) {
            for recorder in withLock({ recorders }) { recorder.record(action, next) }
        }
        var released: [SubscriberEntry] = []
        // Whether a StoreSubscriber is still there is an atomic retain and a release, so it is
        // asked every `releasedSubscriberSweepInterval`-th state only, not per subscriber per
        // state; a released subscriber receives nothing meanwhile (its delivery finds it gone).
        statesDelivered &+= 1
        let sweeping = statesDelivered % Self.releasedSubscriberSweepInterval == 0
        // Whether `next` repeats `previous`, for the observers of the whole state that skip
        // repeats: asked once for all of them, before the loop (so that the loop costs the other
        // observers nothing more), once such an observer was ever attached.
        var repeatsPrevious = false
        if let isRepeat = wholeStateIsRepeat { repeatsPrevious = isRepeat(previous, next) }
        targets.withUnsafeBufferPointer { slots in
            // The snapshot holds every observer for the whole loop, so the loop reads them as
            // plain pointers (an `AnyObject?` is one, nil being null): no retain per observer.
            slots.withMemoryRebound(to: UnsafeRawPointer?.self) { pointers in
                for pointer in pointers {
                    guard let pointer else { continue }
                    let observer = Unmanaged<StateObserver<State>>.fromOpaque(pointer)
                    let delivered = observer._withUnsafeGuaranteedRef { target in
                        let flags = target.currentFlags
                        guard flags & StateObserverFlags.active != 0 else { return true }
                        if sweeping, let entry = target.entry, !entry.isAlive { return false }
                        if repeatsPrevious, flags & StateObserverFlags.skipsWholeStateRepeats != 0 { return true }
                        target.receive(target, next)
                        return true
                    }
                    // Rare: its StoreSubscriber was released.
                    if !delivered { released.append(observer.takeUnretainedValue().entry!) }
                }
            }
        }
        if !released.isEmpty { release(released) }
    }

    /// Makes `next` the current state; returns the observers to deliver it to. (Its lock takes a
    /// closure without a result, so that no generic metadata is looked up per state.)
    /// Every how many states the store drops the StoreSubscribers that were released.
    package static var releasedSubscriberSweepInterval: Int { 64 }

    private func publish(_ next: State) -> ContiguousArray<AnyObject?> {
        var targets = ContiguousArray<AnyObject?>()
        lock.withLock {
            currentState = next
            targets = observers.slots
        }
        return targets
    }

    private func attach(_ registration: StateObserver<State>) {
        if let entry = registration.entry, !entry.isAlive {
            release([entry])
            return
        }
        var current: State?
        withLock {
            // Checked under the lock, which the disposal's removal takes too: a disposal whose
            // removal came first had already deactivated the observer, so it is not added; one
            // whose removal comes after finds it in the list and removes it.
            guard registration.isActive else { return }
            observers.append(registration)
            current = currentState
        }
        if let current {
            if wholeStateIsRepeat == nil { wholeStateIsRepeat = registration.wholeStateIsRepeat }
            registration.receive(registration, current)
        }
    }

    private func detach(_ registration: StateObserver<State>) {
        withLock { observers.remove(registration) }
    }

    /// Drops the subscriptions of StoreSubscribers that were released.
    func release(_ entries: [SubscriberEntry]) {
        withLock {
            for entry in entries where subscribers[entry.key] === entry {
                subscribers.removeValue(forKey: entry.key)
            }
        }
        for entry in entries { entry.dispose() }
    }

    /// Runs `body` under the lock.
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }
}

extension Store: PipelineHost {}

/// The action the next subscription of a store's pipeline entry runs, and the ended run kept for
/// the next dispatch; touched only by the draining thread (the store's drain queue orders one
/// draining thread after another).
// @unchecked: only the draining thread touches the vars, and the drain queue's atomics order one draining thread after the next.
private final class PipelineEntryAction: @unchecked Sendable {
    @exclusivity(unchecked) var action: Action?
    /// The trace of the dispatch whose run is starting, which the run's chains carry.
    @exclusivity(unchecked) var trace: DispatchTrace?
    @exclusivity(unchecked) var spareRun: PipelineRun?
    /// An interceptor's later answer that the next run subscribes instead of the pipeline.
    @exclusivity(unchecked) var upstream: Observable<Action>?

    func take() -> Action {
        action.take().unsafelyUnwrapped
    }
}

/// An interceptor that stands aside while idle: its check, its name and, when it can answer at
/// once, its answer (`Store.add(interceptor:standsAsideWhile:answersAtOnce:)`).
/// Immutable; the store keeps its entries under its lock and calls them on its draining thread.
private final class StandingAside {
    let name: String
    let isIdle: @Sendable () -> Bool
    let answer: ((Action) -> InterceptorAnswer)?

    init(name: String, isIdle: @escaping @Sendable () -> Bool, answer: ((Action) -> InterceptorAnswer)?) {
        self.name = name
        self.isIdle = isIdle
        self.answer = answer
    }
}

/// A store's queued work. Not generic, so that queueing it looks up no generic metadata.
private enum StoreWork {
    /// Runs the pipeline for an action, telling its trace (if any) what became of it.
    case dispatch(Action, DispatchTrace?)
    /// Reduces an action that left the pipeline (or is replayed).
    case reduce(Action)
    /// Adds an observer of `states` (a `StateObserver<State>`) and sends it the current state.
    case attach(AnyObject)
}
