import Foundation
import Waypoint

// Workloads 7–9: the store, the interceptor chain and the router. OpenCombine has none of them.

// MARK: 7. Store

/// A state of independent slices.
struct SlicedState: Equatable {
    var slices: [Int]
}

/// Changes one slice.
struct BumpSlice: Action {
    let index: Int
}

/// A reducer over `slices` slices that bumps the slice an action names.
func slicedReducer(slices: Int) -> (Action, SlicedState?) -> SlicedState {
    { action, state in
        var next = state ?? SlicedState(slices: [Int](repeating: 0, count: slices))
        if let bump = action as? BumpSlice { next.slices[bump.index] += 1 }
        return next
    }
}

/// What the subscribers add up: each slice's values 1 through its number of changes (plus the
/// initial 0 each receives at once, which adds nothing).
func expectedSliceSum(_ dispatches: Int, _ slices: Int) -> Int {
    (0..<slices).reduce(0) { total, slice in
        let changes = dispatches / slices + (slice < dispatches % slices ? 1 : 0)
        return total + changes * (changes + 1) / 2
    }
}

/// A ReSwift-style subscriber adding up the slice it selected.
final class SliceSubscriber: StoreSubscriber {
    var sum = 0
    func newState(state: Int) { sum &+= state }
}

/// A ReSwift-style subscriber to the whole state, adding up its first slice.
final class StateSubscriber: StoreSubscriber {
    var sum = 0
    func newState(state: SlicedState) { sum &+= state.slices[0] }
}

