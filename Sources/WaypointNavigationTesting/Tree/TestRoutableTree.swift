import WaypointRouter
import WaypointRx
import WaypointTesting

/// A headless UI for router tests: a tree of `TestRoutable`s that records every call the router
/// makes (method, depth, segment, animation flag, context, tick), keeps the stack of segments
/// it shows, completes each step as configured per segment, and can act as the user (going back,
/// dismissing, switching tabs).
///
/// Hand `root` to a `Router` (a `NavigationHarness` does it for you). Everything runs on the
/// test's thread, driven by `scheduler`; step durations are in its ticks.
public final class TestRoutableTree {
    /// The scheduler steps are timed on.
    public let scheduler: TestScheduler
    /// Every call the router made, in order.
    public private(set) var calls: [RoutableCall] = []
    /// The segments on screen, from the root's child to the top: what the UI shows.
    public private(set) var shown: Route = []
    /// What animated steps do unless configured per segment (default: complete after 10 ticks).
    public var animatedBehavior: StepBehavior
    /// What steps that are not animated do unless configured per segment (default: complete at once).
    public var notAnimatedBehavior: StepBehavior
    /// Called when the user changes the screen (`userGoesBack()`, `userDismisses(_:)`,
    /// `userSelectsTab(_:atDepth:)`); a `NavigationHarness` passes it to its router's
    /// `userDidNavigate(_:)`.
    public var onUserChange: ((UserNavigation) -> Void)?
    /// The routable at depth 0, to hand to the router.
    public private(set) var root: TestRoutable!

    private var behaviors: [String: StepBehavior] = [:]

    /// A tree on `scheduler` whose animated steps take `stepDuration` ticks.
    public init(scheduler: TestScheduler, stepDuration: TestTime = 10) {
        self.scheduler = scheduler
        animatedBehavior = .after(stepDuration)
        notAnimatedBehavior = .immediately
        root = TestRoutable(name: "root", depth: 0, tree: self)
    }

    /// Makes steps on `segment` behave as `behavior`: pushes of it, changes to it and pops of it,
    /// or only those of `method` when given (a `method` setting wins over one without).
    public func setBehavior(_ behavior: StepBehavior, for segment: RouteElementIdentifier, on method: RoutableCall.Method? = nil) {
        behaviors[key(segment, method)] = behavior
    }

    /// The calls as text, one per call: `110 home push user`.
    public var log: [String] { calls.map(\.description) }

    /// The user goes back: the top screen disappears (a back button, an edge swipe). Does
    /// nothing when nothing is on screen.
    public func userGoesBack() {
        guard !shown.isEmpty else { return }
        shown.removeLast()
        onUserChange?(.popped(count: 1))
    }

    /// The user dismisses `segment` and everything shown above it (a sheet swiped down).
    /// Does nothing when `segment` is not on screen.
    public func userDismisses(_ segment: RouteElementIdentifier) {
        guard let depth = shown.lastIndex(of: segment) else { return }
        shown.removeLast(shown.count - depth)
        onUserChange?(.dismissed(depth: depth))
    }

    /// The user taps the tab `segment` of the tab bar at `depth`: the screen shows the route's
    /// first `depth` segments, then `segment`. Does nothing when `depth` is past what is shown.
    public func userSelectsTab(_ segment: RouteElementIdentifier, atDepth depth: Int) {
        guard depth <= shown.count else { return }
        show(segment, at: depth)
        onUserChange?(.selectedTab(depth: depth, segments: [segment], routables: [TestRoutable(name: segment, depth: depth + 1, tree: self)]))
    }

    // MARK: Steps (called by TestRoutable)

    func behavior(for segment: RouteElementIdentifier, _ method: RoutableCall.Method, animated: Bool) -> StepBehavior {
        behaviors[key(segment, method)] ?? behaviors[key(segment, nil)] ?? (animated ? animatedBehavior : notAnimatedBehavior)
    }

    func record(_ method: RoutableCall.Method, by routable: TestRoutable, segment: RouteElementIdentifier, replaced: RouteElementIdentifier? = nil,
                animated: Bool, context: RoutingContext?, data: Any? = nil) {
        calls.append(RoutableCall(time: scheduler.clock, method: method, depth: routable.depth, routable: routable.name, segment: segment,
                                  replaced: replaced, animated: animated, context: context, data: data))
    }

    /// Runs the configured behaviour; throws for `.fail`, so the screen is left unchanged.
    func perform(_ behavior: StepBehavior, completion: @escaping RoutingCompletionHandler) throws {
        switch behavior {
        case .immediately:
            completion()
        case .after(let ticks):
            _ = scheduler.scheduleRelativeVirtual((), dueTime: ticks) { _ in
                completion()
                return Disposables.create()
            }
        case .never:
            break
        case .twice(let ticks):
            _ = scheduler.scheduleRelativeVirtual((), dueTime: ticks) { _ in
                completion()
                completion()
                return Disposables.create()
            }
        case .fail(let message):
            throw TestRoutableError(message)
        }
    }

    /// The routable at `depth` now shows `segment` at its depth (a push or a change).
    func show(_ segment: RouteElementIdentifier, at depth: Int) {
        shown = Array(shown.prefix(depth)) + [segment]
    }

    /// The routable at `depth` removed its segment (a pop).
    func remove(at depth: Int) {
        shown = Array(shown.prefix(depth))
    }

    private func key(_ segment: RouteElementIdentifier, _ method: RoutableCall.Method?) -> String {
        (method?.rawValue ?? "*") + " " + segment
    }
}
