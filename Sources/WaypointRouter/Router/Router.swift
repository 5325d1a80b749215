import WaypointInterceptors
import WaypointRx
import WaypointStore

/// Makes the UI follow the route in the store.
///
/// The router subscribes to the store's navigation state, diffs what the UI shows against each
/// new route and drives the `Routable`s one step at a time: the next step starts only after the
/// previous step's completion handler was called. A completion that never comes fails the step
/// after `stepTimeout`; a routable that throws fails it at once; either way the router brings
/// the state's route back to what is on screen and goes on with the next navigation. Everything
/// it does — handling states and completions, emitting `events`, timing steps out — runs on its
/// scheduler, one thing at a time.
// @unchecked: inbox and flags live behind `lock`; the engine is touched only by the one drain running at a time.
public final class Router<State>: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `latestEndedStep`.
    private let atomicStorage = AtomicStorage(-1)
    private let lock = Locked(())
    @exclusivity(unchecked) private var inbox: [TransitionEngine.Input] = []
    @exclusivity(unchecked) private var drainScheduled = false
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var displayed: Route = []
    /// The engine's count of screen changes `displayed` reflects (touched only by the drain).
    @exclusivity(unchecked) private var displayedChanges = 0
    /// The latest step whose end (completion or failure) was submitted: a step performed
    /// synchronously to its end needs no timeout. Written under `lock`, read without it.
    private var latestEndedStep: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
    private var storedLimits = NavigationLimits()
    private let engine: TransitionEngine
    let scheduler: SchedulerType
    private let stepTimeout: RxTimeInterval
    let store: Store<State>
    private let eventSubject = PublishSubject<NavigationEvent>()
    private let storeSubscription = SingleAssignmentDisposable()
    /// The tickets of past steps, handed to new steps once no completion handler or timer holds
    /// them anymore (a routable may keep a handler it called until its transition is torn
    /// down), taken in turn from `nextSpareTicket`; at most `spareTicketLimit` (touched only by
    /// the drain).
    @exclusivity(unchecked) private var spareTickets: [StepTicket] = []
    @exclusivity(unchecked) private var nextSpareTicket = 0
    private static var spareTicketLimit: Int { 8 }
    /// The user gestures' timeouts.
    private let timeouts = CompositeDisposable()
    /// The ticket of the step whose timeout is armed (the ticket holds the timer); under `lock`,
    /// so that the submission of the step's end disarms it and disposing the router disposes it.
    /// One is enough: steps run one at a time, and a step is performed only after the previous
    /// one's end was submitted.
    @exclusivity(unchecked) private var timedStep: StepTicket?
    /// The ticket of the step whose timeout was armed since the drain last took `lock` (touched
    /// only by the drain): the drain's next turn of the lock moves it to `timedStep`, or disarms
    /// it if the step's end was submitted or the router disposed meanwhile. So arming a timeout
    /// takes no lock.
    @exclusivity(unchecked) private var newlyTimedStep: StepTicket?
    @exclusivity(unchecked) private var reactiveSteps: [Int: Disposable] = [:]
    /// The class of the last routable asked to perform a step, and whether it is reactive.
    @exclusivity(unchecked) private var lastRoutableClass: (type: ObjectIdentifier, isReactive: Bool)?
    let registry = NavigationRegistry()
    /// The user-change guards and the attempt they decide late.
    let userChanges = UserChangeDesk()
    /// The root routable, when it watches containers of its own (asked again when a step is given up).
    private let containerRoot: ContainerRoutable?
    let stateTransform: (State) -> NavigationState
    /// The keep-alive cache of routables (`keepAlive(within:cacheIdentifier:)`).
    public let cache = RoutableCache()
    /// The link patterns `navigate(toLink:)` understands.
    public let deepLinks = DeepLinkRegistry()
    /// The data types `restoreState(from:behavior:)` can decode.
    public let restoration = StateRestorationRegistry()
    /// How long a guard may take to answer (protection spaces excepted, and guards that started a
    /// navigation while deciding: they hold theirs until they answer).
    public let guardTimeout: RxTimeInterval
    /// How long a user gesture (`beginUserGesture()`) may hold the router's steps: one not ended
    /// by then ends on its own, reported as `userGestureTimedOut`, and what waited for it runs.
    public let gestureTimeout: RxTimeInterval
    /// How many redirects one navigation may go through before it fails.
    public let redirectLimit: Int
    /// The default time a routable has to call its completion handler.
    public static var defaultStepTimeout: RxTimeInterval { .seconds(5) }
    /// The default time a guard has to answer.
    public static var defaultGuardTimeout: RxTimeInterval { .seconds(10) }
    /// The default time a user gesture may hold the router's steps.
    public static var defaultGestureTimeout: RxTimeInterval { .seconds(30) }

    /// A router for `store`, whose navigation state `stateTransform` extracts, driving the UI
    /// from `rootRoutable` on `scheduler` (by default `MainScheduler.instance`). It installs its
    /// guard interceptor at the end of the store's action pipeline.
    public init(
        store: Store<State>,
        rootRoutable: Routable,
        scheduler: SchedulerType = MainScheduler.instance,
        stepTimeout: RxTimeInterval = Router.defaultStepTimeout,
        guardTimeout: RxTimeInterval = Router.defaultGuardTimeout,
        gestureTimeout: RxTimeInterval = Router.defaultGestureTimeout,
        redirectLimit: Int = 5,
        stateTransform: @escaping (State) -> NavigationState
    ) {
        self.store = store
        self.scheduler = scheduler
        self.stepTimeout = stepTimeout
        self.guardTimeout = guardTimeout
        self.gestureTimeout = gestureTimeout
        self.redirectLimit = redirectLimit
        self.stateTransform = stateTransform
        engine = TransitionEngine(rootRoutable: rootRoutable, stepTimeout: stepTimeout, cache: cache)
        containerRoot = rootRoutable as? ContainerRoutable
        // The guards stand aside while there is nothing to guard (no guard, request or guard run):
        // a dispatch then skips the pipeline instead of running it for nothing. The store keeps
        // the check, which holds the registry's activity count only: the registry's guards may
        // hold the store. While the guards are the pipeline's only busy interceptor, and its
        // last, the store asks them for their answer at once instead of running it.
        store.add(interceptor: AnyInterceptor<Action>(name: Self.guardInterceptorName) { [weak self] chain in
            guard let self, let input = chain.input else { return chain.proceed() }
            switch self.guardAnswer(input, chain: chain) {
            case .pass(let output): return chain.proceed(object: output)
            case .drop: return .empty()
            case .later(let output): return output
            }
        }, standsAsideWhile: registry.idleCheck, answersAtOnce: { [weak self] input in
            guard let self else { return .pass(input) }
            return self.guardAnswer(input, chain: nil)
        })
        storeSubscription.setDisposable(
            // Straight from the store, repeats dropped, with no observable in between (whose
            // sinks would run unspecialised here: `State` is the app's type).
            store.follow(stateTransform) { [weak self] state in self?.submit(.newState(state)) }
        )
        // After the first state: a route the containers already show (a tab bar's selected tab)
        // is taken in after the store's route, never before it.
        containerRoot?.connect(to: self)
    }

    deinit {
        // Released with navigations still going: they end as `dispose()` ends them. A guard run's
        // completion finds no router and completes the store's pipeline run; the completed event
        // stream fails every request still tracked, once.
        endFollowing()
        for step in reactiveSteps.values { step.dispose() }
        eventSubject.dispose()
    }

    /// `true` once `dispose()` was called.
    var isDisposed: Bool { lock.withLock { _ in disposed } }

    /// Everything that happens to navigations, in order, on the router's scheduler.
    public var events: Observable<NavigationEvent> { eventSubject.asObservable() }

    /// The limits on routes from saved state and deep links; see `NavigationLimits`.
    public var limits: NavigationLimits {
        get {
            var limits = NavigationLimits()
            lock.withLock { _ in limits = storedLimits }
            return limits
        }
        set { lock.withLock { _ in storedLimits = newValue } }
    }

    /// The route the UI shows now, as far as the router knows.
    public var displayedRoute: Route {
        var route: Route = []
        lock.withLock { _ in route = displayed }
        return route
    }

    /// Stops following the store; steps in flight are abandoned and no more events are emitted.
    /// Requests still going fail once with `RoutingError.cancelled` ("the router was disposed"),
    /// on the calling thread; guards checking or holding them are let go. Releasing the router
    /// (dropping its last reference) does the same.
    public func dispose() {
        lock.withLock { _ in disposed = true }
        endFollowing()
    }

    /// What `dispose()` and releasing the router share: guard runs end (their pipeline runs
    /// complete), the store and timers are let go, and the completed event stream fails every
    /// request still tracked, once.
    private func endFollowing() {
        for run in registry.removeAll() { run.end(.cancelled) }
        userChanges.cancelAll()
        storeSubscription.dispose()
        timeouts.dispose()
        lock.withLock { _ in timedStep.take()?.takeTimeout() }?.dispose()
        eventSubject.onCompleted()
    }

    // MARK: Serial execution on the scheduler

    func submit(_ input: TransitionEngine.Input) {
        // The step's end disarms its timeout: the drain handles the end first, before any timeout
        // that fires later (and one that fired is let go).
        // The timer is taken out of its ticket under the lock: the drain reuses a ticket nothing
        // holds anymore, and the lock orders this write before the drain's next one.
        var disarmed: Disposable?
        let schedule = lock.withLock { _ -> Bool in
            if disposed { return false }
            switch input {
            case .stepCompleted(let token), .stepFailed(let token, _):
                if token > latestEndedStep.load(ordering: .relaxed) { latestEndedStep.store(token, ordering: .releasing) }
                if timedStep?.token == token { disarmed = timedStep.take()?.takeTimeout() }
            case .stepTimedOut(let token):
                if timedStep?.token == token { disarmed = timedStep.take()?.takeTimeout() }
            default: break
            }
            inbox.append(input)
            if drainScheduled { return false }
            drainScheduled = true
            return true
        }
        disarmed?.dispose()
        guard schedule else { return }
        // The router goes as the action's state, typed by a protocol that is not generic over
        // `State`: the action captures nothing, so scheduling a drain allocates no closure.
        _ = scheduler.schedule(self as any InboxDrain) { router in
            router.drain()
            return Disposables.create()
        }
    }

    func drain() {
        while true {
            // The step whose timeout was just armed, to disarm if its end was submitted before the
            // lock was taken here, or the router disposed.
            var disarmed: StepTicket?
            let next: TransitionEngine.Input? = lock.withLock { _ in
                if let timed = newlyTimedStep.take() {
                    if disposed || latestEndedStep.load(ordering: .relaxed) >= timed.token {
                        disarmed = timed
                    } else {
                        // What it replaces (if anything) fired already, as it was armed.
                        timedStep = timed
                    }
                }
                if disposed || inbox.isEmpty {
                    drainScheduled = false
                    inbox.removeAll(keepingCapacity: true)
                    return nil
                }
                // A user change tells what the screen shows now, which is newer than anything
                // queued before it (a step's completion, a state): take it first, so that the next
                // step is planned from the screen the user left, never from one they changed.
                if inbox.count == 1 { return inbox.removeLast() }
                if let change = inbox.firstIndex(where: { if case .user = $0 { return true } else { return false } }) {
                    // The user-change guards' word on a change comes before the change.
                    if let word = inbox[..<change].firstIndex(where: Self.isUserChangeCheck) { return inbox.remove(at: word) }
                    return inbox.remove(at: change)
                }
                return inbox.removeFirst()
            }
            disarmed?.disarm()
            guard let input = consume next else { return }
            // Progress events go out only while someone listens (requests listen while they last).
            engine.reportsProgress = eventSubject.hasObservers
            switch input {
            case .cancel(let id):
                cancel(id, running: engine)
            case .stepCompleted(let token):
                if !reactiveSteps.isEmpty { reactiveSteps.removeValue(forKey: token)?.dispose() }
                engine.handle(input)
            case .stepFailed(let token, _), .stepTimedOut(let token):
                if !reactiveSteps.isEmpty { reactiveSteps.removeValue(forKey: token)?.dispose() }
                // The containers may show more or less than the router assumes of a step it gives
                // up on: their root says what they show, applied as the step ends.
                if let containerRoot, engine.runningToken == token, let shown = containerRoot.abandonStep() {
                    engine.handle(.user(shown))
                }
                engine.handle(input)
            default:
                engine.handle(input)
            }
            // What the screen shows is known before any event is emitted, so callbacks and
            // awaits that run on an event read the route they are told about.
            // `displayed` is brought up to date in place, so that it never shares storage with the
            // engine's route (which would copy the whole route at the engine's next step).
            if engine.shownChanges != displayedChanges {
                displayedChanges = engine.shownChanges
                lock.withLock { _ in engine.updateCopy(&displayed) }
            }
            engine.out.takeAll(events: { emit($0) }, effects: { carryOut($0) })
        }
    }

    /// `true` for the events of a user-change attempt.
    private static func isUserChangeCheck(_ input: TransitionEngine.Input) -> Bool {
        guard case .external(let event) = input else { return false }
        switch event.kind {
        case .userChangeAttempted, .userChangeDecided: return true
        default: return false
        }
    }

    /// Cancels a live request: a guard run that checks or holds it ends at once; otherwise the
    /// engine stops it after the running step (or at once, when it has not started).
    private func cancel(_ id: NavigationID, running engine: TransitionEngine) {
        guard registry.isLive(id) else { return }
        if let run = registry.cancel(id), run.end(.cancelled) {
            engine.out.emit(NavigationEvent(id, .cancelled(.aborted)))
            return
        }
        engine.handle(.cancel(id))
    }

    /// Asks for the navigation `id` to be cancelled, on the router's scheduler; nothing happens
    /// when it already ended.
    func cancel(_ id: NavigationID) {
        submit(.cancel(id))
    }

    private func carryOut(_ effect: consuming TransitionEngine.Effect) {
        switch consume effect {
        case .emit(let event):
            // (The drain hands events to `emit` straight from the buffer's event lane.) A method
            // of its own, which takes the event over: handled here, in the `case`, the event
            // would be copied out of the effect and both destroyed.
            emit(event)
        case .reached(let id, let routable, let identifier):
            if let lifetime = registry.lifetime(for: id) {
                cache.store(routable, for: identifier, lifetime: lifetime)
            }
        case .perform(let request):
            perform(request)
        case .sync(let action):
            // The sync records what the screen already shows: it is reduced at once, past the
            // app's interceptors, which could only delay it, drop it or fail it and so leave the
            // state off the screen (the `synced` event comes right after).
            store.replay([action])
        }
    }

    /// Sends `event` to the observers of `events`.
    private func emit(_ event: consuming NavigationEvent) {
        if event.isTerminal {
            emitTerminal(event)
            return
        }
        if eventSubject.hasObservers { eventSubject.on(.next(consume event)) }
    }

    /// Sends `event`, which ends its navigation, to the observers of `events`. A request ends
    /// once: a second terminal event for it (a guard's answer racing its cancellation) is dropped.
    private func emitTerminal(_ event: consuming NavigationEvent) {
        var abandoned: GuardRun?
        // A login a protection started for a navigation it holds, ended without showing: the
        // held navigation must not wait for an answer nobody can give.
        if case .completed = event.kind {} else { abandoned = registry.heldRun(startedFor: event.navigationID) }
        if !registry.finish(event.navigationID) { return }
        // What an abandoned login is told is read first, so that the event itself is moved
        // into the subject's `.next`, not copied.
        let ending = abandoned.map { _ in String(event.description.drop { $0 != " " }.dropFirst()) }
        if eventSubject.hasObservers { eventSubject.on(.next(consume event)) }
        if let abandoned, let ending {
            _ = scheduler.schedule(()) { _ in
                abandoned.startedNavigationEnded(ending)
                return Disposables.create()
            }
        }
    }

    /// Whether `routable` is a `ReactiveRoutable`, cast once per run of routables of one class
    /// (conformance belongs to the class, and a cast costs a conformance lookup).
    private func isReactive(_ routable: Routable) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: routable))
        if let last = lastRoutableClass, last.type == type { return last.isReactive }
        let isReactive = routable is ReactiveRoutable
        lastRoutableClass = (type, isReactive)
        return isReactive
    }

    /// Arms the timeout of the step of `ticket`, which was just performed, unless its end
    /// (completion or failure) was already submitted. The timer holds the ticket (so its token
    /// stays) and its closure captures nothing; the ticket holds the timer until disarmed, and
    /// the drain's next turn of the lock keeps the ticket in `timedStep`.
    private func armTimeout(_ ticket: StepTicket) {
        if latestEndedStep.load(ordering: .acquiring) >= ticket.token { return }
        ticket.timeout = scheduler.scheduleRelative(ticket, dueTime: stepTimeout) { ticket in
            ticket.timedOut()
            return Disposables.create()
        }
        newlyTimedStep = ticket
    }

    /// Arms the timeout of a user gesture just begun: `fire` runs on the scheduler after
    /// `gestureTimeout`, unless the returned disposable (which `dispose()` disposes too) was
    /// disposed first.
    func armGestureTimeout(_ fire: @escaping @Sendable () -> Void) -> Disposable {
        let timer = scheduler.scheduleRelative(gestureTimeout, action: fire)
        guard let key = timeouts.insert(timer) else { return Disposables.create() }
        return Disposables.create { [timeouts] in timeouts.remove(for: key) }
    }

    /// A ticket for step `token`: a past step's that no completion handler or timer holds anymore
    /// (the step ended and its routable let the handler go), else a new one. The oldest ones are
    /// tried first, as the likeliest to have been let go.
    private func ticket(for token: Int) -> StepTicket {
        let count = spareTickets.count
        var index = nextSpareTicket
        for _ in 0..<count {
            if index >= count { index = 0 }
            if isKnownUniquelyReferenced(&spareTickets[index]) {
                let ticket = spareTickets[index]
                ticket.token = token
                nextSpareTicket = index + 1
                return ticket
            }
            index += 1
        }
        let ticket = StepTicket(router: self, token: token)
        if count < Self.spareTicketLimit {
            spareTickets.append(ticket)
            nextSpareTicket = count + 1
        }
        return ticket
    }

    private func perform(_ request: TransitionEngine.StepRequest) {
        let token = request.token
        let ticket = self.ticket(for: token)
        defer { armTimeout(ticket) }
        if isReactive(request.routable), let reactive = request.routable as? ReactiveRoutable {
            performReactive(request, on: reactive)
            return
        }
        // The handler captures the ticket alone, so it needs no context of its own.
        let completion: RoutingCompletionHandler = { [ticket] in ticket.router?.stepCompleted(ticket.token) }
        do {
            switch request.action {
            case .push(_, let segment):
                let next = try request.routable.pushRouteSegment(segment, animated: request.animated, context: request.context, completionHandler: completion)
                engine.resolve(token: token, routable: next)
            case .pop(_, let segment):
                try request.routable.popRouteSegment(segment, animated: request.animated, context: request.context, completionHandler: completion)
            case .change(_, let from, let to):
                let next = try request.routable.changeRouteSegment(from, to: to, animated: request.animated, context: request.context, completionHandler: completion)
                engine.resolve(token: token, routable: next)
            case .selectDetent(_, let segment, let detent):
                try request.routable.selectSheetDetent(detent, of: segment, animated: request.animated, context: request.context,
                                                       completionHandler: completion)
            }
        } catch {
            submit(.stepFailed(token: token, error: Self.rejection(error, for: request.action)))
        }
    }

    private func performReactive(_ request: TransitionEngine.StepRequest, on routable: ReactiveRoutable) {
        let token = request.token
        let step: Observable<Routable?>
        switch request.action {
        case .push(_, let segment):
            step = routable.push(segment, animated: request.animated, context: request.context).map { $0 }
        case .pop(_, let segment):
            step = Self.ending(routable.pop(segment, animated: request.animated, context: request.context))
        case .selectDetent(_, let segment, let detent):
            step = Self.ending(routable.selectDetent(detent, of: segment, animated: request.animated, context: request.context))
        case .change(_, let from, let to):
            step = routable.change(from, to: to, animated: request.animated, context: request.context).map { $0 }
        }
        let action = request.action
        let subscription = step.subscribe(
            onNext: { [weak self] next in
                if let next { self?.submit(.stepResolved(token: token, routable: next)) }
            },
            onError: { [weak self] error in self?.submit(.stepFailed(token: token, error: Self.rejection(error, for: action))) },
            onCompleted: { [weak self] in self?.submit(.stepCompleted(token: token)) }
        )
        reactiveSteps[token] = subscription
    }

    /// `step`, which emits no routable, as a step's observable.
    private static func ending(_ step: Observable<Never>) -> Observable<Routable?> {
        Observable.create { observer in
            step.subscribe(onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() })
        }
    }

    private static func rejection(_ error: Swift.Error, for action: RoutingAction) -> RoutingError {
        if case .routableRejected(_, let reason) = error as? RoutingError {
            return .routableRejected(step: action, reason: reason)
        }
        if let routingError = error as? RoutingError { return routingError }
        return .routableRejected(step: action, reason: String(describing: error))
    }
}

