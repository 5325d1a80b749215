import Foundation
import Waypoint

// Workloads 7–9: the store, the interceptor chain and the router. OpenCombine has none of them.

// MARK: 7. Store

/// A state of 100 independent slices.
struct SlicedState: Equatable {
    var slices: [Int]
}

/// Changes one slice.
struct BumpSlice: Action {
    let index: Int
}

func slicedReducer(_ action: Action, _ state: SlicedState?) -> SlicedState {
    var next = state ?? SlicedState(slices: [Int](repeating: 0, count: 100))
    if let bump = action as? BumpSlice { next.slices[bump.index] += 1 }
    return next
}

/// What the select subscribers add up: each slice's values 1 through its number of changes.
func expectedSliceSum(_ dispatches: Int, _ slices: Int) -> Int {
    (0..<slices).reduce(0) { total, slice in
        let changes = dispatches / slices + (slice < dispatches % slices ? 1 : 0)
        return total + changes * (changes + 1) / 2
    }
}

/// 7. 100 `select` subscribers on different slices; each dispatch changes one slice.
func storeSelect(_ harness: Harness) -> [Row] {
    let count = harness.size(100_000, quick: 1_000)
    let subscribers = 100
    let waypoint = Contender { n in
        var sum = 0
        let store = Store(reducer: slicedReducer, state: nil)
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
        var state = slicedReducer(StoreInit(), nil)
        let reducer: (Action, SlicedState?) -> SlicedState = opaque({ slicedReducer($0, $1) })
        var selectors: [(SlicedState) -> Int] = []
        for index in 0..<subscribers { selectors.append(opaque { $0.slices[index] }) }
        var lasts = selectors.map { $0(state) }
        let receive: (Int) -> Void = opaque { sum &+= $0 }
        for value in 0..<n {
            state = reducer(BumpSlice(index: value % subscribers), state)
            for index in 0..<subscribers {
                let slice = selectors[index](state)
                if slice == lasts[index] { continue }
                lasts[index] = slice
                receive(slice)
            }
        }
        blackHole(sum)
    }
    return [harness.compare(workload: 7, name: "Store dispatch, 100 select subscribers", unit: "per dispatch", target: 3_000,
                            operations: count, runs: 3, waypoint: waypoint, floor: floor)]
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
        blackHole(sum)
    }
    return [harness.compare(workload: 8, name: "InterceptorChain of 10", unit: "per run", target: 2_000,
                            operations: count, waypoint: waypoint, floor: floor)]
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

/// A store and a router on an immediate scheduler.
final class RouterRig {
    let store = Store(reducer: routerReducer, state: nil)
    let router: Router<RouterState>

    init() {
        router = Router(store: store, rootRoutable: InstantRoutable(), scheduler: ImmediateScheduler())
    }

    /// Navigates `count` times, alternating between the two routes.
    func navigate(_ count: Int, startingAt start: Int = 0) {
        for index in start..<(start + count) {
            store.dispatch(SetRouteAction(index % 2 == 0 ? routeA : routeB, animated: false))
        }
    }

    var isConsistent: Bool {
        let shown = router.displayedRoute
        return shown == store.state.navigationState.route && (shown == routeA || shown == routeB)
    }

    deinit { router.dispose() }
}

/// 9. Navigations alternating between two depth-5 routes that differ from depth 2, then the
/// peak RSS after a small and a large number of navigations.
func routerNavigation(_ harness: Harness) -> [Row] {
    let count = harness.size(100_000, quick: 1_000)
    var consistent = true
    let waypoint = Contender { n in
        let rig = RouterRig()
        rig.navigate(n)
        consistent = consistent && rig.isConsistent
    }
    var row = harness.compare(workload: 9, name: "Router navigation, depth 5", unit: "per navigation", target: 10_000,
                              operations: count, runs: 3, waypoint: waypoint)
    check(consistent, "router: the UI did not reach the last route")

    let (small, large) = harness.quick ? (1_000, 20_000) : (10_000, 1_000_000)
    Memory.resetPeak()
    let rig = RouterRig()
    rig.navigate(small)
    let afterSmall = Memory.peakKiB()
    rig.navigate(large - small, startingAt: small)
    let afterLarge = Memory.peakKiB()
    check(rig.isConsistent, "router: the UI did not reach the last route after \(large) navigations")
    row.peakRSSKiB = afterLarge
    row.notes.append(String(format: "peak RSS after %d navigations: %.2f MiB, after %d: %.2f MiB (growth %.2f MiB; target ≤ 1 MiB)",
                            small, Double(afterSmall) / 1024, large, Double(afterLarge) / 1024, Double(afterLarge - afterSmall) / 1024))
    row.rssGrowthKiB = afterLarge - afterSmall
    return [row]
}
