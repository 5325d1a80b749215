import Synchronization
import WaypointRx

/// Runs a navigation's guards one after the other: each must answer `.success` before the next
/// starts. The first failure rejects the navigation, a `Redirect` failure redirects it, and a
/// guard that doesn't answer within `timeout` (on `scheduler`) rejects it — except protection
/// spaces, which may hold it as long as they like. Answers after the run ended are ignored.
// @unchecked: every var is touched only under `lock`; guards and the completion are called
// outside it.
final class GuardRun: Disposable, @unchecked Sendable {
    /// How the run ended.
    enum Outcome {
        case passed
        case redirect(Route)
        case rejected(RoutingError)
        case superseded(by: NavigationID)
    }

    private let guards: [NavigationGuard]
    private let context: NavigationGuardContext
    private let scheduler: SchedulerType
    private let timeout: RxTimeInterval
    private let completion: @Sendable (Outcome) -> Void
    private let onHeld: @Sendable (String) -> Void
    private let lock = Mutex(())
    private var current = -1
    private var finished = false
    private var held = false
    private let timer = SerialDisposable()

    init(guards: [NavigationGuard], context: NavigationGuardContext, scheduler: SchedulerType, timeout: RxTimeInterval,
         onHeld: @escaping @Sendable (String) -> Void, completion: @escaping @Sendable (Outcome) -> Void) {
        self.onHeld = onHeld
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

    /// `true` while a protection space holds the navigation.
    var isHeld: Bool { lock.withLock { _ in held && !finished } }

    /// Starts the first guard.
    func start() {
        run(0)
    }

    /// Ends the run with `outcome` unless it already ended.
    func end(_ outcome: Outcome) {
        let first = lock.withLock { _ -> Bool in
            if finished { return false }
            finished = true
            return true
        }
        guard first else { return }
        timer.dispose()
        completion(outcome)
    }

    /// Ends the run silently.
    func dispose() {
        lock.withLock { _ in finished = true }
        timer.dispose()
    }

    private func run(_ index: Int) {
        guard index < guards.count else {
            end(.passed)
            return
        }
        let guardToRun = guards[index]
        let proceed = lock.withLock { _ -> Bool in
            if finished { return false }
            current = index
            held = guardToRun.isProtection
            return true
        }
        guard proceed else { return }
        if !guardToRun.isProtection {
            timer.disposable = scheduler.scheduleRelative(self, dueTime: timeout) { run in
                run.timedOut(index)
                return Disposables.create()
            }
        }
        let answered = AnsweredFlag()
        guardToRun.start(context) { [self] result in
            answered.set()
            answer(index, result)
        }
        if guardToRun.isProtection && !answered.isSet { onHeld(guardToRun.name) }
    }

    private func answer(_ index: Int, _ result: RoutingResult) {
        let current = lock.withLock { _ -> Bool in !finished && self.current == index }
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
            end(.rejected(.guardRejected(guardName: guards[index].name, reason: String(describing: error))))
        }
    }

    private func timedOut(_ index: Int) {
        let current = lock.withLock { _ -> Bool in !finished && self.current == index }
        guard current else { return }
        end(.rejected(.guardTimedOut(guardName: guards[index].name, timeout: timeout)))
    }
}

/// Whether a guard answered before `start` returned.
private final class AnsweredFlag: Sendable {
    private let value = Atomic(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
