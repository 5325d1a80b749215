import WaypointRx

/// Runs a navigation's guards one after the other: each must answer `.success` before the next
/// starts. The first failure rejects the navigation, a `Redirect` failure redirects it, and a
/// guard that doesn't answer within `timeout` (on `scheduler`) rejects it — except protection
/// spaces, which may hold it as long as they like, and guards that started a navigation while
/// deciding (which hold it from then on). Answers after the run ended are ignored.
///
/// Each guard runs inside its `GuardScope`, so that the navigations it starts are recorded as
/// started by it for this navigation.
// @unchecked: every var is touched only under `lock`; guards and the completion are called outside it.
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
    private var guards: [NavigationGuard]
    /// The prepared guards, in order.
    private var performers: [NavigationGuard.Perform] = []
    private let context: NavigationGuardContext
    /// Each guard's scope, in order (built by `start`).
    private var scopes: [GuardScope] = []
    private weak var registry: NavigationRegistry?
    private let scheduler: SchedulerType
    private let timeout: RxTimeInterval
    private var completion: (@Sendable (Outcome) -> Void)?
    private var onHeld: (@Sendable (String) -> Void)?
    private let lock = Locked(())
    private var current = -1
    private var finished = false
    /// The guard running now is a protection space, or started a navigation while deciding.
    private var held = false
    /// The guard running now is not a protection space but holds the navigation: it started one.
    private var heldByStarting = false
    /// The guard at this index is being performed on some thread (its `perform` has not returned).
    private var performing = -1
    /// A protection space held the navigation and let it go: newer navigations never supersede it.
    private var wasHeld = false
    private let timer = SerialDisposable()

    init(guards: [NavigationGuard], context: NavigationGuardContext, registry: NavigationRegistry, scheduler: SchedulerType,
         timeout: RxTimeInterval, onHeld: @escaping @Sendable (String) -> Void, completion: @escaping @Sendable (Outcome) -> Void) {
        self.onHeld = onHeld
        self.registry = registry
        self.guards = guards
        self.context = context
        self.scheduler = scheduler
        self.timeout = timeout
        self.completion = completion
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `true` while a protection space holds the navigation, or after one held it and let it
    /// go, until the run ends: such a navigation is not superseded by newer ones.
    var isHeld: Bool { lock.withLock { _ in (held || wasHeld) && !finished } }

    /// Prepares every guard (route-composer's order: all `prepare`s before any `perform`); the
    /// first that throws rejects the navigation and none performs. Then performs the first.
    func start() {
        let toPrepare = lock.withLock { _ in guards }
        guard let registry else { return }
        let scopes = toPrepare.enumerated().map { index, navigationGuard in
            GuardScope(guardKey: navigationGuard.key, guarded: context.navigationID, index: index, registry: registry, run: self)
        }
        lock.withLock { _ in self.scopes = scopes }
        var prepared: [NavigationGuard.Perform] = []
        for (index, navigationGuard) in toPrepare.enumerated() {
            do {
                let scope = scopes[index]
                let guardContext = context.scoped(scope)
                prepared.append(try scope.open { try navigationGuard.prepare(guardContext) })
            } catch {
                lock.withLock { _ in current = index }
                answer(index, .failure(error), afterHolding: false)
                return
            }
        }
        lock.withLock { _ in performers = prepared }
        run(0)
    }

    /// Ends the run with `outcome` unless it already ended; `false` when it had.
    @discardableResult
    func end(_ outcome: Outcome) -> Bool {
        let completion = lock.withLock { _ -> (@Sendable (Outcome) -> Void)? in
            if finished { return nil }
            finished = true
            defer { release() }
            return self.completion
        }
        guard let completion else { return false }
        timer.dispose()
        completion(outcome)
        return true
    }

    /// Ends the run silently.
    func dispose() {
        lock.withLock { _ in
            finished = true
            release()
        }
        timer.dispose()
    }

    /// Drops the guards and callbacks; call under `lock`.
    private func release() {
        guards = []
        performers = []
        scopes = []
        completion = nil
        onHeld = nil
    }

    private func run(_ index: Int) {
        var next: (NavigationGuard, NavigationGuard.Perform, GuardScope, (@Sendable (String) -> Void)?)?
        var allPassed = false
        lock.withLock { _ in
            if finished { return }
            guard index < guards.count else {
                allPassed = true
                return
            }
            current = index
            held = guards[index].isProtection
            heldByStarting = false
            performing = index
            next = (guards[index], performers[index], scopes[index], onHeld)
        }
        if allPassed {
            end(.passed)
            return
        }
        guard let (guardToRun, perform, scope, onHeld) = next else { return }
        if !guardToRun.isProtection {
            timer.disposable = scheduler.scheduleRelative(self, dueTime: timeout) { run in
                run.timedOut(index)
                return Disposables.create()
            }
        }
        let answered = AnsweredFlag()
        // Weakly: a guard (a protection space) may keep the closure after the run ended; the
        // run is kept alive by the store's pipeline run and the registry while it waits.
        scope.open {
            perform { [weak self] result, afterHolding in
                answered.set()
                self?.answer(index, result, afterHolding: afterHolding)
            }
        }
        let holds = lock.withLock { _ -> Bool in
            if performing == index { performing = -1 }
            return held && !finished && current == index
        }
        if holds && !answered.isSet { onHeld?(guardToRun.name) }
    }

    /// `true` while the guard at `index` runs and the run has not ended.
    func isDeciding(at index: Int) -> Bool {
        lock.withLock { _ in !finished && current == index }
    }

    /// The guard at `index` started a navigation while deciding: if it is still deciding, it
    /// holds the navigation from now on (its timeout is cancelled, newer navigations don't
    /// supersede it) and `held(by:)` is reported — at once when it started it after `perform`
    /// returned, else when `perform` returns without an answer.
    func guardStartedNavigation(at index: Int) {
        let report = lock.withLock { _ -> (@Sendable (String) -> Void, String)? in
            guard !finished, current == index, !held, index < guards.count else { return nil }
            held = true
            heldByStarting = true
            // Under the lock, so that it is this guard's timeout (disposing it calls nothing back).
            timer.disposable = Disposables.create()
            return performing == index ? nil : onHeld.map { ($0, guards[index].name) }
        }
        if let (onHeld, name) = report { onHeld(name) }
    }

    private func answer(_ index: Int, _ result: RoutingResult, afterHolding: Bool) {
        let current = lock.withLock { _ -> Bool in
            guard !finished && self.current == index else { return false }
            // Marked before the run moves on, under the lock `isHeld` reads: there is no moment
            // between the protection letting go and the next guard where it could be superseded.
            if afterHolding || heldByStarting { wasHeld = true }
            return true
        }
        guard current else { return }
        timer.disposable = Disposables.create()
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
        let index: Int? = lock.withLock { _ in (!finished && held) ? current : nil }
        guard let index else { return }
        let name = name(of: index)
        let reason = "\(name) could not show the navigation it started for this one (which \(ending))"
        answer(index, .failure(RoutingError.guardRejected(guardName: name, reason: reason)), afterHolding: true)
    }

    private func timedOut(_ index: Int) {
        let current = lock.withLock { _ -> Bool in !finished && self.current == index }
        guard current else { return }
        end(.rejected(.guardTimedOut(guardName: name(of: index), timeout: timeout)))
    }

    private func name(of index: Int) -> String {
        lock.withLock { _ in index < guards.count ? guards[index].name : "guard #\(index + 1)" }
    }
}

/// Whether a guard answered before `start` returned.
private final class AnsweredFlag: Sendable {
    // The atomic word comes first (see `AtomicStorage`): `value`.
    private let atomicStorage = AtomicStorage(false)

    private var value: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