/// 7. `select` subscribers (and `StoreSubscriber`s) on different slices; each dispatch changes
/// one slice. Rows at 1, 10, 100 and 1,000 subscribers of each kind (the targets are at 100),
/// then the peak RSS after a small and a large number of dispatches.
func storeSelect(_ harness: Harness) -> [Row] {
    func selectRow(_ subscribers: Int) -> Row {
        let count = harness.size(Swift.min(100_000, Swift.max(2_000, 1_000_000 / subscribers)),
                                 quick: Swift.min(1_000, Swift.max(50, 20_000 / subscribers)))
        let reducer = slicedReducer(slices: subscribers)
        let waypoint = Contender { n in
            var sum = 0
            let store = Store(reducer: reducer, state: nil)
            let bag = DisposeBag()
            for index in 0..<subscribers {
                store.select { $0.slices[index] }.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
            }
            for value in 0..<n { store.dispatch(BumpSlice(index: value % subscribers)) }
            check(sum == expectedSliceSum(n, subscribers), "store: subscribers saw \(sum)")
            blackHole(sum)
        }
        // By hand: reduce, then let each subscriber compare its slice with the last one it saw.
        let floor = Contender { n in
            var sum = 0
            var state = reducer(StoreInit(), nil)
            let reduce: (Action, SlicedState?) -> SlicedState = opaque(reducer)
            var selectors: [(SlicedState) -> Int] = []
            for index in 0..<subscribers { selectors.append(opaque { $0.slices[index] }) }
            var lasts = selectors.map { $0(state) }
            let receive: (Int) -> Void = opaque { sum &+= $0 }
            for value in 0..<n {
                state = reduce(BumpSlice(index: value % subscribers), state)
                for index in 0..<subscribers {
                    let slice = selectors[index](state)
                    if slice == lasts[index] { continue }
                    lasts[index] = slice
                    receive(slice)
                }
            }
            check(sum == expectedSliceSum(n, subscribers), "store (floor): subscribers saw \(sum)")
            blackHole(sum)
        }
        return harness.compare(workload: 7, name: "Store dispatch, \(subscribers) select subscribers", unit: "per dispatch",
                               target: subscribers == 100 ? 1_500 : nil, operations: count, runs: 3,
                               scale: Scale(family: "store select", size: Double(subscribers), units: Double(subscribers),
                                            unitName: "subscriber", marginal: true),
                               waypoint: waypoint, floor: floor)
    }
    func subscriberRow(_ subscribers: Int) -> Row {
        let count = harness.size(Swift.min(100_000, Swift.max(2_000, 1_000_000 / subscribers)),
                                 quick: Swift.min(1_000, Swift.max(50, 20_000 / subscribers)))
        let reducer = slicedReducer(slices: subscribers)
        let waypoint = Contender { n in
            let store = Store(reducer: reducer, state: nil)
            let receivers = (0..<subscribers).map { _ in SliceSubscriber() }
            for (index, receiver) in receivers.enumerated() {
                store.subscribe(receiver) { $0.select { $0.slices[index] }.skipRepeats() }
            }
            for value in 0..<n { store.dispatch(BumpSlice(index: value % subscribers)) }
            for receiver in receivers { store.unsubscribe(receiver) }
            let sum = receivers.reduce(0) { $0 + $1.sum }
            check(sum == expectedSliceSum(n, subscribers), "store: StoreSubscribers saw \(sum)")
            blackHole(sum)
        }
        return harness.compare(workload: 7, name: "Store dispatch, \(subscribers) StoreSubscribers", unit: "per dispatch",
                               target: subscribers == 100 ? 2_000 : nil, operations: count, runs: 3,
                               scale: Scale(family: "store StoreSubscriber", size: Double(subscribers), units: Double(subscribers),
                                            unitName: "subscriber", marginal: true),
                               waypoint: waypoint)
    }
    // Every subscriber receives every state: the shape of an app whose screens read the state
    // the last action changed — ReSwift's `store.subscribe(self)` (the whole state), or a
    // selection that every action changes — where the rows above have all but one subscriber skip.
    func receivingRow(_ subscribers: Int, selecting: Bool) -> Row {
        let count = harness.size(Swift.min(100_000, Swift.max(2_000, 1_000_000 / subscribers)),
                                 quick: Swift.min(1_000, Swift.max(50, 20_000 / subscribers)))
        let reducer = slicedReducer(slices: 1)
        let waypoint = Contender { n in
            let store = Store(reducer: reducer, state: nil)
            var sums: [() -> Int] = []
            var unsubscribe: [() -> Void] = []
            for _ in 0..<subscribers {
                if selecting {
                    let receiver = SliceSubscriber()
                    store.subscribe(receiver) { $0.select { $0.slices[0] }.skipRepeats() }
                    sums.append { receiver.sum }
                    unsubscribe.append { store.unsubscribe(receiver) }
                } else {
                    let receiver = StateSubscriber()
                    store.subscribe(receiver)
                    sums.append { receiver.sum }
                    unsubscribe.append { store.unsubscribe(receiver) }
                }
            }
            for _ in 0..<n { store.dispatch(BumpSlice(index: 0)) }
            for each in unsubscribe { each() }
            let sum = sums.reduce(0) { $0 + $1() }
            check(sum == subscribers * expectedSliceSum(n, 1), "store: receiving StoreSubscribers saw \(sum)")
            blackHole(sum)
        }
        let shape = selecting ? "a selection" : "the whole state"
        return harness.compare(workload: 7, name: "Store dispatch, \(subscribers) StoreSubscribers of \(shape), all receive",
                               unit: "per dispatch", target: nil, operations: count, runs: 3,
                               scale: Scale(family: "store StoreSubscriber receiving \(shape)", size: Double(subscribers),
                                            units: Double(subscribers), unitName: "subscriber", marginal: true),
                               waypoint: waypoint)
    }
    let sizes = [1, 10, 100, 1_000]
    var rows = sizes.map(selectRow) + sizes.map(subscriberRow)
    for selecting in [false, true] { rows += [1, 100].map { receivingRow($0, selecting: selecting) } }

    // Memory over many dispatches: 100 select subscribers (with that row).
    guard harness.wants("Store dispatch, 100 select subscribers") else { return rows }
    let (small, large) = harness.quick ? (1_000, 20_000) : (10_000, 1_000_000)
    Memory.resetPeak()
    var sum = 0
    let store = Store(reducer: slicedReducer(slices: 100), state: nil)
    let bag = DisposeBag()
    for index in 0..<100 {
        store.select { $0.slices[index] }.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
    }
    for value in 0..<small { store.dispatch(BumpSlice(index: value % 100)) }
    let afterSmall = Memory.peakKiB()
    for value in small..<large { store.dispatch(BumpSlice(index: value % 100)) }
    let afterLarge = Memory.peakKiB()
    check(sum == expectedSliceSum(large, 100), "store: subscribers saw \(sum) after \(large) dispatches")
    if let index = rows.firstIndex(where: { $0.name == "Store dispatch, 100 select subscribers" }) {
        rows[index].notes.append(memoryNote("dispatches", small, afterSmall, large, afterLarge))
        rows[index].rssGrowthKiB = afterLarge - afterSmall
    }
    return rows
}

