import Waypoint

/// Plays the headless containers' transitions on the router's scheduler: the completion is
/// called when the (simulated) animation ends — at once, on the next turn, when not animated.
struct Animator: Sendable {
    /// A kind of transition, with its own duration.
    enum Transition {
        case tabSwitch, push, present
    }

    let scheduler: SchedulerType
    let timing: Timing

    /// Calls `completion` when `transition` ends.
    func play(_ transition: Transition, animated: Bool, then completion: @escaping ContainerCompletion) {
        let duration: RxTimeInterval
        switch transition {
        case .tabSwitch: duration = timing.tabSwitch
        case .push: duration = timing.push
        case .present: duration = timing.present
        }
        _ = scheduler.scheduleRelative(PendingCompletion(completion), dueTime: animated ? duration : .milliseconds(0)) { pending in
            pending.run()
            return Disposables.create()
        }
    }
}

/// A container's completion on its way to the scheduler the container was called on (the
/// router's, the headless UI's thread), where it runs.
// @unchecked: `run` is called only on the router's scheduler, the thread that made the container call.
private final class PendingCompletion: @unchecked Sendable {
    let run: ContainerCompletion

    init(_ run: @escaping ContainerCompletion) {
        self.run = run
    }
}
