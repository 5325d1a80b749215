import WaypointRx

/// Runs the user-change guards that check one attempt, one after the other: each must answer
/// `.allow` before the next is asked. The first `.refuse`, error or timeout refuses the attempt.
/// It ends exactly once: `start()` returns the verdict when every answer came before it
/// returned; otherwise the verdict goes to `completion` when it comes (on whatever thread the
/// last answer or the timeout came on), unless `cancel()` ended the check first. Ending lets go
/// of every subscription and timer.
// @unchecked: every var is touched only under `lock`; singles and the completion are called outside it.
final class UserChangeCheck: @unchecked Sendable {
    private let attempt: UserChangeAttempt
    private let guards: [UserChangeGuard]
    private let scheduler: SchedulerType
    private let lock = Locked(())
    private var completion: (@Sendable (UserChangeVerdict) -> Void)?
    /// The guard asked now.
    private var current = -1
    private var finished = false
    /// `true` while `start()` runs: a verdict reached then is returned, not passed on.
    private var starting = false
    private var verdictWhileStarting: UserChangeVerdict?
    private let answer = SerialDisposable()
    private let timer = SerialDisposable()

    init(attempt: UserChangeAttempt, guards: [UserChangeGuard], scheduler: SchedulerType,
         completion: @escaping @Sendable (UserChangeVerdict) -> Void) {
        self.attempt = attempt
        self.guards = guards
        self.scheduler = scheduler
        self.completion = completion
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Asks the guards in order; returns the verdict when it came before this returned, `nil`
    /// when a guard is still deciding.
    func start() -> UserChangeVerdict? {
        lock.withLock { _ in starting = true }
        ask(0)
        return lock.withLock { _ in
            starting = false
            return verdictWhileStarting
        }
    }

    /// Ends the check without a verdict: a late answer is ignored.
    func cancel() {
        lock.withLock { _ in
            finished = true
            completion = nil
        }
        answer.dispose()
        timer.dispose()
    }

    private func ask(_ index: Int) {
        let proceed = lock.withLock { _ -> Bool in
            guard !finished else { return false }
            current = index
            return true
        }
        guard proceed else { return }
        guard index < guards.count else { return finish(.allowed) }
        let asked = guards[index]
        let subscription = SingleAssignmentDisposable()
        answer.disposable = subscription
        subscription.setDisposable(asked.decide(attempt).subscribe { [weak self] result in
            self?.answered(index, result)
        })
        let waiting = lock.withLock { _ in !finished && current == index }
        if waiting, let timeout = asked.timeout {
            timer.disposable = scheduler.scheduleRelative(self, dueTime: timeout) { check in
                check.timedOut(index)
                return Disposables.create()
            }
        }
    }

    private func answered(_ index: Int, _ result: SingleEvent<UserChangeDecision>) {
        guard lock.withLock({ _ in !finished && current == index }) else { return }
        timer.disposable = Disposables.create()
        switch result {
        case .success(.allow): ask(index + 1)
        case .success(.refuse): finish(.refused(by: guards[index].name))
        case .failure(let error): finish(.failed(guardName: guards[index].name, reason: String(describing: error)))
        }
    }

    private func timedOut(_ index: Int) {
        guard lock.withLock({ _ in !finished && current == index }) else { return }
        finish(.timedOut(guardName: guards[index].name))
    }

    private func finish(_ verdict: UserChangeVerdict) {
        let deliver = lock.withLock { _ -> (@Sendable (UserChangeVerdict) -> Void)? in
            guard !finished else { return nil }
            finished = true
            let completion = self.completion
            self.completion = nil
            if starting {
                verdictWhileStarting = verdict
                return nil
            }
            return completion
        }
        answer.dispose()
        timer.dispose()
        deliver?(verdict)
    }
}
