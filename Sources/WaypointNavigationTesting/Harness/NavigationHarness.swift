import WaypointInterceptors
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A store, a router and a `TestRoutableTree` on one `TestScheduler`, built from the app's own
/// reducer and state, with every navigation event recorded at its tick — the navigation
/// counterpart of TCA's `TestStore`.
///
/// ```swift
/// let nav = NavigationHarness(state: AppState(), reducer: appReducer)
/// nav.dispatch(SetRouteAction(["home", "user"]))
/// nav.expect("""
///   0 #1 start / → /home/user
///   0 #1 push home
///   1 #1 pushed home
///   1 #1 push user
///   2 #1 pushed user
///   2 #1 completed /home/user
///   """)
/// nav.assertShows(["home", "user"])
/// ```
///
/// Time moves only when the test says so: `expect` runs the scheduler up to the last tick it
/// names, `advance(to:)`, `advance(by:)` and `run()` move it by hand. With `exhaustivity` `.on`
/// (the default) every event must be asserted: when the harness is released (or `finish()` is
/// called) it runs what is still scheduled, and events still unasserted then fail the test,
/// listed in the text form of `NavigationTimeline`. Every assertion reports through `reportFailure`, so it works in XCTest
/// and Swift Testing, at the caller's source location.
///
/// One tick is one second by default (RxTest's resolution); animated steps take `stepDuration`
/// ticks, steps without animation complete at once. Use it from the test's thread only.
///
/// The router handles what a call causes during the call, as on `MainScheduler.instance` (see
/// `MainLikeScheduler`), so the events come in the app's order; `ordering: .queued` lets what
/// the test does at a tick reach the router together when the clock runs (`HarnessOrdering`).
///
/// To test the app's own root routable (containers over fakes) instead of a `TestRoutableTree`,
/// pass it as `rootRoutable` with a `shown` closure that tells what it shows; `tree` is then
/// `nil`, and the test acts as the user on its own containers.
public final class NavigationHarness<State> {
    /// The virtual clock everything runs on.
    public let scheduler: TestScheduler
    /// The store, with the app's reducer, middleware and interceptors.
    public let store: Store<State>
    /// The router, driving `tree` (or the app's own root routable) on `scheduler`.
    public let router: Router<State>
    /// The headless UI the router drives; `nil` when the harness drives the app's own root
    /// routable (`init(state:reducer:rootRoutable:shown:…)`).
    public let tree: TestRoutableTree!
    /// Whether unasserted events fail the test (see `Exhaustivity`).
    public var exhaustivity: Exhaustivity

    /// Every navigation event so far, at its tick.
    public var events: [Recorded<NavigationEvent>] { log.events }
    private var lines: [String] { log.lines }
    /// Kept apart from the harness, so that events still arrive while it is being released
    /// (when weak references to it are already `nil`) and `finish` runs what is left.
    private let log = EventLog()
    private var asserted = 0
    private var subscription: Disposable?
    private var requests: [RecordedRequest] = []
    private let origin: CallSite
    private let navigationState: (State) -> NavigationState
    private let shownRoute: () -> Route

