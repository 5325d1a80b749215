#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import WaypointInterceptors
import WaypointRx
import WaypointStore

/// Runs a navigation's guards one after the other: each must answer `.success` before the next
/// starts. The first failure rejects the navigation, a `Redirect` failure redirects it, and a
/// guard that doesn't answer within `timeout` (on `scheduler`) rejects it — except protection
/// spaces, which may hold it as long as they like, and guards that started a navigation while
/// deciding (which hold it from then on). Answers after the run ended are ignored.
///
/// Each guard runs inside its `GuardScope`, so that the navigations it starts are recorded as
/// started by it for this navigation.
///
/// The guards run in a loop on the thread that starts the run: a guard that answers on that
/// thread before its `perform` returns is followed by the next once `perform` returned (no
/// nesting, no timeout armed, no lock of the answer's own); one that has not answered by then has
/// its timeout armed at that moment, and its answer goes on from the thread it comes on.
///
/// The run starts as soon as the guard interceptor receives the navigation (or the store asks it
/// for its answer at once), and usually ends before it returns (every guard answered at once):
/// its answer is then the passing action (or a drop), so the store goes on without subscribing an
/// observable of the run's. A run still waiting answers with an observable that goes on when it
/// ends.
// @unchecked: every var is touched only under `mutex` (which makes the runtime's exclusivity checks
// redundant: the vars skip them); guards, the host and the observer are called outside it.
final class GuardRun: Disposable, @unchecked Sendable {
    /// How the run ended.
    enum Outcome {
        case passed
        case redirect(Route)
        case rejected(RoutingError)
        case superseded(by: NavigationID)
        /// The request was cancelled.
        case cancelled
    }

    /// Cleared when the run ends, so a protection space that keeps its `unprotect` closure
    /// doesn't keep the run (and the navigation's subscriptions) alive.
    @exclusivity(unchecked) private var guards: [NavigationGuard]
    private let context: NavigationGuardContext
    /// Each guard's scope, in order (built by `start`).
    @exclusivity(unchecked) private var scopes: [GuardScope] = []
    private let scheduler: SchedulerType
    private let timeout: RxTimeInterval
    /// Told when a guard holds the navigation and when the run ends (weakly: a run waiting for a
    /// protection space must not keep the router); cleared when it ends.
    private weak var host: GuardRunHost?
    /// Whether the navigation's action was animated (a redirect keeps it).
    let animated: Bool
    /// The guard interceptor's chain (`nil` when the store asked for the answer at once: the
    /// reducer comes next) and the action it passes on when the guards pass; taken when the
    /// run's output goes on (or is dropped).
    @exclusivity(unchecked) private var chain: InterceptorChain<Action>?
    private let passing: Action
    /// The passing action went on, or was dropped: it goes on at most once.
    @exclusivity(unchecked) private var passingSent = false
    /// The pipeline's observer, once it subscribed the output of a run that was still waiting.
    @exclusivity(unchecked) private var observer: AnyObserver<Action>?
    @exclusivity(unchecked) private var passedSubscription: SerialDisposable?
    /// Whether the output is decided (`proceeds`: the action goes on).
    @exclusivity(unchecked) private var outputDecided = false
    @exclusivity(unchecked) private var proceeds = false
    /// Guards every var: a pthread mutex of the run's own, as `SubjectCore`'s (a `Locked` costs
    /// its generic buffer's metadata lookups, ~700 instructions per run to make).
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @exclusivity(unchecked) private var current = -1
    @exclusivity(unchecked) private var finished = false
    /// The guard running now is a protection space, or started a navigation while deciding.
    @exclusivity(unchecked) private var held = false
    /// The guard running now is not a protection space but holds the navigation: it started one.
    @exclusivity(unchecked) private var heldByStarting = false
    /// The guard at this index is being performed on some thread (its `perform` has not returned).
    @exclusivity(unchecked) private var performing = -1
    /// The thread performing it (`ThreadIdentity` bits).
    @exclusivity(unchecked) private var performingThread: UInt = 0
    /// What the guard being performed answered on its thread before `perform` returned.
    @exclusivity(unchecked) private var answeredDuringPerform: RoutingResult?
    /// A protection space held the navigation and let it go: newer navigations never supersede it.
    @exclusivity(unchecked) private var wasHeld = false
    /// The running guard's timeout, while it is armed (else a disposable that does nothing: a
    /// plain existential copies and destroys without Optional's generic witnesses).
    @exclusivity(unchecked) private var timer: Disposable = Disposables.create()

