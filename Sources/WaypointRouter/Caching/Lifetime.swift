import WaypointRx

/// How long a cached routable stays alive (CoreNavigation's `Lifetime`): `die` receives the
/// function that invalidates the cache entry, to call when the lifetime ends.
public protocol Lifetime: Sendable {
    /// Arranges for `kill` to be called when the lifetime ends.
    func die(_ kill: @escaping @Sendable () -> Void)
}

/// A lifetime that ends when `kill()` is called (a logout, a memory warning). It remembers that
/// it ended: an entry cached under it afterwards (a navigation still in flight when it was
/// killed, or one given an already killed lifetime) is invalidated at once.
public final class ManualLifetime: Lifetime, Sendable {
    /// The kills to call when the lifetime ends, or `nil` once it ended.
    private let kills = Locked<[@Sendable () -> Void]?>([])

    /// A lifetime that lasts until `kill()`.
    public init() {}

    /// `true` once `kill()` was called.
    public var isKilled: Bool { kills.withLock { $0 == nil } }

    /// Receives the function that ends the cache entry; calls it at once when the lifetime
    /// already ended.
    public func die(_ kill: @escaping @Sendable () -> Void) {
        let ended = kills.withLock { kills -> Bool in
            guard kills != nil else { return true }
            kills?.append(kill)
            return false
        }
        if ended { kill() }
    }

    /// Ends the lifetime: every cache entry under it is invalidated, now and later.
    public func kill() {
        let pending = kills.withLock { kills -> [@Sendable () -> Void] in
            defer { kills = nil }
            return kills ?? []
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
