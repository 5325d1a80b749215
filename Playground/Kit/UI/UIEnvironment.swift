import Waypoint

/// What every container and screen of the headless UI shares: the one lock over their state (the
/// router changes them on its scheduler while the tour reads snapshots from its own task), the
/// animator their transitions run on, and where their calls are reported as they are made.
final class UIEnvironment: Sendable {
    /// Guards every mutable property of the containers and screens. Never call out while holding it.
    let lock = Locked()
    let animator: Animator
    /// Told about each container call and each user gesture, in words, as it happens.
    let report: @Sendable (String) -> Void
    private let instances = Locked(0)

    init(animator: Animator, report: @escaping @Sendable (String) -> Void) {
        self.animator = animator
        self.report = report
    }

    /// The next screen instance number (from 1).
    func nextInstance() -> Int {
        instances.withLock { count in
            count += 1
            return count
        }
    }
}
