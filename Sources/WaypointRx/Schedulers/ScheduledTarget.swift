/// Per-subscription operator state that scheduled actions call back into.
///
/// Scheduling through a target keeps the operator's generic types out of the `@Sendable`
/// closures schedulers take: the closure holds only the target (an existential) and an `Int`
/// token, which operators use to tell their timers apart.
protocol ScheduledTarget: AnyObject, Sendable {
    /// Runs when an action scheduled for this target is due, with the token it was scheduled with.
    func scheduledActionFired(_ token: Int)
}

extension ImmediateSchedulerType {
    /// Calls `target.scheduledActionFired(token)` as soon as the scheduler runs it.
    func schedule(_ target: any ScheduledTarget, token: Int) -> Disposable {
        schedule(target) { target in
            target.scheduledActionFired(token)
            return Disposables.create()
        }
    }
}

extension SchedulerType {
    /// Calls `target.scheduledActionFired(token)` after `dueTime`.
    func scheduleRelative(_ target: any ScheduledTarget, token: Int, dueTime: RxTimeInterval) -> Disposable {
        scheduleRelative(target, dueTime: dueTime) { target in
            target.scheduledActionFired(token)
            return Disposables.create()
        }
    }

    /// Calls `target.scheduledActionFired(token)` after `startAfter`, then every `period`.
    func schedulePeriodic(_ target: any ScheduledTarget, token: Int, startAfter: RxTimeInterval, period: RxTimeInterval) -> Disposable {
        schedulePeriodic(target, startAfter: startAfter, period: period) { target in
            target.scheduledActionFired(token)
            return target
        }
    }
}