/// A line about the peak RSS after a small and a large number of operations.
func memoryNote(_ what: String, _ small: Int, _ afterSmall: Int, _ large: Int, _ afterLarge: Int) -> String {
    String(format: "peak RSS after %d %@: %.2f MiB, after %d: %.2f MiB (growth %.2f MiB; target ≤ 1 MiB)",
           small, what, Double(afterSmall) / 1024, large, Double(afterLarge) / 1024, Double(afterLarge - afterSmall) / 1024)
}

// MARK: 8. Interceptors

/// Adds one to the input and proceeds.
struct AddOne: Interceptor {
    func intercept(chain: InterceptorChain<Int>) -> Observable<Int> {
        chain.proceed(object: (chain.input ?? 0) + 1)
    }
}

/// 8. A chain of 10 synchronous interceptors, run once per input.
func interceptorChain(_ harness: Harness) -> [Row] {
    let count = harness.size(100_000, quick: 2_000)
    let length = 10
    let waypoint = Contender { n in
        var sum = 0
        let chain = InterceptorChain<Int>()
        for _ in 0..<length { chain.add(interceptor: AddOne()) }
        for value in 0..<n {
            chain.proceed(object: value).subscribe(onNext: { sum &+= $0 }).dispose()
        }
        check(sum == n * (n - 1) / 2 + length * n, "interceptors: \(sum)")
        blackHole(sum)
    }
    // By hand: ten closures, each calling the next one.
    let floor = Contender { n in
        var sum = 0
        var steps: [(Int, (Int) -> Int) -> Int] = []
        for _ in 0..<length { steps.append(opaque { input, proceed in proceed(input + 1) }) }
        func run(_ index: Int, _ input: Int) -> Int {
            index == steps.count ? input : steps[index](input) { run(index + 1, $0) }
        }
        for value in 0..<n { sum &+= run(0, value) }
        check(sum == n * (n - 1) / 2 + length * n, "interceptors (floor): \(sum)")
        blackHole(sum)
    }
    return [harness.compare(workload: 8, name: "InterceptorChain of 10", unit: "per run", target: 1_500,
                            operations: count, waypoint: waypoint, floor: floor),
            storeThroughInterceptor(harness)]
}

/// 8. A store with one pass-through interceptor and one `select` subscriber, per dispatch. Its
/// floor is the same store without the interceptor (workload 7's one-subscriber row), so the
/// WP/floor column is what the interceptor costs.
func storeThroughInterceptor(_ harness: Harness) -> Row {
    let count = harness.size(100_000, quick: 2_000)
    let reducer = slicedReducer(slices: 1)
    func store(interceptors: [AnyInterceptor<Action>]) -> Contender {
        Contender { n in
            var sum = 0
            let store = Store(reducer: reducer, state: nil, interceptors: interceptors)
            let bag = DisposeBag()
            store.select { $0.slices[0] }.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
            for _ in 0..<n { store.dispatch(BumpSlice(index: 0)) }
            check(sum == expectedSliceSum(n, 1), "store through interceptor: subscriber saw \(sum)")
            blackHole(sum)
        }
    }
    let passThrough = AnyInterceptor<Action>(name: "pass-through") { chain in chain.proceed() }
    return harness.compare(workload: 8, name: "Store dispatch through 1 interceptor", unit: "per dispatch", target: nil,
                           operations: count, runs: 3,
                           waypoint: store(interceptors: [passThrough]), floor: store(interceptors: []))
}