    init(guards: [NavigationGuard], context: NavigationGuardContext, scheduler: SchedulerType,
         timeout: RxTimeInterval, host: GuardRunHost, animated: Bool, passing: Action, chain: InterceptorChain<Action>?) {
        self.host = host
        self.guards = guards
        self.context = context
        self.scheduler = scheduler
        self.timeout = timeout
        self.animated = animated
        self.passing = passing
        self.chain = chain
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        Resources.incrementTotal()
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        Resources.decrementTotal()
    }

    /// Runs `body` while holding the run's mutex (not re-entrant; `body` never calls out).
    private func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// The navigation the run checks.
    var navigationID: NavigationID { context.navigationID }

    /// How many redirects led to the navigation.
    var redirects: Int { context.redirects }

    /// What started the navigation (a redirect keeps it).
    var trigger: NavigationTrigger { context.trigger }

    /// `true` while a protection space holds the navigation, or after one held it and let it
    /// go, until the run ends: such a navigation is not superseded by newer ones.
    var isHeld: Bool { withLock { (held || wasHeld) && !finished } }

    /// Prepares every guard (route-composer's order: all `prepare`s before any `perform`); the
    /// first that throws rejects the navigation and none performs. Then performs the first. The
    /// guards' scopes record in `registry` the navigations the guards start.
    func start(registry: NavigationRegistry) {
        let toPrepare = withLock { guards }
        var scopes: [GuardScope] = []
        scopes.reserveCapacity(toPrepare.count)
        for index in toPrepare.indices {
            scopes.append(GuardScope(guardKey: toPrepare[index].key, guarded: context.navigationID, index: index, registry: registry, run: self))
        }
        // Each prepared guard is kept in its scope: a closure kept in an array is stored
        // generically, and calling it would wrap the answer closure in two thunks.
        for (index, navigationGuard) in toPrepare.enumerated() where navigationGuard.decide == nil {
            // (A closure guard has nothing to prepare: it decides when performed.)
            do {
                let scope = scopes[index]
                let guardContext = context.scoped(scope)
                scope.perform = try scope.open { try navigationGuard.prepare(guardContext) }
            } catch {
                for scope in scopes { scope.perform = nil }
                withLock { current = index }
                answer(index, .failure(error), afterHolding: false)
                return
            }
        }
        let ended = withLock { () -> Bool in
            if finished { return true }
            self.scopes = scopes
            return false
        }
        if ended {
            // Ended while preparing: the prepared guards (whose contexts hold their scopes) go.
            for scope in scopes { scope.perform = nil }
            return
        }
        run(0)
    }

    /// The run's answer: the passing action when the guards passed already, a drop when the run
    /// ended otherwise, and while it waits, an observable that goes on (or completes) when the
    /// run ends.
    func answer() -> InterceptorAnswer {
        var decided = false
        var goesOn = false
        withLock {
            guard outputDecided else { return }
            decided = true
            chain = nil
            goesOn = proceeds && !passingSent
            passingSent = true
        }
        guard decided else {
            return .later(Observable.create { [self] observer in attach(observer) })
        }
        return goesOn ? .pass(passing) : .drop
    }

    /// The pipeline subscribed the output of a run that was waiting.
    private func attach(_ observer: AnyObserver<Action>) -> Disposable {
        let passed = SerialDisposable()
        var decided = false
        var goesOn = false
        var chain: InterceptorChain<Action>?
        withLock {
            guard outputDecided else {
                self.observer = observer
                passedSubscription = passed
                return
            }
            decided = true
            chain = self.chain.take()
            goesOn = proceeds && !passingSent
            passingSent = true
        }
        guard decided else { return Disposables.create(self, passed) }
        if goesOn { return Self.proceed(chain, with: passing, to: observer) }
        observer.onCompleted()
        return Disposables.create()
    }

    /// Sends `passing` on: down `chain`, or straight to `observer` when there is no chain (the
    /// reducer comes next).
    private static func proceed(_ chain: InterceptorChain<Action>?, with passing: Action, to observer: AnyObserver<Action>) -> Disposable {
        if let chain { return chain.proceed(object: passing).subscribe(observer) }
        observer.onNext(passing)
        observer.onCompleted()
        return Disposables.create()
    }