    /// Builds the store from `state` and `reducer` (with `middleware` and `interceptors` as in
    /// `Store.init`), a `TestRoutableTree` and a router between them on `scheduler`.
    ///
    /// - Parameters:
    ///   - state: the app's initial state.
    ///   - reducer: the app's reducer.
    ///   - middleware: ReSwift-style middleware, as in `Store.init`.
    ///   - interceptors: interceptors of the store's action pipeline, as in `Store.init`.
    ///   - stepDuration: ticks an animated step takes (`tree.animatedBehavior`).
    ///   - stepTimeout: ticks a routable has to complete a step (5: the router's 5 s default).
    ///   - guardTimeout: ticks a guard has to answer (10: the router's 10 s default).
    ///   - redirectLimit: how many redirects one navigation may go through (the router's).
    ///   - exhaustivity: whether every event must be asserted.
    ///   - ordering: when the router handles what a call causes: `.app` (as on the main
    ///     scheduler, the default) or `.queued` (see `HarnessOrdering`).
    ///   - scheduler: the clock; by default one second per tick, starting at 0, without RxTest's
    ///     one-tick processing delay.
    ///   - fileID: where unasserted events are reported; leave the default (the caller).
    ///   - filePath: where unasserted events are reported; leave the default.
    ///   - line: where unasserted events are reported; leave the default.
    ///   - column: where unasserted events are reported; leave the default.
    ///   - stateTransform: where the navigation state lives in `State`.
    /// Events left unasserted are reported at the line that created the harness.
    public convenience init(
        state: State,
        reducer: @escaping Reducer<State>,
        middleware: [Middleware<State>] = [],
        interceptors: [AnyInterceptor<Action>] = [],
        stepDuration: TestTime = 1,
        stepTimeout: TestTime = 5,
        guardTimeout: TestTime = 10,
        redirectLimit: Int = 5,
        exhaustivity: Exhaustivity = .on,
        ordering: HarnessOrdering = .app,
        scheduler: TestScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        stateTransform: @escaping (State) -> NavigationState
    ) {
        let tree = TestRoutableTree(scheduler: scheduler, stepDuration: stepDuration)
        self.init(store: Store(reducer: reducer, state: state, middleware: middleware, interceptors: interceptors),
                  tree: tree, rootRoutable: tree.root, shown: { [unowned tree] in tree.shown },
                  stepTimeout: stepTimeout, guardTimeout: guardTimeout, redirectLimit: redirectLimit, exhaustivity: exhaustivity, ordering: ordering,
                  scheduler: scheduler, origin: (fileID, filePath, line, column), stateTransform: stateTransform)
        tree.onUserChange = { [weak router = self.router] change in router?.userDidNavigate(change) }
    }

    /// Builds the store from `state` and `reducer` (with `middleware` and `interceptors` as in
    /// `Store.init`) and a router on `scheduler` that drives the app's own `rootRoutable`: its
    /// containers (over fakes, on `scheduler`), built by the test. `tree` is `nil`.
    ///
    /// `shown` tells what the UI shows (a container routable's `displayedRoute`): `shown`,
    /// `assertShows` and `assertInSync` read it. The test acts as the user on its containers
    /// (`userGoesBack` and the other tree actions are not available) and connects them to
    /// `router` if they report what the user did. The other parameters are as in
    /// `init(state:reducer:…:stateTransform:)`; steps take as long as the containers make them.
    public convenience init(
        state: State,
        reducer: @escaping Reducer<State>,
        middleware: [Middleware<State>] = [],
        interceptors: [AnyInterceptor<Action>] = [],
        rootRoutable: Routable,
        shown: @escaping () -> Route,
        stepTimeout: TestTime = 5,
        guardTimeout: TestTime = 10,
        redirectLimit: Int = 5,
        exhaustivity: Exhaustivity = .on,
        ordering: HarnessOrdering = .app,
        scheduler: TestScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        stateTransform: @escaping (State) -> NavigationState
    ) {
        self.init(store: Store(reducer: reducer, state: state, middleware: middleware, interceptors: interceptors),
                  tree: nil, rootRoutable: rootRoutable, shown: shown,
                  stepTimeout: stepTimeout, guardTimeout: guardTimeout, redirectLimit: redirectLimit, exhaustivity: exhaustivity, ordering: ordering,
                  scheduler: scheduler, origin: (fileID, filePath, line, column), stateTransform: stateTransform)
    }

    private init(
        store: Store<State>, tree: TestRoutableTree?, rootRoutable: Routable, shown: @escaping () -> Route,
        stepTimeout: TestTime, guardTimeout: TestTime, redirectLimit: Int, exhaustivity: Exhaustivity, ordering: HarnessOrdering, scheduler: TestScheduler,
        origin: CallSite, stateTransform: @escaping (State) -> NavigationState
    ) {
        self.scheduler = scheduler
        self.exhaustivity = exhaustivity
        self.origin = origin
        self.store = store
        self.tree = tree
        navigationState = stateTransform
        shownRoute = shown
        // The app's order: a router on `MainScheduler` handles what a call causes during the call.
        // What the router does while it is built (the initial route) waits for the clock, so that
        // the harness records its events.
        let mainLike = ordering == .app ? MainLikeScheduler(base: scheduler) : nil
        mainLike?.beginDeferring()
        defer { mainLike?.endDeferring() }
        router = Router(store: store, rootRoutable: rootRoutable, scheduler: mainLike ?? scheduler,
                        stepTimeout: scheduler.interval(ticks: stepTimeout), guardTimeout: scheduler.interval(ticks: guardTimeout),
                        redirectLimit: redirectLimit, stateTransform: stateTransform)
        subscription = router.events.subscribe(onNext: { [log, scheduler] event in log.record(event, at: scheduler.clock) })
    }

