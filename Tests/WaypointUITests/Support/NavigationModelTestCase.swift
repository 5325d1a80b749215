#if canImport(Observation)
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// A SwiftUI navigation model driven by a `StackRoutable` and a router on a test scheduler, the
/// segments presented as `presentation(_:)` says and dialogs given by `dialog(_:)`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
class NavigationModelTestCase: LeakCheckingTestCase {
    var scheduler: TestScheduler!
    var store: Store<AppState>!
    var navigation: NavigationModel!
    var routable: StackRoutable<NavigationModel>!
    var router: Router<AppState>!

    /// How each segment comes on screen.
    func presentation(_ segment: RouteElementIdentifier) -> Presentation { .push }

    /// The dialog of a segment shown as `.dialog`.
    func dialog(_ request: ScreenRequest) -> Dialog? { request.data(as: Dialog.self) }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        store = Store(reducer: appReducer, state: AppState())
        navigation = NavigationModel()
        routable = StackRoutable(navigation: navigation, presentation: { [unowned self] in presentation($0) },
                                 dialog: { [unowned self] in dialog($0) })
        router = Router(store: store, rootRoutable: routable, scheduler: scheduler, stepTimeout: .seconds(50))
    }

    override func tearDown() {
        router?.dispose()
        router = nil
        routable = nil
        navigation = nil
        store = nil
        scheduler = nil
        super.tearDown()
    }

    func setRoute(_ route: Route, at time: Int, data: RouteData? = nil) {
        scheduler.scheduleAt(time) { [store] in store!.dispatch(SetRouteAction(route, data: data)) }
    }

    var route: Route { store.state.navigationState.route }

    /// Runs `work` at tick `time`.
    func at(_ time: Int, _ work: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: work)
    }
}

/// A `NavigationModelTestCase` whose model is bound to views that report each change 10 ticks
/// late (`views`), the router's events recorded as a timeline.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
class ShownNavigationModelTestCase: NavigationModelTestCase {
    var views: AppearingViews!
    private var events: TestableObserver<NavigationEvent>!
    private var subscription: Disposable?

    override func setUp() {
        super.setUp()
        views = AppearingViews(scheduler: scheduler)
        views.bind(navigation, name: "animate")
        events = scheduler.createObserver(NavigationEvent.self)
        subscription = router.events.subscribe(events)
    }

    override func tearDown() {
        subscription?.dispose()
        subscription = nil
        events = nil
        views = nil
        super.tearDown()
    }

    /// The router's events so far, as the test kit writes them.
    var timeline: [String] {
        NavigationTimeline.lines(events.events.compactMap { recorded in recorded.value.element.map { Recorded(time: recorded.time, value: $0) } })
    }
}
#endif