    /// Decides the output: the action goes on when `proceeds`, else it is dropped. An observer
    /// already attached is told now; otherwise `output()` or `attach` act on it.
    private func decideOutput(proceeds: Bool) {
        var attached: AnyObserver<Action>?
        var passed: SerialDisposable?
        var chain: InterceptorChain<Action>?
        var goesOn = false
        withLock {
            if outputDecided { return }
            outputDecided = true
            self.proceeds = proceeds
            guard let observer = observer.take() else { return }
            attached = observer
            passed = passedSubscription.take()
            chain = self.chain.take()
            goesOn = proceeds && !passingSent
            passingSent = true
        }
        guard let attached else { return }
        if goesOn {
            passed?.disposable = Self.proceed(chain, with: passing, to: attached)
        } else {
            attached.onCompleted()
        }
    }

    /// Ends the run with `outcome` unless it already ended; `false` when it had.
    @discardableResult
    func end(_ outcome: Outcome) -> Bool {
        var timer = Disposables.create()
        let host = withLock { () -> GuardRunHost?? in
            if finished { return nil }
            finished = true
            swap(&timer, &self.timer)
            defer { release() }
            return .some(self.host)
        }
        guard let host else { return false }
        timer.dispose()
        // Without a router, the action goes no further.
        let proceeds = host?.guardRun(self, endedWith: outcome) ?? false
        decideOutput(proceeds: proceeds)
        return true
    }

    /// Ends the run silently.
    func dispose() {
        var timer = Disposables.create()
        withLock {
            finished = true
            release()
            outputDecided = true
            proceeds = false
            chain = nil
            passingSent = true
            observer = nil
            swap(&timer, &self.timer)
        }
        timer.dispose()
    }

    /// Drops the guards, their scopes' prepared guards and the host; call under `mutex`.
    private func release() {
        answeredDuringPerform = nil
        guards = []
        for scope in scopes { scope.perform = nil }
        scopes = []
        host = nil
    }

    /// What the run does next.
    private enum Step {
        /// Perform the guard of `scope` (a protection space when `isProtection`): its decision
        /// when it is a closure guard, else its prepared form.
        case perform(isProtection: Bool, decide: NavigationGuard.Decide?, perform: NavigationGuard.Perform?, scope: GuardScope)
        /// Every guard passed.
        case passed
        /// Nothing: the run ended, or goes on elsewhere (an answer to come, a held navigation).
        case stop
    }

    /// Makes the guard at `index` the running one, on the calling thread; under `mutex`.
    private func pick(_ index: Int) -> Step {
        if finished { return .stop }
        guard index < guards.count else { return .passed }
        current = index
        held = guards[index].isProtection
        heldByStarting = false
        performing = index
        performingThread = ThreadIdentity.current
        return .perform(isProtection: guards[index].isProtection, decide: guards[index].decide, perform: scopes[index].perform,
                        scope: scopes[index])
    }

    /// Performs the guards from `index` on, one after the other while each answers `.success`
    /// on this thread before its `perform` returns (the common case: a loop, no lock of the
    /// answer's own, no timeout armed). A guard that has not answered when `perform` returns gets
    /// its timeout then (protection spaces and guards that hold the navigation excepted), and its
    /// answer goes on from wherever it comes.
    private func run(_ index: Int) {
        var step = withLock { pick(index) }
        while true {
            guard case .perform(let isProtection, let decide, let perform, let scope) = step else {
                if case .passed = step { end(.passed) }
                return
            }
            let index = scope.index
            // The answer closures capture the scope alone (so they need no context of their own),
            // which reaches the run weakly: a guard (a protection space) may keep the closure
            // after the run ended; the run is kept alive by the registry while it waits.
            scope.open {
                if let decide {
                    decide(context.scoped(scope), scope.plainAnswer)
                } else {
                    perform? { [scope] result, afterHolding in scope.answer(result, afterHolding: afterHolding) }
                }
            }
            var answered: RoutingResult?
            var holder: (GuardRunHost?, String)?
            var deciding = false
            step = withLock { () -> Step in
                if performing == index { performing = -1 }
                if let result = answeredDuringPerform.take() {
                    if finished { return .stop }
                    if case .success = result { return pick(index + 1) }
                    answered = result
                    return .stop
                }
                guard !finished && current == index else { return .stop }
                if held {
                    holder = (host, guards[index].name)
                } else {
                    deciding = true
                }
                return .stop
            }
            if let answered {
                proceed(after: index, with: answered)
            } else if let (host, name) = holder, !scope.answered {
                host?.guardRun(self, heldBy: name)
            } else if deciding && !isProtection {
                // The scope stands for this guard: the timer's closure captures nothing.
                arm(scheduler.scheduleRelative(scope, dueTime: timeout) { scope in
                    scope.timedOut()
                    return Disposables.create()
                }, for: index)
            }
        }
    }

