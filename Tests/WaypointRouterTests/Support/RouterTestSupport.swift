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
    /// Each step's segment, animation flag and context, in order.
    var contexts: [(segment: String, animated: Bool, context: RoutingContext)] = []
    /// Data handed to screens through `DataReceivable`.
    var received: [String] = []
    /// Routables built by pushes and changes, by segment.
    var built: [String: [RecordingRoutable]] = [:]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func behaviour(for segment: String) -> StepBehaviour {
        behaviours[segment] ?? .complete(after: defaultDelay)
    }

    func run(_ segment: String, completion: @escaping RoutingCompletionHandler) throws {
        try performStep(behaviour(for: segment), for: segment, on: scheduler, completion: completion)
    }
}

/// Carries out `behaviour` for `segment`: completes after a delay (once or twice), never, or throws.
func performStep(_ behaviour: StepBehaviour, for segment: String, on scheduler: TestScheduler,
             completion: @escaping RoutingCompletionHandler) throws {
    switch behaviour {
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

enum TestRoutingError: Error {
    case unknownSegment(String)
}

/// A routable that records each call with its tick and keeps `ScreenModel.stack` in step. It
/// receives `String` data.
final class RecordingRoutable: Routable, DataReceivable {
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
        model.contexts.append((routeElementIdentifier, animated, context))
        try model.run(routeElementIdentifier, completion: completionHandler)
        model.stack.append(routeElementIdentifier)
        if let cached = context.cachedRoutable { return cached }
        return build(routeElementIdentifier)
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
        model.contexts.append((to, animated, context))
        try model.run(to, completion: completionHandler)
        model.stack[depth] = to
        if let cached = context.cachedRoutable { return cached }
        return build(to)
    }

    private func build(_ segment: String) -> RecordingRoutable {
        let routable = RecordingRoutable(name: segment, depth: depth + 1, model: model)
        model.built[segment, default: []].append(routable)
        return routable
    }

    func didReceiveData(_ data: String) {
        model.received.append("\(name): \(data)")
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

    init(route: Route = [], stepTimeout: Int = 50, guardTimeout: Int = 30, redirectLimit: Int = 3) {
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var initial = AppState()
        initial.navigationState.route = route
        store = Store(reducer: appReducer, state: initial)
        model = ScreenModel(scheduler: scheduler)
        router = Router(store: store, rootRoutable: RecordingRoutable(name: "root", depth: 0, model: model),
                        scheduler: scheduler, stepTimeout: .seconds(stepTimeout), guardTimeout: .seconds(guardTimeout),
                        redirectLimit: redirectLimit)
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

    /// At tick `time` the user goes back (a swipe): the screen model drops its top screen, if it
    /// has one, and tells the router.
    func userPops(at time: Int) {
        scheduler.scheduleAt(time) { [self] in
            guard !model.stack.isEmpty else { return }
            model.stack.removeLast()
            router.didPop()
        }
    }

    var route: Route { store.state.navigationState.route }

    func tearDown() {
        subscription.dispose()
        router.dispose()
        // Routables hold the model and the model holds the routables it built (and the contexts
        // they were given, which hold the router's cache): break the cycle.
        model.built = [:]
        model.contexts = []
    }
}

/// `.next(time, NavigationEvent(id, kind))`.
func event(_ time: Int, _ id: Int, _ kind: NavigationEvent.Kind) -> Recorded<Event<NavigationEvent>> {
    .next(time, NavigationEvent(NavigationID(rawValue: id), kind))
}

/// The navigations of `events` that ended more than once, and those that started and never ended.
func unevenEndings(_ events: [NavigationEvent]) -> (endedTwice: Set<NavigationID>, neverEnded: Set<NavigationID>) {
    var terminals: [NavigationID: Int] = [:]
    var started: Set<NavigationID> = []
    for event in events {
        if event.isTerminal { terminals[event.navigationID, default: 0] += 1 }
        if case .started = event.kind { started.insert(event.navigationID) }
    }
    return (Set(terminals.filter { $0.value > 1 }.keys), started.subtracting(terminals.keys))
}