// MARK: 9. Router

struct RouterState: HasNavigationState {
    var navigationState = NavigationState()
}

func routerReducer(_ action: Action, _ state: RouterState?) -> RouterState {
    var next = state ?? RouterState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    return next
}

/// A scheduler that runs work at once on the calling thread. Delayed work never comes due: the
/// benchmark's steps complete at once, so the router's step timeouts are always disarmed first.
final class ImmediateScheduler: SchedulerType {
    var now: RxTime { Date(timeIntervalSinceReferenceDate: 0) }

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        Disposables.create()
    }

    func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        Disposables.create()
    }
}

/// A routable whose steps complete at once.
final class InstantRoutable: Routable {
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        completionHandler()
        return InstantRoutable()
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        completionHandler()
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        completionHandler()
        return InstantRoutable()
    }
}

/// Two depth-5 routes that share their first two segments.
let routeA: Route = ["root", "tabs", "home", "list", "detail"]
let routeB: Route = ["root", "tabs", "settings", "profile", "edit"]

/// A store and a router on an immediate scheduler, navigating back and forth between two routes.
final class RouterRig {
    let store = Store(reducer: routerReducer, state: nil)
    let router: Router<RouterState>
    let routes: (Route, Route)

    init(_ first: Route = routeA, _ second: Route = routeB) {
        routes = (first, second)
        router = Router(store: store, rootRoutable: InstantRoutable(), scheduler: ImmediateScheduler())
    }

    /// Navigates `count` times, alternating between the two routes.
    func navigate(_ count: Int, startingAt start: Int = 0) {
        for index in start..<(start + count) {
            store.dispatch(SetRouteAction(index % 2 == 0 ? routes.0 : routes.1, animated: false))
        }
    }

    var isConsistent: Bool {
        let shown = router.displayedRoute
        return shown == store.state.navigationState.route && (shown == routes.0 || shown == routes.1)
    }

    deinit { router.dispose() }
}

/// 9. Navigations alternating between two depth-5 routes that differ from depth 2 (five steps:
/// two pops, a change, two pushes); then the scale rows: two disjoint routes of depth 1, 5, 20
/// and 100 (2 × depth − 1 steps per navigation), and two routes that differ in their last segment
/// only (one step); then the peak RSS after a small and a large number of navigations.
func routerNavigation(_ harness: Harness) -> [Row] {
    func row(name: String, routes: (Route, Route), steps: Int, target: Double?, scale: Scale?) -> Row {
        let count = harness.size(Swift.max(200, 100_000 / steps), quick: Swift.max(10, 2_000 / steps))
        var consistent = true
        let waypoint = Contender { n in
            let rig = RouterRig(routes.0, routes.1)
            // Reach the first route before counting, so that every operation is a full navigation.
            rig.navigate(1)
            rig.navigate(n, startingAt: 1)
            consistent = consistent && rig.isConsistent
        }
        let row = harness.compare(workload: 9, name: name, unit: "per navigation", target: target,
                                  operations: count, runs: 3, scale: scale, waypoint: waypoint)
        check(consistent, "router: the UI did not reach the last route (\(name))")
        return row
    }
    var rows = [row(name: "Router navigation, depth 5 (5 steps)", routes: (routeA, routeB), steps: 5, target: 5_000, scale: nil)]
    for depth in [1, 5, 20, 100, 500, 2_000] {
        let a = (0..<depth).map { "a\($0)" }, b = (0..<depth).map { "b\($0)" }
        rows.append(row(name: "Router, disjoint routes, depth \(depth)", routes: (a, b), steps: 2 * depth - 1, target: nil,
                        scale: Scale(family: "router disjoint", size: Double(depth), units: Double(2 * depth - 1),
                                     unitName: "step", marginal: false)))
    }
    for depth in [1, 5, 20, 100] {
        let common = (0..<(depth - 1)).map { "s\($0)" }
        rows.append(row(name: "Router, last segment changes, depth \(depth)", routes: (common + ["x"], common + ["y"]), steps: 1,
                        target: nil, scale: Scale(family: "router last segment", size: Double(depth), units: 1,
                                                  unitName: "navigation", marginal: false)))
    }
    rows.append(guardedNavigationRow(harness))

    // Memory over many navigations (with the depth-5 row).
    guard harness.wants(rows[0].name) else { return rows }
    let (small, large) = harness.quick ? (1_000, 20_000) : (10_000, 1_000_000)
    Memory.resetPeak()
    let rig = RouterRig()
    rig.navigate(small)
    let afterSmall = Memory.peakKiB()
    rig.navigate(large - small, startingAt: small)
    let afterLarge = Memory.peakKiB()
    check(rig.isConsistent, "router: the UI did not reach the last route after \(large) navigations")
    rows[0].notes.append(memoryNote("navigations", small, afterSmall, large, afterLarge))
    rows[0].rssGrowthKiB = afterLarge - afterSmall
    return rows
}

