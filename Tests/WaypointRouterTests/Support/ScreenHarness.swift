import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// What the screens of a `ScreenHarness` did, in order, with the tick of each call.
final class ScreenLog {
    let scheduler: TestScheduler
    var entries: [String] = []
    var delay = 10

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func record(_ text: String) {
        entries.append("\(scheduler.clock) \(text)")
    }

    func complete(_ completion: @escaping RoutingCompletionHandler) {
        _ = scheduler.scheduleRelativeVirtual((), dueTime: delay) { _ in
            completion()
            return Disposables.create()
        }
    }
}

/// A screen that logs each step with the data the step's context carries, completes it after
/// the log's delay, and receives the data of navigations that end on it as `Payload`.
final class ReceivingScreen<Payload>: Routable, DataReceivable {
    typealias DataType = Payload

    let name: String
    let log: ScreenLog

    init(name: String, log: ScreenLog) {
        self.name = name
        self.log = log
    }

    func didReceiveData(_ data: Payload) {
        log.record("\(name) received \(logDescription(data))")
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        log.record("\(name) push \(routeElementIdentifier)\(Self.describe(context))\(animated ? "" : " (not animated)")")
        log.complete(completionHandler)
        return ReceivingScreen(name: routeElementIdentifier, log: log)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        log.record("\(name) pop \(routeElementIdentifier)")
        log.complete(completionHandler)
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        log.record("\(name) change \(from) → \(to)\(Self.describe(context))")
        log.complete(completionHandler)
        return ReceivingScreen(name: to, log: log)
    }

    private static func describe(_ context: RoutingContext) -> String {
        guard let data = context.data else { return "" }
        return " data " + logDescription(data.value)
    }
}

/// A value as screens log it; dictionaries of strings sorted by key: `a=1&b=2`.
func logDescription(_ value: Any) -> String {
    if let dictionary = value as? [String: String] {
        return dictionary.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }
    return String(describing: value)
}

/// A store and a router on one test scheduler whose screens are `ReceivingScreen<Payload>`s,
/// with the router's events recorded.
final class ScreenHarness<Payload> {
    let scheduler: TestScheduler
    let store: Store<AppState>
    let log: ScreenLog
    let router: Router<AppState>
    let events: TestableObserver<NavigationEvent>
    private let bag = CompositeDisposable()

    init() {
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        store = Store(reducer: appReducer, state: AppState())
        log = ScreenLog(scheduler: scheduler)
        router = Router(store: store, rootRoutable: ReceivingScreen<Payload>(name: "root", log: log), scheduler: scheduler,
                        stepTimeout: .seconds(50))
        events = scheduler.createObserver(NavigationEvent.self)
        keep(router.events.subscribe(events))
    }

    var state: NavigationState { store.state.navigationState }

    /// Keeps `disposable` until `tearDown`.
    func keep(_ disposable: Disposable) {
        _ = bag.insert(disposable)
    }

    /// Records `result` (subscribed when this is called) in a new observer.
    func record(_ result: some ObservableType<NavigationResult>) -> TestableObserver<NavigationResult> {
        let observer = scheduler.createObserver(NavigationResult.self)
        keep(result.subscribe(observer))
        return observer
    }

    /// Runs `action` at `time` and records the result it returns.
    func record(at time: Int, _ action: @escaping () -> NavigationHandle) -> TestableObserver<NavigationResult> {
        let observer = scheduler.createObserver(NavigationResult.self)
        scheduler.scheduleAt(time) { [self] in keep(action().subscribe(observer)) }
        return observer
    }

    func tearDown() {
        bag.dispose()
        router.dispose()
    }
}

/// An event's tick and kind, without its navigation id (ids of requests are not known ahead).
struct TimedKind: Equatable, CustomStringConvertible {
    let time: Int
    let kind: NavigationEvent.Kind

    var description: String { "\(time) \(NavigationEvent(NavigationID(rawValue: 0), kind).description.dropFirst(3))" }
}

/// `TimedKind(time:kind:)`.
func at(_ time: Int, _ kind: NavigationEvent.Kind) -> TimedKind {
    TimedKind(time: time, kind: kind)
}

extension TestableObserver where Element == NavigationEvent {
    /// The recorded events' ticks and kinds.
    var kinds: [TimedKind] {
        events.compactMap { recorded in recorded.value.element.map { TimedKind(time: recorded.time, kind: $0.kind) } }
    }

    /// The distinct navigation ids of the recorded events, in order of appearance.
    var navigationIDs: [NavigationID] {
        var ids: [NavigationID] = []
        for recorded in events {
            if let id = recorded.value.element?.navigationID, !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}

extension TestableObserver where Element == NavigationResult {
    /// The recorded results as the routes they report.
    var routes: [Recorded<Event<Route>>] {
        events.map { recorded in
            switch recorded.value {
            case .next(let result): return .next(recorded.time, result.route)
            case .error(let error): return .error(recorded.time, error)
            case .completed: return .completed(recorded.time)
            }
        }
    }
}

/// A screen that completes every step at once.
final class InstantScreen: Routable {
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        completionHandler()
        return InstantScreen()
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        completionHandler()
    }
}

/// Records callbacks, from `@Sendable` closures on the test thread.
// @unchecked: tests drive it from the single test thread only.
final class CallbackRecorder: @unchecked Sendable {
    var entries: [String] = []
}
