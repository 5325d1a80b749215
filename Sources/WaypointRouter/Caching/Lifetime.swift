import WaypointRx

/// How long a cached routable stays alive (CoreNavigation's `Lifetime`): `die` receives the
/// function that invalidates the cache entry, to call when the lifetime ends.
public protocol Lifetime: Sendable {
    /// Arranges for `kill` to be called when the lifetime ends.
    func die(_ kill: @escaping @Sendable () -> Void)
}

/// A lifetime that ends when `kill()` is called (a logout, a memory warning).
public final class ManualLifetime: Lifetime, Sendable {
    private let kills = Locked<[@Sendable () -> Void]>([])

    /// A lifetime that lasts until `kill()`.
    public init() {}

    /// Receives the function that ends the cache entry.
    public func die(_ kill: @escaping @Sendable () -> Void) {
        kills.withLock { $0.append(kill) }
    }

    /// Ends the lifetime: every cache entry under it is invalidated.
    public func kill() {
        let pending = kills.withLock { kills -> [@Sendable () -> Void] in
            defer { kills = [] }
            return kills
        }
        for kill in pending { kill() }
    }
}

/// A lifetime that ends after `duration` on `scheduler`.
public struct ScheduledLifetime: Lifetime {
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    /// A lifetime of `duration`, measured on `scheduler`.
    public init(_ duration: RxTimeInterval, scheduler: SchedulerType) {
        self.duration = duration
        self.scheduler = scheduler
    }

    /// Calls `kill` after `duration`.
    public func die(_ kill: @escaping @Sendable () -> Void) {
        _ = scheduler.scheduleRelative(duration) { kill() }
    }
}