/// Completion handlers a routable was given and calls later, as a UIKit transition does: the
/// rig calls them after the dispatch returned, in order, like the main run loop would.
final class PendingCompletions {
    private var handlers: [RoutingCompletionHandler] = []

    func add(_ handler: @escaping RoutingCompletionHandler) { handlers.append(handler) }

    /// Calls the pending handlers, and those they lead to, until none is left.
    func run() {
        var index = 0
        while index < handlers.count {
            let handler = handlers[index]
            index += 1
            handler()
        }
        handlers.removeAll(keepingCapacity: true)
    }
}

/// A routable whose steps complete after the call returned (when `pending` runs).
final class LaterRoutable: Routable {
    let pending: PendingCompletions

    init(_ pending: PendingCompletions) { self.pending = pending }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        pending.add(completionHandler)
        return LaterRoutable(pending)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        pending.add(completionHandler)
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        pending.add(completionHandler)
        return LaterRoutable(pending)
    }
}

/// 9. The depth-5 navigation as an app runs it: two guards that answer at once (one reads the
/// destination, as a sign-in check does), an observer of `router.events` (as analytics is),
/// and routables that call their completion handlers after returning (as UIKit's transitions
/// do). Its floor is the bare depth-5 navigation of the first row.
func guardedNavigationRow(_ harness: Harness) -> Row {
    let count = harness.size(20_000, quick: 400)
    var consistent = true
    let waypoint = Contender { n in
        let pending = PendingCompletions()
        let store = Store(reducer: routerReducer, state: nil)
        let router = Router(store: store, rootRoutable: LaterRoutable(pending), scheduler: ImmediateScheduler())
        router.add(guard: NavigationGuard(name: "signed in") { context, completion in
            completion(context.to.contains("login") ? .failure(Redirect(to: ["login"])) : .success)
        })
        router.add(guard: NavigationGuard(name: "unsaved changes") { _, completion in completion(.success) })
        var events = 0
        let observation = router.events.subscribe(onNext: { _ in events &+= 1 })
        for index in 0..<(n + 1) {
            store.dispatch(SetRouteAction(index % 2 == 0 ? routeA : routeB, animated: true))
            pending.run()
        }
        observation.dispose()
        let shown = router.displayedRoute
        consistent = consistent && shown == store.state.navigationState.route && shown == (n % 2 == 0 ? routeA : routeB)
        router.dispose()
        blackHole(events)
    }
    let bare = Contender { n in
        let rig = RouterRig()
        rig.navigate(n + 1)
        consistent = consistent && rig.isConsistent
    }
    let row = harness.compare(workload: 9, name: "Router navigation, depth 5, 2 guards, events observed, later completions",
                              unit: "per navigation", target: nil, operations: count, runs: 3, waypoint: waypoint, floor: bare)
    check(consistent, "router: the UI did not reach the last route (guarded navigation)")
    return row
}

// MARK: 9. Typed routes

/// The screens of the typed rows: the depth-5 routes of `routeA` and `routeB` as cases, two of
/// them with a payload.
enum BenchScreen: RouteSegment {
    case root, tabs, home, list, settings, edit
    case detail(id: Int)
    case profile(user: Int)
}

