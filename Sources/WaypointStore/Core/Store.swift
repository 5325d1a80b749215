import Synchronization
import WaypointInterceptors
import WaypointRx

/// A ReSwift-style store whose state is an observable stream.
///
/// `dispatch(_:)` is safe from any thread. Every action passes through the store's action
/// pipeline — one `InterceptorChain` of actions, made of the store's interceptors and its
/// ReSwift-style middleware (first is outermost) — and whatever leaves the pipeline reaches the
/// reducer. Actions are processed one at a time: a dispatch made while the store is busy (from
/// another thread, or from inside a subscriber) is queued and processed after the current one, so
/// every subscriber sees every state, in order. Actions that an interceptor holds (a delay, an
/// async check) reach the reducer when the interceptor releases them.
///
/// `states` replays the current state to each new subscriber, then every new state; `select`
/// gives a slice, deduplicated when it is `Equatable`.
// @unchecked: every var is touched only under `lock`; the reducer, interceptors and observers run
// outside it, on the one thread that drains the store's queue at a time.
public final class Store<State>: @unchecked Sendable {
    private enum Work {
        case dispatch(Action)
        case reduce(Action)
        case attach(StateObserver<State>)
    }

    private let lock = Mutex(())
    private var currentState: State
    private var queue: [Work] = []
    private var queueHead = 0
    private var draining = false
    private var drainer: ThreadIdentity?
    private var reducing = false
    private var observers: ContiguousArray<StateObserver<State>> = []
    private var interceptors: [AnyInterceptor<Action>] = []
    private var runs: [Int: Disposable] = [:]
    private var nextRunID = 0
    private var subscribers: [SubscriberEntry] = []
    private var recorders: [StoreRecorder<State>] = []
    private var programmingErrorHandler: @Sendable (StoreError) -> Void = Store.defaultProgrammingErrorHandler
    private let reducer: Reducer<State>
    private let automaticallySkipsRepeats: Bool
    private let failureSubject = PublishSubject<StoreError>()

    private struct SubscriberEntry {
        weak var subscriber: AnyStoreSubscriber?
        let disposable: Disposable
    }

    /// The handler new stores report programming errors to: it prints them.
    public static var defaultProgrammingErrorHandler: @Sendable (StoreError) -> Void {
        { error in print("Waypoint store: \(error)") }
    }

