import WaypointRx

/// What the router knows about navigations outside the store's state: the global guards, each
/// request's own guards, origin, redirect count and keep-alive lifetime, the guard runs still
/// waiting, and which navigations guards started while deciding on others.
// @unchecked: every var is touched only under `lock` (which makes the runtime's exclusivity checks
// redundant: the vars skip them).
final class NavigationRegistry: @unchecked Sendable {
    struct RequestInfo {
        var guards: [NavigationGuard] = []
        var from: Route?
        var redirects = 0
        var lifetime: Lifetime?
        /// The router's guard interceptor saw the action.
        var reachedGuards = false
        /// The guards let the action go on down the store's pipeline.
        var passedGuards = false
    }

    /// A navigation started by a guard while it decided on another.
    struct Origin {
        /// The guard that started it.
        let guardKey: NavigationGuard.Key
        /// The navigation the guard decided on.
        let guarded: NavigationID
    }

    private let lock = Locked(())
    /// How many guards, requests, guard runs and early cancellations the registry holds (written
    /// under `lock`, read without it): while it is 0, the guard interceptor has nothing to do.
    private let activity = AtomicBox<Int>(0)
    @exclusivity(unchecked) private var globalGuards: [NavigationGuard] = []
    @exclusivity(unchecked) private var requests: [NavigationID: RequestInfo] = [:]
    @exclusivity(unchecked) private var pending = PendingRuns()
    /// Requests cancelled before their action reached the guards, which drop it when it comes.
    @exclusivity(unchecked) private var cancelled: Set<NavigationID> = []
    /// Registered navigations that ended recently, so a second terminal event is recognised.
    @exclusivity(unchecked) private var finishedRecently: Set<NavigationID> = []
    @exclusivity(unchecked) private var finishedOrder: [NavigationID] = []
    private static let finishedMemory = 256
    /// Which guard started which navigation, for the most recent ones (a navigation's entry is
    /// dropped when it ends).
    @exclusivity(unchecked) private var origins: [NavigationID: Origin] = [:]
    @exclusivity(unchecked) private var originOrder: [NavigationID] = []
    private static let originMemory = 256
    /// How far `startedBy` follows origins back.
    private static let originDepth = 32

    /// Whether the registry holds nothing the guard interceptor must look after (no guard,
    /// request, guard run or early cancellation), read without the lock. The check holds the
    /// registry's activity count only, not the registry, whose guards may hold the store that
    /// keeps the check.
    var idleCheck: @Sendable () -> Bool {
        let activity = self.activity
        return { activity.load(ordering: .acquiring) == 0 }
    }

    /// Publishes how much the registry holds; called under `lock` after every change.
    private func noteActivity() {
        activity.store(globalGuards.count + requests.count + pending.count + cancelled.count, ordering: .releasing)
    }

    func add(guard navigationGuard: NavigationGuard) {
        lock.withLock { _ in defer { noteActivity() }; globalGuards.append(navigationGuard) }
    }

    /// The protections added for every navigation (each may be scoped to some routes).
    var protections: [NavigationGuard] {
        lock.withLock { _ in globalGuards.filter(\.isProtection) }
    }

    func register(_ id: NavigationID, _ info: RequestInfo) {
        lock.withLock { _ in defer { noteActivity() }; requests[id] = info }
    }

    /// What the guard interceptor learns when a navigation's action reaches it.
    struct Arrival {
        /// The navigation was cancelled before it got here: it goes no further.
        var cancelled = false
        /// Its request's `from` route, when a request registered it with one.
        var from: Route?
        /// How many redirects led to it (0 unless a redirect registered it).
        var redirects = 0
        /// The guards to run: the router's, then the request's.
        var guards: [NavigationGuard] = []
        /// Guard runs of other navigations that this one supersedes (taken out of the registry).
        var superseded: [(NavigationID, GuardRun)] = []
        /// The navigations guards were deciding on when they started this one (or the one it
        /// was started by, and so on): it supersedes none of them.
        var serves: Set<NavigationID> = []
    }

    /// Records that navigation `id` reached the guards and tells the guard interceptor what to do
    /// with it, under one lock: whether it was cancelled (then nothing else happens), its info,
    /// its guards, and the unheld runs of other navigations it supersedes. With no guards to run,
    /// it is recorded as having passed them.
    func arrive(_ id: NavigationID) -> Arrival {
        lock.withLock { _ in
            defer { noteActivity() }
            var arrival = Arrival()
            var registered = false
            if !requests.isEmpty, let index = requests.index(forKey: id) {
                registered = true
                requests.values[index].reachedGuards = true
                arrival.from = requests.values[index].from
                arrival.redirects = requests.values[index].redirects
            }
            if !cancelled.isEmpty, cancelled.remove(id) != nil {
                arrival.cancelled = true
                return arrival
            }
            arrival.guards = globalGuards
            if registered, let own = requests[id]?.guards, !own.isEmpty { arrival.guards += own }
            if !origins.isEmpty {
                let startedBy = self.startedBy(id)
                if !startedBy.isEmpty {
                    // A guard never checks what it started itself, nor what that started.
                    let starters = Set(startedBy.map(\.guardKey))
                    arrival.guards.removeAll { starters.contains($0.key) }
                    arrival.serves = Set(startedBy.map(\.guarded))
                }
            }
            if !pending.isEmpty { arrival.superseded = takeUnheldRuns(except: arrival.serves, and: id) }
            if arrival.guards.isEmpty, registered {
                requests[id]?.passedGuards = true
            }
            return arrival
        }
    }

