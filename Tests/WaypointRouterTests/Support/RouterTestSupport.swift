import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// The application state used by router tests.
struct AppState: HasNavigationState, Equatable {
    var navigationState = NavigationState()
    var counter = 0
}

struct Increment: Action {}

func appReducer(_ action: Action, _ state: AppState?) -> AppState {
    var next = state ?? AppState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    if action is Increment { next.counter += 1 }
    return next
}

/// What a recording routable does when asked for a segment.
enum StepBehaviour {
    /// Completes after `delay` ticks.
    case complete(after: Int)
    /// Never calls its completion handler.
    case never
    /// Calls its completion handler twice, `delay` ticks apart.
    case twice(after: Int)
    /// Throws at once.
    case reject
}

/// A model of the UI: every routable appends what it does to a shared log and keeps the stack of
/// segments on screen.
final class ScreenModel {
    let scheduler: TestScheduler
    var log: [String] = []
    var stack: [String] = []
    var behaviours: [String: StepBehaviour] = [:]
    var defaultDelay = 10

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func behaviour(for segment: String) -> StepBehaviour {
        behaviours[segment] ?? .complete(after: defaultDelay)
    }

    func run(_ segment: String, completion: @escaping RoutingCompletionHandler) throws {
        switch behaviour(for: segment) {
        case .complete(let delay):
            _ = scheduler.scheduleRelativeVirtual((), dueTime: delay) { _ in
                completion()
                return Disposables.create()
            }
        case .never:
            break
        case .twice(let delay):
            _ = scheduler.scheduleRelativeVirtual((), dueTime: delay) { _ in
                completion()
                completion()
                return Disposables.create()
            }
        case .reject:
            throw TestRoutingError.unknownSegment(segment)
        }
    }
}

enum TestRoutingError: Error {
    case unknownSegment(String)
}

/// A routable that records each call with its tick and keeps `ScreenModel.stack` in step.
final class RecordingRoutable: Routable {
    let name: String
    let depth: Int
    let model: ScreenModel

    init(name: String, depth: Int, model: ScreenModel) {
        self.name = name
        self.depth = depth
        self.model = model
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        model.log.append("\(model.scheduler.clock) \(name) push \(routeElementIdentifier)")
        try model.run(routeElementIdentifier, completion: completionHandler)
        model.stack.append(routeElementIdentifier)
        return RecordingRoutable(name: routeElementIdentifier, depth: depth + 1, model: model)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        model.log.append("\(model.scheduler.clock) \(name) pop \(routeElementIdentifier)")
        try model.run("pop:" + routeElementIdentifier, completion: completionHandler)
        model.stack.removeLast()
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        model.log.append("\(model.scheduler.clock) \(name) change \(from) → \(to)")
        try model.run(to, completion: completionHandler)
        model.stack[depth] = to
        return RecordingRoutable(name: to, depth: depth + 1, model: model)
    }
}

/// A store, a screen model and a router on one test scheduler, with the router's events recorded.
final class RouterHarness {
    let scheduler: TestScheduler
    let store: Store<AppState>
    let model: ScreenModel
    let router: Router<AppState>
    let events: TestableObserver<NavigationEvent>
    private let subscription: Disposable

    init(route: Route = [], stepTimeout: Int = 50) {
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var initial = AppState()
        initial.navigationState.route = route
        store = Store(reducer: appReducer, state: initial)
        model = ScreenModel(scheduler: scheduler)
        router = Router(store: store, rootRoutable: RecordingRoutable(name: "root", depth: 0, model: model),
                        scheduler: scheduler, stepTimeout: .seconds(stepTimeout))
        events = scheduler.createObserver(NavigationEvent.self)
        subscription = router.events.subscribe(events)
    }

    /// Dispatches `action` at tick `time`.
    func dispatch(_ action: Action, at time: Int) {
        scheduler.scheduleAt(time) { [store] in store.dispatch(action) }
    }

    /// Sets the route at tick `time` with a known navigation id.
    func setRoute(_ route: Route, id: Int, at time: Int, animated: Bool = true) {
        dispatch(SetRouteAction(route, animated: animated, navigationID: NavigationID(rawValue: id)), at: time)
    }

    var route: Route { store.state.navigationState.route }

    func tearDown() {
        subscription.dispose()
        router.dispose()
    }
}

/// `.next(time, NavigationEvent(id, kind))`.
func event(_ time: Int, _ id: Int, _ kind: NavigationEvent.Kind) -> Recorded<Event<NavigationEvent>> {
    .next(time, NavigationEvent(NavigationID(rawValue: id), kind))
}
