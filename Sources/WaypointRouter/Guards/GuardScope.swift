#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import WaypointAtomicsC
import WaypointRx

/// One guard's decision on one navigation: navigations started inside it are started by that
/// guard for that navigation. The guard does not check or hold them, and they do not supersede
/// the navigation it decides on.
///
/// A scope is open on a thread while the router runs the guard there (its `prepare`, its
/// `perform`, a protection space's `shouldProtect`) and while the guard runs code in
/// `NavigationGuardContext.startingNavigations(_:)`: every navigation id made then
/// (`NavigationID.next()`, which every route action and request uses by default) is recorded.
///
/// The scope also stands for the guard in the closures it is given (its answer, its timeout):
/// they capture the scope alone, so they need no context of their own.
///
/// A guard may keep those closures after the run ended, so the scope must not keep its run
/// alive. It does not reach it weakly either: a weak reference gives the run a side table (an
/// allocation, and the slow path for each retain and release of it). As `SubscriberEntry` does
/// for a store's subscribers, the scope holds an unowned reference, which keeps the run's memory
/// allocated (not the run: it is deinitialized when its last strong reference goes), and reaches
/// the run by its address with the runtime's `swift_tryRetain`, which fails once the run's
/// deinitialization has begun.
// @unchecked: the references are immutable (the registry's weak, the run's reached through the runtime's atomic counts), `answered` is an atomic word, `perform` is the run's (under its lock); the registry and the run lock their own state.
final class GuardScope: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `answeredWord`.
    private let atomicStorage = AtomicStorage(false)

    /// The guard deciding.
    let guardKey: NavigationGuard.Key
    /// The navigation it decides on.
    let guarded: NavigationID
    /// The guard's position in the run.
    let index: Int
    private weak var registry: NavigationRegistry?
    /// The run's address; `runMemory` keeps its memory allocated while this scope exists.
    private let runAddress: UnsafeMutableRawPointer
    /// Keeps the run's memory allocated, so that `runAddress` can be asked whether the run
    /// lives; never read.
    private unowned let runMemory: GuardRun
    /// The prepared guard, kept by its run (set while the run starts, read and cleared under
    /// the run's lock): it may hold its context, which holds this scope, so the run clears it
    /// when it ends.
    @exclusivity(unchecked) var perform: NavigationGuard.Perform?

    init(guardKey: NavigationGuard.Key, guarded: NavigationID, index: Int, registry: NavigationRegistry, run: GuardRun) {
        self.guardKey = guardKey
        self.guarded = guarded
        self.index = index
        self.registry = registry
        runAddress = Unmanaged.passUnretained(run).toOpaque()
        runMemory = run
    }

    /// Calls `body` with the run, retained for the call, unless its deinitialization has begun
    /// (then `nil`).
    @inline(__always)
    private func withRun<Result>(_ body: (GuardRun) -> Result) -> Result? {
        // A GuardRun is a native Swift object, whose counts the runtime keeps.
        guard waypoint_try_retain(runAddress) else { return nil }
        return body(Unmanaged<GuardRun>.fromOpaque(runAddress).takeRetainedValue())
    }

    private var answeredWord: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    /// Whether the guard answered through this scope.
    var answered: Bool { answeredWord.load(ordering: .acquiring) }

    /// The guard answered `result`; `afterHolding` when a protection space held the navigation
    /// and let it go.
    func answer(_ result: RoutingResult, afterHolding: Bool) {
        answeredWord.store(true, ordering: .releasing)
        withRun { $0.answer(index, result, afterHolding: afterHolding) }
    }

    /// The guard's answer without the `afterHolding` flag (a plain guard's): a closure that
    /// captures the scope alone.
    var plainAnswer: @Sendable (RoutingResult) -> Void {
        { [self] result in answer(result, afterHolding: false) }
    }

    /// The context the guard is given, while its run lasts.
    var guardContext: NavigationGuardContext? { withRun { $0.guardContext(for: self) } }

    /// The guard's timeout fired.
    func timedOut() {
        withRun { $0.timedOut(index) }
    }

    /// Records that navigation `id` was started inside this scope.
    func record(_ id: NavigationID) {
        registry?.recordOrigin(of: id, NavigationRegistry.Origin(guardKey: guardKey, guarded: guarded))
        withRun { $0.guardStartedNavigation(at: index) }
    }

    /// `true` while the guard still decides: its run has not ended nor moved past it.
    var isDeciding: Bool { withRun { $0.isDeciding(at: index) } ?? false }

    /// Runs `body` with this scope open on the calling thread.
    func open<Result>(_ body: () throws -> Result) rethrows -> Result {
        let stack = ScopeStack.current
        stack.scopes.append(self)
        _ = Self.openCount.add(1, ordering: .releasing)
        defer {
            stack.scopes.removeLast()
            _ = Self.openCount.subtract(1, ordering: .releasing)
        }
        return try body()
    }

    /// How many scopes are open on all threads: while it is 0, making an id reads no thread-local.
    private static let openCount = AtomicBox<Int>(0)

    /// The innermost scope open on the calling thread.
    static var innermost: GuardScope? {
        guard openCount.load(ordering: .acquiring) != 0 else { return nil }
        return ScopeStack.current.scopes.last
    }

    /// Records `id` in the innermost scope open on the calling thread, if any.
    @inline(__always)
    static func recordInCurrent(_ id: NavigationID) {
        guard openCount.load(ordering: .acquiring) != 0 else { return }
        ScopeStack.current.scopes.last?.record(id)
    }
}

/// The scopes open on one thread, innermost last.
private final class ScopeStack {
    // Per-thread state: no access can overlap another (so it skips the runtime's exclusivity checks).
    @exclusivity(unchecked) var scopes: [GuardScope] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<ScopeStack>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<ScopeStack>.fromOpaque(pointer).release() }
            #endif
        }
        return key
    }()

    /// This thread's stack.
    static var current: ScopeStack {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ScopeStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = ScopeStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}