    func lifetime(for id: NavigationID) -> Lifetime? {
        var lifetime: Lifetime?
        lock.withLock { _ in lifetime = requests[id]?.lifetime }
        return lifetime
    }

    /// Records that a guard started navigation `id` while deciding on another.
    func recordOrigin(of id: NavigationID, _ origin: Origin) {
        lock.withLock { _ in
            if origins.updateValue(origin, forKey: id) == nil {
                originOrder.append(id)
                if originOrder.count > Self.originMemory { origins.removeValue(forKey: originOrder.removeFirst()) }
            }
        }
    }

    /// The guard run holding the navigation that a guard started navigation `id` for, if a guard
    /// holds it; read before `finish(id)` forgets where `id` came from.
    func heldRun(startedFor id: NavigationID) -> GuardRun? {
        lock.withLock { _ in
            guard !origins.isEmpty, let origin = origins[id], let run = pending[origin.guarded], run.isHeld else { return nil }
            return run
        }
    }

    /// Navigation `next` is `id` redirected: it was started by whatever started `id`.
    func inheritOrigin(from id: NavigationID, to next: NavigationID) {
        let origin = lock.withLock { _ in origins[id] }
        if let origin { recordOrigin(of: next, origin) }
    }

    /// Which guards started `id`, for which navigations: its origin, that navigation's, and so
    /// on; under `lock`.
    private func startedBy(_ id: NavigationID) -> [Origin] {
        var chain: [Origin] = []
        var next = id
        while chain.count < Self.originDepth, let origin = origins[next] {
            chain.append(origin)
            next = origin.guarded
        }
        return chain
    }

    /// Records a guard run, returning the runs it supersedes (those not held by a protection
    /// space, nor served by `id`, nor `id`'s own), which are removed.
    func start(_ run: GuardRun, for id: NavigationID, serving serves: Set<NavigationID>) -> [(NavigationID, GuardRun)] {
        var superseded: [(NavigationID, GuardRun)] = []
        lock.withLock { _ in
            defer { noteActivity() }
            if !pending.isEmpty { superseded = takeUnheldRuns(except: serves, and: id) }
            pending.set(run, for: id)
        }
        return superseded
    }

    /// The guards let the action of `id` go on.
    func markPassedGuards(_ id: NavigationID) {
        lock.withLock { _ in if !requests.isEmpty { requests[id]?.passedGuards = true } }
    }

    /// `true` when the live request `id`'s action, which the store's pipeline dropped or failed,
    /// was dropped outside the guards (before them, or after they let it go): nothing else
    /// reports it. The guards report what they stop themselves.
    func wasDroppedOutsideGuards(_ id: NavigationID) -> Bool {
        lock.withLock { _ in
            guard let info = requests[id] else { return false }
            return !info.reachedGuards || info.passedGuards
        }
    }

    /// Takes out the guard runs no guard holds, but those of `kept` and `id`; under `lock`.
    private func takeUnheldRuns(except kept: Set<NavigationID>, and id: NavigationID) -> [(NavigationID, GuardRun)] {
        let taken = pending.entries.filter { $0.0 != id && !kept.contains($0.0) && !$0.1.isHeld }
        for (key, _) in taken { pending.remove(key) }
        return taken
    }

    /// The guard run of `id` ended; `passed` when its guards let the action go on.
    func finishRun(_ id: NavigationID, passed: Bool) {
        lock.withLock { _ in
            defer { noteActivity() }
            pending.remove(id)
            if passed, !requests.isEmpty { requests[id]?.passedGuards = true }
        }
    }

    /// Forgets a navigation that ended. `false` when it is a registered navigation that had
    /// already ended: its terminal event is a duplicate.
    func finish(_ id: NavigationID) -> Bool {
        lock.withLock { _ in
            defer { noteActivity() }
            if !origins.isEmpty, origins.removeValue(forKey: id) != nil { originOrder.removeAll { $0 == id } }
            if requests.removeValue(forKey: id) != nil {
                finishedRecently.insert(id)
                finishedOrder.append(id)
                if finishedOrder.count > Self.finishedMemory { finishedRecently.remove(finishedOrder.removeFirst()) }
                return true
            }
            return !finishedRecently.contains(id)
        }
    }

    /// `true` while the registered navigation `id` has not ended.
    func isLive(_ id: NavigationID) -> Bool {
        lock.withLock { _ in requests[id] != nil }
    }

    /// Marks `id` cancelled (its action is dropped if it reaches the guards later) and returns
    /// its guard run, if one is checking or holding it, which is removed.
    func cancel(_ id: NavigationID) -> GuardRun? {
        lock.withLock { _ in
            defer { noteActivity() }
            cancelled.insert(id)
            return pending.remove(id)
        }
    }

    /// Ends every waiting run and forgets everything.
    func removeAll() -> [GuardRun] {
        var runs: [GuardRun] = []
        lock.withLock { _ in
            defer { noteActivity() }
            runs = pending.entries.map(\.1)
            pending.removeAll()
            requests = [:]
            cancelled = []
            origins = [:]
            originOrder = []
        }
        return runs
    }
}