let typedRouteA: [BenchScreen] = [.root, .tabs, .home, .list, .detail(id: 42)]
let typedRouteB: [BenchScreen] = [.root, .tabs, .settings, .profile(user: 7), .edit]

/// 9. The depth-5 navigation with typed routes: `SetRouteAction` of the app's cases, built from
/// the typed route at each navigation. Its floor is the same navigation with the string routes
/// the cases stand for (their identifiers, made once), so WP/floor is what the typed layer costs.
func typedRouterNavigation(_ harness: Harness) -> [Row] {
    let count = harness.size(20_000, quick: 400)
    var consistent = true
    let typed = Contender { n in
        let rig = RouterRig(typedRouteA.routeIdentifiers, typedRouteB.routeIdentifiers)
        rig.store.dispatch(SetRouteAction(typedRouteA, animated: false))
        for index in 1...n { rig.store.dispatch(SetRouteAction(index % 2 == 0 ? typedRouteA : typedRouteB, animated: false)) }
        consistent = consistent && rig.isConsistent && (try? rig.router.displayedRoute.segments(as: BenchScreen.self)) == (n % 2 == 0 ? typedRouteA : typedRouteB)
    }
    let strings = Contender { n in
        let rig = RouterRig(typedRouteA.routeIdentifiers, typedRouteB.routeIdentifiers)
        rig.navigate(1)
        rig.navigate(n, startingAt: 1)
        consistent = consistent && rig.isConsistent
    }
    let row = harness.compare(workload: 9, name: "Router navigation, depth 5 (5 steps), typed routes", unit: "per navigation",
                              target: 5_000, operations: count, runs: 3, waypoint: typed, floor: strings)
    check(consistent, "router: the UI did not reach the last typed route")
    return [row]
}

/// The state of the route-dispatch rows: the navigation state alone.
func routeDispatchReducer(_ action: Action, _ state: RouterState?) -> RouterState {
    var next = state ?? RouterState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    return next
}

/// 7. A store whose state is a navigation state, with 100 `select` subscribers each reading one
/// depth of the route (20 per depth), and a dispatch of a route action alternating between two
/// depth-5 routes (three depths change: 60 subscribers receive a new value). The typed row
/// dispatches `SetRouteAction` of typed routes; its floor dispatches the string routes the cases
/// stand for, so WP/floor is what the typed layer costs a dispatch.
func typedRouteDispatch(_ harness: Harness) -> [Row] {
    let count = harness.size(20_000, quick: 400)
    let subscribers = 100
    let strings = (typedRouteA.routeIdentifiers, typedRouteB.routeIdentifiers)
    func contender(_ dispatch: @escaping (Store<RouterState>, Int) -> Void) -> Contender {
        Contender { n in
            var sum = 0
            let store = Store(reducer: routeDispatchReducer, state: nil)
            dispatch(store, 0)
            let bag = DisposeBag()
            for index in 0..<subscribers {
                let depth = index % 5
                store.select { $0.navigationState.route[depth].utf8.count }.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
            }
            for index in 1...n { dispatch(store, index) }
            check(store.state.navigationState.route == (n % 2 == 0 ? strings.0 : strings.1), "route dispatch: wrong route")
            blackHole(sum)
        }
    }
    let typed = contender { store, index in store.dispatch(SetRouteAction(index % 2 == 0 ? typedRouteA : typedRouteB, animated: false)) }
    let floor = contender { store, index in store.dispatch(SetRouteAction(index % 2 == 0 ? strings.0 : strings.1, animated: false)) }
    let stringRow = harness.compare(workload: 7, name: "Store dispatch of a route, 100 select subscribers", unit: "per dispatch",
                                    target: nil, operations: count, runs: 3, waypoint: floor)
    let typedRow = harness.compare(workload: 7, name: "Store dispatch of a route, 100 select subscribers, typed routes", unit: "per dispatch",
                                   target: nil, operations: count, runs: 3, waypoint: typed, floor: floor)
    return [stringRow, typedRow]
}
