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
    public private(set) var shown: Route = [] {
        didSet { if !detents.isEmpty { detents = detents.filter { shown.starts(with: $0.key) } } }
    }
    /// The detent each sheet on screen rests at, keyed by its route: set by a push that opened it
    /// at its context's `sheetDetent`, by `selectSheetDetent`, and by `userDragsSheet(_:to:)`.
    public private(set) var detents: [Route: SheetDetent.Identifier] = [:]
    /// What animated steps do unless configured per segment (default: complete after 10 ticks).
    public var animatedBehavior: StepBehavior
    /// What steps that are not animated do unless configured per segment (default: complete at once).
    public var notAnimatedBehavior: StepBehavior
    /// Called when the user changes the screen (`userGoesBack()`, `userDismisses(_:)`,
    /// `userSelectsTab(_:atDepth:)`); a `NavigationHarness` passes it to its router's
    /// `userDidNavigate(_:)`.
    public var onUserChange: ((UserNavigation) -> Void)?
    /// How many routables the tree made for each segment: a push or change that got its
    /// routable from the router's cache (`keepAlive`) makes none.
    public private(set) var built: [RouteElementIdentifier: Int] = [:]
    /// The routable at depth 0, to hand to the router.
    public private(set) var root: TestRoutable!

    private var behaviors: [String: StepBehavior] = [:]
    private var dataReceivers: [RouteElementIdentifier: (TestRoutable) -> AnyObject] = [:]

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

    /// Makes the screen of `segment` expect navigation data of type `type`, as an app's screen
    /// does (`DataReceivable`): data of another type fails the navigation with
    /// `RoutingError.dataTypeMismatch`. Screens take data of any type unless set.
    public func setDataType<Data>(_ type: Data.Type, for segment: RouteElementIdentifier) {
        dataReceivers[segment] = { [weak self] routable in
            TestDataReceiver<Data> { [weak self, weak routable] data in
                guard let self, let routable else { return }
                self.record(.receiveData, by: routable, segment: routable.name, animated: true, context: nil, data: data)
            }
        }
    }

    /// The calls as text, one per call: `110 home push user`.
    public var log: [String] { calls.map(\.description) }

    /// The user goes back `count` screens: the top ones disappear (a back button, an edge
    /// swipe, a long press on the back button). Does nothing when nothing is on screen; going
    /// back past the root leaves nothing shown.
    public func userGoesBack(count: Int = 1) {
        guard !shown.isEmpty, count > 0 else { return }
        shown.removeLast(min(count, shown.count))
        onUserChange?(.popped(count: count))
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
        userSelectsTab([segment], atDepth: depth)
    }

    /// The user taps a tab at `depth` whose own stack shows `segments` (the tab, then the
    /// screens pushed in it): the screen shows the route's first `depth` segments, then
    /// `segments`. Does nothing when `depth` is past what is shown or `segments` is empty.
    public func userSelectsTab(_ segments: Route, atDepth depth: Int) {
        guard depth <= shown.count, !segments.isEmpty else { return }
        shown = Array(shown.prefix(depth)) + segments
        onUserChange?(.selectedTab(depth: depth, segments: segments, routables: makeRoutables(for: segments, from: depth)))
    }

    /// The user drags the sheet of `segment` to `detent`: the tree shows it and tells the
    /// router. Does nothing when `segment` is not on screen.
    public func userDragsSheet(_ segment: RouteElementIdentifier, to detent: SheetDetent.Identifier) {
        guard let depth = shown.lastIndex(of: segment) else { return }
        detents[Array(shown.prefix(depth + 1))] = detent
        onUserChange?(.selectedDetent(depth: depth, detent: detent))
    }

    /// The UI reports that it shows `route`, however it got there (a state restored by the
    /// system, a link handled by a view): the tree shows it and tells the router.
    public func userShows(_ route: Route) {
        shown = route
        onUserChange?(.showed(route, routables: makeRoutables(for: route, from: 0)))
    }

    // MARK: Steps (called by TestRoutable)

    func behavior(for segment: RouteElementIdentifier, _ method: RoutableCall.Method, animated: Bool) -> StepBehavior {
        behaviors[key(segment, method)] ?? behaviors[key(segment, nil)] ?? (animated ? animatedBehavior : notAnimatedBehavior)
    }

    func record(_ method: RoutableCall.Method, by routable: TestRoutable, segment: RouteElementIdentifier, replaced: RouteElementIdentifier? = nil,
                animated: Bool, context: RoutingContext?, data: Any? = nil, detent: SheetDetent.Identifier? = nil) {
        calls.append(RoutableCall(time: scheduler.clock, method: method, depth: routable.depth, routable: routable.name, segment: segment,
                                  replaced: replaced, animated: animated, context: context, data: data, detent: detent))
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

    /// The content of `routable`'s screen, receiving data of the type set for its segment.
    func dataReceiver(for routable: TestRoutable) -> AnyObject {
        if let make = dataReceivers[routable.name] { return make(routable) }
        return TestDataReceiver<Any> { [weak self, weak routable] data in
            guard let self, let routable else { return }
            self.record(.receiveData, by: routable, segment: routable.name, animated: true, context: nil, data: data)
        }
    }

    /// A new routable per segment, as the screens a push of `segments` from `depth` would build.
    private func makeRoutables(for segments: Route, from depth: Int) -> [Routable] {
        segments.enumerated().map { offset, segment in makeRoutable(segment, depth: depth + offset + 1) }
    }

    /// A new routable showing `segment`, handling the segment at index `depth`, counted in `built`.
    func makeRoutable(_ segment: RouteElementIdentifier, depth: Int) -> TestRoutable {
        built[segment, default: 0] += 1
        return TestRoutable(name: segment, depth: depth, tree: self)
    }

    /// The routable at `depth` now shows `segment` at its depth (a push or a change), a sheet
    /// opened at `detent` when given.
    func show(_ segment: RouteElementIdentifier, at depth: Int, detent: SheetDetent.Identifier? = nil) {
        shown = Array(shown.prefix(depth)) + [segment]
        if let detent { detents[shown] = detent }
    }

    /// The sheet of the segment at `depth` rests at `detent`.
    func select(_ detent: SheetDetent.Identifier, at depth: Int) {
        if depth < shown.count { detents[Array(shown.prefix(depth + 1))] = detent }
    }

    /// The routable at `depth` removed its segment (a pop).
    func remove(at depth: Int) {
        shown = Array(shown.prefix(depth))
    }

    private func key(_ segment: RouteElementIdentifier, _ method: RoutableCall.Method?) -> String {
        (method?.rawValue ?? "*") + " " + segment
    }
}

/// The content of a `TestRoutable`'s screen: receives a navigation's data of type `DataType`.
final class TestDataReceiver<DataType>: DataReceivable {
    private let receive: (DataType) -> Void

    init(_ receive: @escaping (DataType) -> Void) {
        self.receive = receive
    }

    func didReceiveData(_ data: DataType) {
        receive(data)
    }
}