extension Router where State: HasNavigationState {
    /// A router for a store whose state holds its navigation state, on `scheduler` (by default
    /// `MainScheduler.instance`).
    public convenience init(store: Store<State>, rootRoutable: Routable, scheduler: SchedulerType = MainScheduler.instance,
                            stepTimeout: RxTimeInterval = Router.defaultStepTimeout,
                            guardTimeout: RxTimeInterval = Router.defaultGuardTimeout,
                            gestureTimeout: RxTimeInterval = Router.defaultGestureTimeout, redirectLimit: Int = 5) {
        self.init(store: store, rootRoutable: rootRoutable, scheduler: scheduler, stepTimeout: stepTimeout,
                  guardTimeout: guardTimeout, gestureTimeout: gestureTimeout, redirectLimit: redirectLimit) { $0.navigationState }
    }
}

/// Where a step's completion handler reports to (a protocol, so that the handler's ticket is not
/// generic over the router's state).
protocol StepCompletionReceiver: AnyObject, Sendable {
    /// Step `token`'s routable called its completion handler.
    func stepCompleted(_ token: Int)
    /// Step `token`'s timeout fired.
    func stepTimedOut(_ token: Int)
}

extension Router: StepCompletionReceiver {
    func stepCompleted(_ token: Int) {
        submit(.stepCompleted(token: token))
    }