    /// A store with `reducer`, starting from `state` (or from reducing `StoreInit` when `nil`),
    /// with ReSwift-style `middleware` (first is outermost) and `interceptors` in its action
    /// pipeline: the middleware runs first, then the interceptors.
    ///
    /// With `automaticallySkipsRepeats` (the default), subscribers of an `Equatable` state or
    /// selection skip consecutive equal values, as in ReSwift.
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
        var pipeline: [AnyInterceptor<Action>] = []
        for (index, each) in middleware.enumerated() {
            pipeline.append(MiddlewareInterceptor.make(each, index: index, store: self))
        }
        self.interceptors = pipeline + interceptors
    }

    deinit {
        for run in runs.values { run.dispose() }
        for entry in subscribers { entry.disposable.dispose() }
        failureSubject.dispose()
    }

    // MARK: State

    /// The current state.
    public var state: State { withLock { currentState } }

    /// The current state, then every new state, one at a time and in order.
    public var states: Observable<State> {
        Observable.create { [weak self] observer in
            guard let self else {
                observer.onCompleted()
                return Disposables.create()
            }
            let registration = StateObserver(observer)
            self.enqueue(.attach(registration))
            return Disposables.create { [weak self] in
                registration.deactivate()
                self?.detach(registration)
            }
        }
    }

    /// Failures of the action pipeline: an interceptor's error, with the action it stopped.
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
        enqueue(.dispatch(action))
    }

    /// Appends an interceptor to the action pipeline; dispatches already running keep the
    /// pipeline they started with.
    public func add(interceptor: AnyInterceptor<Action>) {
        withLock { interceptors.append(interceptor) }
    }

    /// Appends an interceptor to the action pipeline.
    public func add<Base: Interceptor>(interceptor: Base) where Base.Input == Action, Base.Output == Action {
        add(interceptor: AnyInterceptor(base: interceptor))
    }

    /// Reduces `actions` in order without running the pipeline: replays what a
    /// `StoreRecorder` recorded (the actions that reached the reducer).
    public func replay(_ actions: [Action]) {
        for action in actions { enqueue(.reduce(action)) }
    }

    /// Starts recording every action that reaches the reducer together with the state it produced.
    public func startRecording() -> StoreRecorder<State> {
        let recorder = StoreRecorder<State>()
        withLock { recorders.append(recorder) }
        return recorder
    }

    /// Stops `recorder`.
    public func stopRecording(_ recorder: StoreRecorder<State>) {
        withLock { recorders.removeAll { $0 === recorder } }
    }

    func reportEffectFailure(_ error: Swift.Error) {
        failureSubject.onNext(.effectFailed(error: error))
    }

    // MARK: Queue

    private func enqueue(_ work: Work) {
        let me = ThreadIdentity.current
        var misuse: (@Sendable (StoreError) -> Void)?
        var drainHere = false
        lock.withLock { _ in
            if reducing, drainer == me, case .dispatch = work { misuse = programmingErrorHandler }
            queue.append(work)
            if !draining {
                draining = true
                drainer = me
                drainHere = true
            }
        }
        if let misuse, case .dispatch(let action) = work {
            misuse(.dispatchedFromReducer(action: String(describing: action)))
        }
        if drainHere { drain() }
    }

    private func drain() {
        while true {
            var next: Work?
            lock.withLock { _ in
                if queueHead == queue.count {
                    queue.removeAll(keepingCapacity: queue.count <= 1024)
                    queueHead = 0
                    draining = false
                    drainer = nil
                    return
                }
                next = queue[queueHead]
                queueHead += 1
                if queueHead >= 1024 {
                    queue.removeFirst(queueHead)
                    queueHead = 0
                }
            }
            guard let work = next else { return }
            switch work {
            case .dispatch(let action): runPipeline(action)
            case .reduce(let action): reduce(action)
            case .attach(let registration): attach(registration)
            }
        }
    }

    // MARK: Pipeline

    private func runPipeline(_ action: Action) {
        if let thunk = action as? Thunk<State> {
            thunk.body({ [weak self] action in self?.dispatch(action) }, { [weak self] in self?.state })
            return
        }
        let pipeline = withLock { interceptors }
        if pipeline.isEmpty {
            reduce(action)
            return
        }
        let chain = InterceptorChain<Action>(input: action)
        for interceptor in pipeline { chain.add(interceptor: interceptor) }
        let run = PipelineRun()
        let id = withLock { () -> Int in
            nextRunID += 1
            return nextRunID
        }
        let subscription = chain.proceed().subscribe(
            onNext: { [weak self] output in
                if !run.buffer(output) { self?.enqueue(.reduce(output)) }
            },
            onError: { [weak self] error in
                self?.failureSubject.onNext(.pipelineFailed(action: String(describing: action), error: error))
            },
            onDisposed: { [weak self] in
                if run.markFinished() { self?.removeRun(id) }
            }
        )
        let (buffered, finished) = run.endSynchronousPhase()
        if !finished { withLock { runs[id] = subscription } }
        for output in buffered { reduce(output) }
    }

    private func removeRun(_ id: Int) {
        let run = withLock { runs.removeValue(forKey: id) }
        run?.dispose()
    }

    // MARK: Reduce and notify

    private func reduce(_ action: Action) {
        let previous = withLock { () -> State in
            reducing = true
            return currentState
        }
        let next = reducer(action, previous)
        var targets: ContiguousArray<StateObserver<State>> = []
        var recording: [StoreRecorder<State>] = []
        lock.withLock { _ in
            currentState = next
            reducing = false
            targets = observers
            recording = recorders
        }
        for recorder in recording { recorder.record(action, next) }
        for target in targets where target.isActive { target.observer.on(.next(next)) }
    }

    private func attach(_ registration: StateObserver<State>) {
        guard registration.isActive else { return }
        let current = withLock { () -> State in
            observers.append(registration)
            return currentState
        }
        registration.observer.on(.next(current))
    }

    private func detach(_ registration: StateObserver<State>) {
        withLock { observers.removeAll { $0 === registration } }
    }

    // MARK: StoreSubscriber

    /// Subscribes a ReSwift-style subscriber to the whole state; it receives the current state
    /// now, then every new state. The subscriber is held weakly; subscribing it again does nothing.
    public func subscribe<Subscriber: StoreSubscriber>(_ subscriber: Subscriber) where Subscriber.StoreSubscriberStateType == State {
        attach(subscriber, to: states)
    }

    /// Subscribes a subscriber to the whole state, skipping consecutive equal states when the
    /// store skips repeats automatically (the default).
    public func subscribe<Subscriber: StoreSubscriber>(_ subscriber: Subscriber) where Subscriber.StoreSubscriberStateType == State, State: Equatable {
        attach(subscriber, to: automaticallySkipsRepeats ? states.distinctUntilChanged() : states)
    }

    /// Subscribes a subscriber to the part of the state `transform` selects, e.g.
    /// `{ $0.select(\.counter).skipRepeats() }`.
    public func subscribe<Selected, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        transform: (StoreSubscription<State>) -> StoreSubscription<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        attach(subscriber, to: transform(StoreSubscription(states)).observable)
    }

    /// Subscribes a subscriber to the part of the state `transform` selects, skipping
    /// consecutive equal selections when the store skips repeats automatically (the default).
    public func subscribe<Selected: Equatable, Subscriber: StoreSubscriber>(
        _ subscriber: Subscriber,
        transform: (StoreSubscription<State>) -> StoreSubscription<Selected>
    ) where Subscriber.StoreSubscriberStateType == Selected {
        let selected = transform(StoreSubscription(states)).observable
        attach(subscriber, to: automaticallySkipsRepeats ? selected.distinctUntilChanged() : selected)
    }

    private func attach<Selected, Subscriber: StoreSubscriber>(_ subscriber: Subscriber, to selected: Observable<Selected>) where Subscriber.StoreSubscriberStateType == Selected {
        let holder = SingleAssignmentDisposable()
        let added = withLock { () -> Bool in
            if subscribers.contains(where: { $0.subscriber === subscriber }) { return false }
            subscribers.append(SubscriberEntry(subscriber: subscriber, disposable: holder))
            return true
        }
        guard added else { return }
        pruneReleasedSubscribers()
        holder.setDisposable(selected.subscribe(onNext: { [weak subscriber, weak self] state in
            if let subscriber {
                subscriber.newState(state: state)
            } else {
                holder.dispose()
                self?.pruneReleasedSubscribers()
            }
        }))
    }

    /// Unsubscribes a subscriber; it receives nothing more.
    public func unsubscribe(_ subscriber: AnyStoreSubscriber) {
        let removed = withLock { () -> [SubscriberEntry] in
            let removed = subscribers.filter { $0.subscriber === subscriber || $0.subscriber == nil }
            subscribers.removeAll { $0.subscriber === subscriber || $0.subscriber == nil }
            return removed
        }
        for entry in removed { entry.disposable.dispose() }
    }

    private func pruneReleasedSubscribers() {
        let removed = withLock { () -> [SubscriberEntry] in
            let removed = subscribers.filter { $0.subscriber == nil }
            subscribers.removeAll { $0.subscriber == nil }
            return removed
        }
        for entry in removed { entry.disposable.dispose() }
    }

    /// Runs `body` under the lock. (The result travels through a local: `Mutex.withLock` wants a
    /// `sending` result, which a non-`Sendable` state cannot be.)
    private func withLock<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        lock.withLock { _ in result = body() }
        return result.unsafelyUnwrapped
    }
}

