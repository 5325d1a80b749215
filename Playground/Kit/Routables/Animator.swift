import Waypoint

/// Plays the screens' transitions on the router's scheduler: the completion handler is called
/// when the (simulated) animation ends — at once, on the next turn, when not animated.
struct Animator: Sendable {
    let scheduler: SchedulerType
    let timing: Timing

    /// Calls `completion` when `transition` ends.
    func play(_ transition: Transition, animated: Bool, then completion: @escaping RoutingCompletionHandler) {
        let duration: RxTimeInterval
        switch transition {
        case .tabSwitch: duration = timing.tabSwitch
        case .push: duration = timing.push
        case .present: duration = timing.present
        }
        _ = scheduler.scheduleRelative((), dueTime: animated ? duration : .milliseconds(0)) { _ in
            completion()
            return Disposables.create()
        }
    }
}