    func stepTimedOut(_ token: Int) {
        submit(.stepTimedOut(token: token))
    }
}

/// The router as its scheduled drain sees it (a protocol, so that the drain's action is not
/// generic over the router's state and needs no context of its own).
protocol InboxDrain: AnyObject, Sendable {
    /// Handles the inputs submitted, in order, until none is left.
    func drain()
}

extension Router: InboxDrain {}

/// What a step's completion handler and timeout hold, and all they hold: the step's token and a
/// weak way back to the router. A ticket neither holds anymore is reused for a later step, so a
/// step allocates nothing for its handler once its router has run a few.
// @unchecked: `token` lives in an atomic word (written only while no handler or timer holds the ticket); `router` is weak and set only at init; `timeout` is set and disarmed by the drain, and taken off it only under the router's lock (see `Router.timedStep`).
final class StepTicket: @unchecked Sendable {
    // The first stored property: `AtomicWord(in: self, word: 0)` addresses it.
    private let tokenStorage: AtomicStorage
    private(set) weak var router: (any StepCompletionReceiver)?

    init(router: any StepCompletionReceiver, token: Int) {
        tokenStorage = AtomicStorage(token)
        self.router = router
    }

    /// The step the ticket stands for.
    var token: Int {
        get { AtomicWord<Int>(in: self, word: 0).load(ordering: .acquiring) }
        set { AtomicWord<Int>(in: self, word: 0).store(newValue, ordering: .releasing) }
    }

    /// The step's armed timeout: set by the drain before it hands the ticket over under the
    /// router's lock, taken by whoever takes the ticket back under that lock.
    @exclusivity(unchecked) var timeout: Disposable?

    /// The step's timeout fired.
    func timedOut() {
        router?.stepTimedOut(token)
    }

    /// Lets go of the step's timeout (disposed, so that it never fires); on the drain, which armed it.
    func disarm() {
        timeout.take()?.dispose()
    }

    /// Takes the step's timeout out of the ticket, to dispose of outside the router's lock; under
    /// that lock, off the drain.
    func takeTimeout() -> Disposable? {
        timeout.take()
    }
}