    /// Keeps `timer` as the timeout of the guard at `index`, unless the run ended, moved on or is
    /// held meanwhile: then it is disposed at once.
    private func arm(_ timer: Disposable, for index: Int) {
        let kept = withLock { () -> Bool in
            guard !finished, current == index, !held else { return false }
            self.timer = timer
            return true
        }
        if !kept { timer.dispose() }
    }

    /// The context the guard of `scope` is given.
    func guardContext(for scope: GuardScope) -> NavigationGuardContext {
        context.scoped(scope)
    }

    /// `true` while the guard at `index` runs and the run has not ended.
    func isDeciding(at index: Int) -> Bool {
        withLock { !finished && current == index }
    }

    /// The guard at `index` started a navigation while deciding: if it is still deciding, it
    /// holds the navigation from now on (its timeout is cancelled, newer navigations don't
    /// supersede it) and `held(by:)` is reported — at once when it started it after `perform`
    /// returned, else when `perform` returns without an answer.
    func guardStartedNavigation(at index: Int) {
        var timer = Disposables.create()
        let report = withLock { () -> (GuardRunHost, String)? in
            guard !finished, current == index, !held, index < guards.count else { return nil }
            held = true
            heldByStarting = true
            // Taken under the lock, so that it is this guard's timeout.
            swap(&timer, &self.timer)
            return performing == index ? nil : host.map { ($0, guards[index].name) }
        }
        timer.dispose()
        if let (host, name) = report { host.guardRun(self, heldBy: name) }
    }

    /// The guard at `index` answered `result`.
    func answer(_ index: Int, _ result: RoutingResult, afterHolding: Bool) {
        var timer = Disposables.create()
        let now = withLock { () -> Bool? in
            guard !finished && self.current == index else { return nil }
            // Marked before the run moves on, under the lock `isHeld` reads: there is no moment
            // between the protection letting go and the next guard where it could be superseded.
            if afterHolding || heldByStarting { wasHeld = true }
            if performing == index, performingThread == ThreadIdentity.current {
                // Inside the guard's `perform`, on its thread: the run goes on when `perform`
                // returns (see `run`), not inside it. The guard no longer decides.
                answeredDuringPerform = result
                self.current = -1
                return false
            }
            swap(&timer, &self.timer)
            return true
        }
        guard now == true else { return }
        timer.dispose()
        proceed(after: index, with: result)
    }

    /// Goes on after the guard at `index` answered `result`: with the next guard, or to the end.
    private func proceed(after index: Int, with result: RoutingResult) {
        switch result {
        case .success:
            run(index + 1)
        case .failure(let error as Redirect):
            end(.redirect(error.route))
        case .failure(let error as RoutingError):
            end(.rejected(error))
        case .failure(let error):
            end(.rejected(.guardRejected(guardName: name(of: index), reason: String(describing: error))))
        }
    }

    /// A navigation the guard holding this navigation started for it (its login) ended without
    /// showing (`ending`, its terminal event without the id): nothing is left on screen to answer
    /// it, so the run is rejected, naming that guard. Nothing happens when no guard holds the
    /// navigation any more.
    func startedNavigationEnded(_ ending: String) {
        let index: Int? = withLock { (!finished && held) ? current : nil }
        guard let index else { return }
        let name = name(of: index)
        let reason = "\(name) could not show the navigation it started for this one (which \(ending))"
        answer(index, .failure(RoutingError.guardRejected(guardName: name, reason: reason)), afterHolding: true)
    }

    /// The guard at `index` did not answer within the timeout.
    func timedOut(_ index: Int) {
        let current = withLock { () -> Bool in !finished && self.current == index }
        guard current else { return }
        end(.rejected(.guardTimedOut(guardName: name(of: index), timeout: timeout)))
    }

    private func name(of index: Int) -> String {
        withLock { index < guards.count ? guards[index].name : "guard #\(index + 1)" }
    }
}

/// What a guard run reports to: the router (not generic over its state).
protocol GuardRunHost: AnyObject, Sendable {
    /// The guard named `name` holds the run's navigation.
    func guardRun(_ run: GuardRun, heldBy name: String)
    /// The run ended with `outcome`; returns whether its action goes on down the pipeline.
    func guardRun(_ run: GuardRun, endedWith outcome: GuardRun.Outcome) -> Bool
}