    deinit {
        // Always: events that came after a `finish()` the test called must not go unchecked.
        finish(fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column)
        for request in requests { request.dispose() }
        subscription?.dispose()
        router.dispose()
        tree?.onUserChange = nil
        // Let what is still scheduled (completions, timers) run into the disposed router, so the
        // scheduler releases it.
        scheduler.start()
    }

    // MARK: Reading

    /// The store's state.
    public var state: State { store.state }
    /// The route in the store.
    public var route: Route { navigationState(store.state).route }
    /// The route the UI shows (`tree.shown`, or what the `shown` closure given with the app's
    /// root routable returns).
    public var shown: Route { shownRoute() }
    /// Every event so far in the text form of `NavigationTimeline`, one per line.
    public var timeline: String { lines.joined(separator: "\n") }
    /// The events not asserted yet, in the text form.
    public var unassertedEvents: [String] { Array(lines[asserted...]) }

    // MARK: Acting

    /// Dispatches `action` to the store now; the router reacts when time moves (at this tick).
    public func dispatch(_ action: Action) {
        store.dispatch(action)
    }

    /// Dispatches `action` at tick `time`.
    public func dispatch(_ action: Action, at time: TestTime) {
        scheduler.scheduleAt(time) { [weak self] in self?.store.dispatch(action) }
    }

    /// Sends a navigation request at tick `time` (now when `nil`), configured by `configure`,
    /// and records its callbacks and result (see `RecordedRequest`).
    ///
    /// ```swift
    /// let request = nav.navigate(at: 100) { $0.to(["home", "user"]).animated(false) }
    /// request.cancel(at: 105)
    /// nav.expect(…)
    /// XCTAssertEqual(request.log, ["105 onFailure: The navigation was cancelled: aborted", …])
    /// ```
    @discardableResult
    public func navigate(at time: TestTime? = nil, _ configure: @escaping (NavigationRequest) -> Void) -> RecordedRequest {
        record(at: time, configure) { router, wrapped in router.navigate(wrapped) }
    }

    /// Opens the deep link `link` at tick `time` (now when `nil`), with the request options of
    /// `configure` (`Router.navigate(toLink:_:)`), and records its callbacks and result.
    @discardableResult
    public func navigate(toLink link: String, at time: TestTime? = nil,
                         _ configure: @escaping (NavigationRequest) -> Void = { _ in }) -> RecordedRequest {
        record(at: time, configure) { router, wrapped in router.navigate(toLink: link, wrapped) }
    }

    /// Opens the link `link` to a typed route under `links` at tick `time` (now when `nil`), with
    /// the request options of `configure` (`Router.navigate(toLink:using:_:)`), and records its
    /// callbacks and result.
    @discardableResult
    public func navigate<Segment: RouteSegment>(toLink link: String, using links: RouteLinks<Segment>, at time: TestTime? = nil,
                                                _ configure: @escaping (NavigationRequest) -> Void = { _ in }) -> RecordedRequest {
        record(at: time, configure) { router, wrapped in router.navigate(toLink: link, using: links, wrapped) }
    }

    /// Runs `work` with the harness at tick `time`: anything a test wants to happen then (a
    /// guard answering, a lifetime ending, the user acting through `tree`). The harness is
    /// passed in, so `work` need not capture it.
    public func at(_ time: TestTime, _ work: @escaping (NavigationHarness) -> Void) {
        scheduler.scheduleAt(time) { [weak self] in self.map(work) }
    }

    // The user's actions below act on `tree`; on a harness that drives the app's own root
    // routable (no tree) each fails at the line that calls it.

