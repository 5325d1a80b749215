#if canImport(Observation)
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
}
#endif
