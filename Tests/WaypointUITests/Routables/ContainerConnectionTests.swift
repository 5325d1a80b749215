import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// The wiring between container routables and their router cannot be forgotten: a router built
/// with one as its root connects it, and the store's route starts as what the containers show.
final class ContainerConnectionTests: LeakCheckingTestCase {
    private struct Wiring {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let log: ContainerLog
        let store: Store<AppState>
        let tabs: FakeTabs
        let home: FakeStack
        let root: TabBarRoutable<FakeTabs, FakeStack>
        let router: Router<AppState>

        /// A tab bar root whose router is built without `connect(to:)`, on a store starting at `route`.
        init(route: Route = [], selected: Int = 0) {
            log = ContainerLog(scheduler: scheduler)
            var state = AppState()
            state.navigationState.route = route
            store = Store(reducer: appReducer, state: state)
            tabs = FakeTabs(log: log)
            tabs.userTaps(selected)
            home = FakeStack("home", root: FakeScreen("home-root"), log: log)
            let profile = FakeStack("profile", root: FakeScreen("profile-root"), log: log)
            let log = self.log
            root = TabBarRoutable(tabs: tabs, stacks: [("home", home), ("profile", profile)], screens: makeScreens()) { screen, _ in
                FakeStack("modal(\(screen.name))", root: screen, log: log)
            }
            router = Router(store: store, rootRoutable: root, scheduler: scheduler, stepTimeout: .seconds(50))
        }
    }

    func testABackSwipeIsReportedWithoutConnectingTheRootByHand() {
        let app = Wiring()
        defer { app.router.dispose() }
        app.scheduler.scheduleAt(100) { app.store.dispatch(SetRouteAction(["home", "user/1"])) }
        app.scheduler.scheduleAt(200) {
            app.home.userPops()
            app.root.containersDidChange()
        }
        app.scheduler.start()
        XCTAssertEqual(app.store.state.navigationState.route, ["home"])
        XCTAssertEqual(app.root.displayedRoute, ["home"])
    }

    func testAtLaunchTheStoresEmptyRouteBecomesTheTabTheTabBarShows() {
        let app = Wiring(selected: 1)
        defer { app.router.dispose() }
        app.scheduler.start()
        XCTAssertEqual(app.store.state.navigationState.route, ["profile"])
        XCTAssertEqual(app.router.displayedRoute, ["profile"])
        XCTAssertEqual(app.log.calls, [], "nothing to change on screen")
    }

    func testAtLaunchARestoredRouteIsNavigatedToFromTheTabTheTabBarShows() {
        let app = Wiring(route: ["profile", "detail"])
        defer { app.router.dispose() }
        app.scheduler.start()
        XCTAssertEqual(app.store.state.navigationState.route, ["profile", "detail"])
        XCTAssertEqual(app.log.calls, ["0 tabs.select(1)", "0 profile.push(detail)"])
        XCTAssertEqual(app.root.displayedRoute, ["profile", "detail"])
    }

    func testConnectingByHandAsWellChangesNothing() {
        let app = Wiring()
        defer { app.router.dispose() }
        app.root.connect(to: app.router)
        let events = app.scheduler.createObserver(NavigationEvent.self)
        let subscription = app.router.events.subscribe(events)
        defer { subscription.dispose() }
        app.scheduler.start()
        XCTAssertEqual(events.events.compactMap(\.value.element).filter(\.isTerminal).count, 0)
        XCTAssertEqual(events.events.compactMap { $0.value.element?.description }.filter { $0.contains("synced") }.count, 1)
        XCTAssertEqual(app.store.state.navigationState.route, ["home"])
    }
}