    /// The user goes back `count` screens now (see `TestRoutableTree.userGoesBack(count:)`).
    public func userGoesBack(count: Int = 1, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: nil, (fileID, filePath, line, column)) { _, tree in tree.userGoesBack(count: count) }
    }

    /// The user goes back `count` screens at tick `time`.
    public func userGoesBack(count: Int = 1, at time: TestTime, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { _, tree in tree.userGoesBack(count: count) }
    }

    /// The user dismisses `segment` and what it shows above it, now.
    public func userDismisses(_ segment: RouteElementIdentifier, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: nil, (fileID, filePath, line, column)) { _, tree in tree.userDismisses(segment) }
    }

    /// The user taps the tab `segment` of the tab bar at `depth`, now (see
    /// `TestRoutableTree.userSelectsTab(_:atDepth:)`).
    public func userSelectsTab(_ segment: RouteElementIdentifier, atDepth depth: Int, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: nil, (fileID, filePath, line, column)) { _, tree in tree.userSelectsTab(segment, atDepth: depth) }
    }

    /// The user taps the tab `segment` of the tab bar at `depth`, at tick `time`.
    public func userSelectsTab(_ segment: RouteElementIdentifier, atDepth depth: Int, at time: TestTime, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { _, tree in tree.userSelectsTab(segment, atDepth: depth) }
    }

    /// The user dismisses `segment` and what it shows above it, at tick `time`.
    public func userDismisses(_ segment: RouteElementIdentifier, at time: TestTime, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { _, tree in tree.userDismisses(segment) }
    }

    /// The user drags the sheet of `segment` to `detent`, now (see
    /// `TestRoutableTree.userDragsSheet(_:to:)`).
    public func userDragsSheet(_ segment: RouteElementIdentifier, to detent: SheetDetent.Identifier, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: nil, (fileID, filePath, line, column)) { _, tree in tree.userDragsSheet(segment, to: detent) }
    }

    /// The user drags the sheet of `segment` to `detent`, at tick `time`.
    public func userDragsSheet(_ segment: RouteElementIdentifier, to detent: SheetDetent.Identifier, at time: TestTime,
                               fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        actAsUser(at: time, (fileID, filePath, line, column)) { _, tree in tree.userDragsSheet(segment, to: detent) }
    }

    /// Runs everything due up to tick `time` (and what is due now), and sets the clock to it.
    public func advance(to time: TestTime) {
        scheduler.advanceTo(max(time, scheduler.clock))
    }

    /// Moves the clock `ticks` ticks forward, running what falls due.
    public func advance(by ticks: TestTime = 0) {
        advance(to: scheduler.clock + ticks)
    }

    /// Runs the scheduler until nothing is left to do (timeouts included).
    public func run() {
        scheduler.start()
    }

    // MARK: Asserting events

    /// Asserts the next navigation events: runs the scheduler up to the last tick `timeline`
    /// names, then checks the unasserted events against it, line for line (see
    /// `NavigationTimeline` for the text form), and marks them asserted.
    ///
    /// With `exhaustivity` `.on` the expected lines must be exactly the next unasserted events,
    /// and every event up to the last tick named must be among them (the ones left out fail the
    /// test, listed, and count as asserted); with `.off` they must appear among them in order,
    /// others skipped. When events are missing
    /// the scheduler keeps running until they arrive or nothing is left, so that a wrong tick
    /// shows in the diff. A mismatch or a bad timeline fails the test at the caller.
    public func expect(
        _ timeline: String,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        func fail(_ message: String) { reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
        let expected: [String]
        do {
            expected = try NavigationTimeline.parse(timeline)
        } catch {
            return fail(String(describing: error))
        }
        let lastTick = expected.compactMap { $0.split(separator: " ").first.flatMap { Int($0) } }.max() ?? scheduler.clock
        advance(to: lastTick)
        switch exhaustivity {
        case .on:
            runUntil { $0.count >= expected.count }
            let actual = Array(unassertedEvents.prefix(expected.count))
            asserted += actual.count
            if let diff = LineDiff.describe(expected: expected, actual: actual) {
                return fail("The navigation events differ from the expected timeline (− expected, + actual):\n" + diff)
            }
            // Exhaustive: what happened up to the last tick named must all be stated.
            let unstated = log.events[asserted...].prefix { $0.time <= lastTick }.count
            if unstated > 0 {
                let left = lines[asserted..<(asserted + unstated)]
                asserted += unstated
                fail("\(unstated) navigation event\(unstated == 1 ? "" : "s") up to tick \(lastTick) \(unstated == 1 ? "was" : "were") not stated in the exhaustive expectation:\n"
                     + left.map { "  " + $0 }.joined(separator: "\n"))
            }
        case .off:
            runUntil { Self.match(expected, in: $0) != nil }
            if let end = Self.match(expected, in: unassertedEvents) {
                asserted += end
            } else {
                let missing = expected.first { line in !unassertedEvents.contains(line) } ?? expected[0]
                let left = unassertedEvents.isEmpty ? "No events are left unasserted." : "Unasserted events:\n" + unassertedEvents.map { "  " + $0 }.joined(separator: "\n")
                fail("The expected navigation events did not happen in this order; first missing: \(missing)\n" + left)
            }
        }
    }

    /// Asserts that no navigation event is left unasserted now.
    public func expectNoEvents(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        advance()
        if asserted < lines.count {
            reportFailure(unassertedReport(), fileID: fileID, filePath: filePath, line: line, column: column)
            asserted = lines.count
        }
    }

    /// Marks every event so far as asserted, without checking them (TCA's `skipReceivedActions`):
    /// for the navigations that set up what a test is about. With `time`, first runs the
    /// scheduler up to that tick.
    public func skipEvents(through time: TestTime? = nil) {
        advance(to: time ?? scheduler.clock)
        asserted = lines.count
    }

    /// Ends the test's use of the harness: first runs what is still scheduled (a step's
    /// timeout, a late completion, a guard's answer), as TCA's `TestStore` requires effects to
    /// finish; then, with `exhaustivity` `.on`, events not asserted fail the test with a list of
    /// them. The harness calls it again when released, so events that come after a `finish()`
    /// fail too.
    public func finish(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        runUntil { _ in false }
        if exhaustivity == .on, asserted < lines.count {
            reportFailure(unassertedReport(), fileID: fileID, filePath: filePath, line: line, column: column)
        }
        asserted = lines.count
    }

    // MARK: Asserting what is shown

    /// Asserts that the UI (the tree) shows `expected`; on failure lists both by depth.
    public func assertShows(_ expected: Route, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        if let report = RouteComparison.describe(expected: expected, actual: shown, label: "UI") {
            reportFailure("The UI does not show \(expected.routeDescription):\n" + report, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Asserts that the store's route is `expected`; on failure lists both by depth.
    public func assertRoute(_ expected: Route, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        if let report = RouteComparison.describe(expected: expected, actual: route, label: "store") {
            reportFailure("The store's route is not \(expected.routeDescription):\n" + report, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// Asserts that the store's route is what the UI shows; on failure lists both by depth. With
    /// a `tree`, also that the store's sheet detents are those its sheets rest at.
    public func assertInSync(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        if let report = RouteComparison.describe(expected: shown, actual: route, expectedLabel: "UI", label: "store") {
            reportFailure("The store's route differs from what the UI shows:\n" + report, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        if let tree, tree.detents != sheetDetents {
            reportFailure("The store's sheet detents differ from what the UI shows:\n  UI:    \(Self.describe(tree.detents))\n  store: \(Self.describe(sheetDetents))",
                          fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }

    /// The store's sheet detents (`NavigationState.sheetDetents`).
    public var sheetDetents: [Route: SheetDetent.Identifier] { navigationState(store.state).sheetDetents }

    /// `/home/player at large, …`, shallowest first; `none` when empty.
    private static func describe(_ detents: [Route: SheetDetent.Identifier]) -> String {
        guard !detents.isEmpty else { return "none" }
        return detents.sorted { ($0.key.count, $0.key.routeDescription) < ($1.key.count, $1.key.routeDescription) }
            .map { "\($0.key.routeDescription) at \($0.value)" }.joined(separator: ", ")
    }

    // MARK: Private

    /// Where a kit call was made: its failures are reported there.
    typealias CallSite = (fileID: String, filePath: StaticString, line: UInt, column: UInt)

    /// Runs `work` with the harness and the tree the user acts on, now or at tick `time` (when
    /// given). Without a tree (the harness drives the app's own root routable) it runs nothing
    /// and fails at `site`, the line that called the user's action.
    func actAsUser(at time: TestTime?, _ site: CallSite, _ work: @escaping (NavigationHarness, TestRoutableTree) -> Void) {
        guard let tree else {
            return reportFailure("This harness drives the app's own root routable: act as the user on its containers, not through the harness",
                                 fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
        guard let time else { return work(self, tree) }
        at(time) { [weak tree] nav in tree.map { work(nav, $0) } }
    }

    private func record(at time: TestTime?, _ configure: @escaping (NavigationRequest) -> Void,
                        _ navigate: @escaping (Router<State>, (NavigationRequest) -> Void) -> NavigationHandle) -> RecordedRequest {
        let request = RecordedRequest(scheduler: scheduler)
        requests.append(request)
        let send = { [weak self, weak request] in
            guard let self, let request else { return }
            request.send({ wrapped in navigate(self.router, wrapped) }, configure)
        }
        if let time { scheduler.scheduleAt(time, action: send) } else { send() }
        return request
    }


    /// Keeps moving the clock, a tick at a time, while `done` is false for the unasserted events
    /// and work is left (bounded, so a periodic timer cannot hang the test).
    private func runUntil(_ done: ([String]) -> Bool) {
        var budget = 100_000
        while !done(unassertedEvents), scheduler.pendingCount > 0, budget > 0 {
            scheduler.advanceTo(scheduler.clock + 1)
            budget -= 1
        }
    }

    /// The number of events up to and including the last of `expected`, found in order in `lines`.
    private static func match(_ expected: [String], in lines: [String]) -> Int? {
        var index = 0
        for line in expected {
            guard let found = lines[index...].firstIndex(of: line) else { return nil }
            index = found + 1
        }
        return index
    }

    private func unassertedReport() -> String {
        let left = lines[asserted...]
        return "\(left.count) navigation event\(left.count == 1 ? " was" : "s were") not asserted:\n"
            + left.map { "  " + $0 }.joined(separator: "\n")
    }
}

extension NavigationHarness where State: HasNavigationState {
    /// A harness for an app state that holds its navigation state: one line from the app's own
    /// reducer and state. See `init(state:reducer:…:stateTransform:)` for the parameters.
    public convenience init(
        state: State,
        reducer: @escaping Reducer<State>,
        middleware: [Middleware<State>] = [],
        interceptors: [AnyInterceptor<Action>] = [],
        stepDuration: TestTime = 1,
        stepTimeout: TestTime = 5,
        guardTimeout: TestTime = 10,
        redirectLimit: Int = 5,
        exhaustivity: Exhaustivity = .on,
        ordering: HarnessOrdering = .app,
        scheduler: TestScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(state: state, reducer: reducer, middleware: middleware, interceptors: interceptors, stepDuration: stepDuration,
                  stepTimeout: stepTimeout, guardTimeout: guardTimeout, redirectLimit: redirectLimit, exhaustivity: exhaustivity, ordering: ordering,
                  scheduler: scheduler, fileID: fileID, filePath: filePath, line: line, column: column) { $0.navigationState }
    }

    /// A harness whose router drives the app's own `rootRoutable`, for an app state that holds its
    /// navigation state. See `init(state:reducer:middleware:interceptors:rootRoutable:shown:…:stateTransform:)`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    /// let tabs = TabBarRoutable(tabs: fakeTabs, stacks: [("home", home)], screens: screens, makeModalStack: makeModal)
    /// let nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: tabs,
    ///                             shown: { tabs.displayedRoute }, scheduler: scheduler)
    /// // The router connects its container root itself: the user's changes reach it.
    /// ```
    public convenience init(
        state: State,
        reducer: @escaping Reducer<State>,
        middleware: [Middleware<State>] = [],
        interceptors: [AnyInterceptor<Action>] = [],
        rootRoutable: Routable,
        shown: @escaping () -> Route,
        stepTimeout: TestTime = 5,
        guardTimeout: TestTime = 10,
        redirectLimit: Int = 5,
        exhaustivity: Exhaustivity = .on,
        ordering: HarnessOrdering = .app,
        scheduler: TestScheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(state: state, reducer: reducer, middleware: middleware, interceptors: interceptors, rootRoutable: rootRoutable,
                  shown: shown, stepTimeout: stepTimeout, guardTimeout: guardTimeout, redirectLimit: redirectLimit,
                  exhaustivity: exhaustivity, ordering: ordering, scheduler: scheduler, fileID: fileID, filePath: filePath, line: line, column: column) {
            $0.navigationState
        }
    }
}

/// The events a `NavigationHarness` recorded, with their lines in the text form.
private final class EventLog {
    var events: [Recorded<NavigationEvent>] = []
    var lines: [String] = []
    private var numbering = NavigationNumbering()

    func record(_ event: NavigationEvent, at time: TestTime) {
        events.append(Recorded(time: time, value: event))
        lines.append(NavigationTimeline.normalize(NavigationTimeline.line(event, at: time, numbering: &numbering)))
    }
}