/// One observer of `Store.states`. It counts as a live resource while it exists.
// @unchecked: `active` is atomic; the observer is only called by the store's draining thread.
final class StateObserver<State>: @unchecked Sendable {
    let observer: AnyObserver<State>
    private let active = Atomic<Bool>(true)

    init(_ observer: AnyObserver<State>) {
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isActive: Bool { active.load(ordering: .acquiring) }

    func deactivate() {
        active.store(false, ordering: .releasing)
    }
}

/// The state of one dispatch's pipeline run: outputs emitted while `subscribe` is still running
/// are buffered and reduced right after it, in order; later outputs are queued as new work.
// @unchecked: every var is touched only under `lock`.
final class PipelineRun: @unchecked Sendable {
    private let lock = Mutex(())
    private var synchronous = true
    private var buffered: [Action] = []
    private var finished = false

    /// Buffers `action` during the synchronous phase; `false` once it is over.
    func buffer(_ action: Action) -> Bool {
        lock.withLock { _ in
            if synchronous { buffered.append(action) }
            return synchronous
        }
    }

    /// Marks the run finished; `true` when it finished after the synchronous phase.
    func markFinished() -> Bool {
        lock.withLock { _ in
            finished = true
            return !synchronous
        }
    }

    /// Ends the synchronous phase, returning what was buffered and whether the run already
    /// finished.
    func endSynchronousPhase() -> ([Action], Bool) {
        var result: ([Action], Bool) = ([], false)
        lock.withLock { _ in
            synchronous = false
            result = (buffered, finished)
            buffered = []
        }
        return result
    }
}
