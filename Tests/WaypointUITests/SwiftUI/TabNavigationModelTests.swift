#if canImport(Observation)
import Observation
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// The SwiftUI `TabView` model on Linux, through Observation: a route in the store selects the
/// tab and fills its stack (observers are told); a tab the user taps (a write to `selection`)
/// reaches the router as a user-made change, runs no transition, and the state follows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class TabNavigationModelTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var store: Store<AppState>!
    private var tabs: TabNavigationModel!
    private var routable: TabBarRoutable<TabNavigationModel, NavigationModel>!
    private var router: Router<AppState>!
    private var events: TestableObserver<NavigationEvent>!
    private var subscription: Disposable?
    private var views: AppearingViews!
    private var transitions: [String] { views.log }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        store = Store(reducer: appReducer, state: AppState())
        tabs = TabNavigationModel(tabs: ["home", "profile"])
        views = AppearingViews(scheduler: scheduler)
        views.bind(tabs)
        routable = TabBarRoutable(tabs: tabs) { segment in
            segment == "login" ? .sheet : segment == "share" ? .modal(.popover(from: "shareButton")) : .push
        }
        router = Router(store: store, rootRoutable: routable, scheduler: scheduler, stepTimeout: .seconds(50))
        events = scheduler.createObserver(NavigationEvent.self)
        subscription = router.events.subscribe(events)
    }

    override func tearDown() {
        subscription?.dispose()
        router.dispose()
        router = nil
        routable = nil
        tabs = nil
        views = nil
        store = nil
        scheduler = nil
        super.tearDown()
    }

    private func setRoute(_ route: Route, at time: Int) {
        scheduler.scheduleAt(time) { [store] in store!.dispatch(SetRouteAction(route)) }
    }

    /// At `time`, the user taps `tab`: SwiftUI writes the binding.
    private func userTaps(_ tab: RouteElementIdentifier, at time: Int) {
        scheduler.scheduleAt(time) { [tabs] in tabs!.selection = tab }
    }

    private var route: Route { store.state.navigationState.route }
    private func path(_ tab: RouteElementIdentifier) -> [String] { tabs.navigation(for: tab)?.path.map(\.segment) ?? [] }
    /// The router's events in the test kit's timeline form.
    private var timeline: [String] { NavigationTimeline.lines(events.events.compactMap { recorded in recorded.value.element.map { Recorded(time: recorded.time, value: $0) } }) }

    func testDismissAPopoverThenSwitchTabsAndPresentEachAfterTheViewsSaidTheOneBeforeEnded() {
        setRoute(["home", "share"], at: 100)
        setRoute(["profile", "login"], at: 200)
        scheduler.start()
        XCTAssertEqual(transitions, ["100 home", "200 home", "210 select", "220 profile"],
                       "the tab switch waits for the popover's onDismiss, the sheet for the switch")
        XCTAssertEqual(timeline.suffix(8), [
            "200 #3 start /home/share → /profile/login", "200 #3 pop share", "210 #3 popped share",
            "210 #3 change home → profile", "220 #3 changed home → profile",
            "220 #3 push login", "230 #3 pushed login", "230 #3 completed /profile/login",
        ])
        XCTAssertNil(tabs.navigation(for: "home")?.presentedModal)
        XCTAssertEqual(tabs.navigation(for: "profile")?.presentedModal?.root?.segment, "login")
        XCTAssertEqual(route, ["profile", "login"])
    }

    func testARouteSelectsTheTabThenPushesOnItsStackAndObserversAreTold() {
        let told = Locked<[String]>([])
        withObservationTracking { _ = tabs.selection } onChange: { told.withLock { $0.append("selection") } }
        setRoute(["profile", "user/1"], at: 100)
        scheduler.start()
        XCTAssertEqual(transitions, ["100 select", "110 profile"], "the push waits for the tab switch to end")
        XCTAssertEqual(told.withLock { $0 }, ["selection"])
        XCTAssertEqual(tabs.selection, "profile")
        XCTAssertEqual(path("profile"), ["user/1"])
        XCTAssertEqual(path("home"), [])
        XCTAssertEqual(timeline, [
            "0 #1 user showed / → /home", "0 #1 synced /home",
            "100 #2 start /home → /profile/user/1", "100 #2 change home → profile", "110 #2 changed home → profile",
            "110 #2 push user/1", "120 #2 pushed user/1", "120 #2 completed /profile/user/1",
        ])
    }

    func testAUserTapReachesTheRouterWithTheTabsStackAndRunsNoTransition() {
        setRoute(["home", "user/1"], at: 100)
        setRoute(["profile", "user/2"], at: 200)
        userTaps("home", at: 300)        // home's stack was popped when the route left it
        userTaps("profile", at: 400)     // profile's stack kept user/2
        scheduler.start()
        XCTAssertEqual(timeline.suffix(4), [
            "300 #4 user selected a tab /profile/user/2 → /home", "300 #4 synced /home",
            "400 #5 user selected a tab /home → /profile/user/2", "400 #5 synced /profile/user/2",
        ])
        XCTAssertEqual(route, ["profile", "user/2"])
        XCTAssertEqual(routable.displayedRoute, route)
        XCTAssertEqual(transitions, ["100 home", "200 home", "210 select", "220 profile"], "user taps run no transition")
    }

    /// A tap the guards allow late is made by the router, and leaves the stack of the tab the
    /// user left as a plain tap does: going back to it shows its screens.
    func testATapTheRouterMakesForTheUserKeepsTheLeftTabsPath() {
        let answers = LateAnswers()
        router.add(userChangeGuard: answers.makeGuard(when: { $0.to.first == "profile" }))
        setRoute(["home", "user/1"], at: 100)
        userTaps("profile", at: 200)
        scheduler.scheduleAt(300) { answers.answer(.allow) }
        var homePath: [String] = []
        scheduler.scheduleAt(350) { [unowned self] in homePath = path("home") }
        userTaps("home", at: 400)
        scheduler.start()
        XCTAssertTrue(timeline.contains("300 #3 start /home/user/1 → /profile [user]"), "\(timeline)")
        XCTAssertEqual(homePath, ["user/1"], "the left tab keeps its screens")
        XCTAssertEqual(timeline.suffix(2), ["400 #4 user selected a tab /profile → /home/user/1", "400 #4 synced /home/user/1"])
        XCTAssertEqual(path("home"), ["user/1"])
        XCTAssertEqual(route, ["home", "user/1"])
        XCTAssertEqual(routable.displayedRoute, route)
    }

    func testTapsOnTheSelectedTabOrNoTabAreIgnored() {
        setRoute(["home", "user/1"], at: 100)
        userTaps("home", at: 200)
        userTaps("settings", at: 300)
        scheduler.start()
        XCTAssertEqual(tabs.selection, "home")
        XCTAssertEqual(route, ["home", "user/1"])
        XCTAssertFalse(timeline.contains { $0.contains("user") && $0.contains("selected") }, "\(timeline)")
    }

    func testUserChangesInsideATabReachTheRouterToo() {
        setRoute(["profile", "user/1", "login"], at: 100)
        scheduler.scheduleAt(200) { [tabs] in tabs!.navigation(for: "profile")!.sheet = nil }        // swipe-down
        scheduler.scheduleAt(300) { [tabs] in tabs!.navigation(for: "profile")!.path = [] }          // back swipe
        var routes: [Route] = []
        for time in [250, 350] { scheduler.scheduleAt(time) { [unowned self] in routes.append(route) } }
        scheduler.start()
        XCTAssertEqual(routes, [["profile", "user/1"], ["profile"]])
        XCTAssertEqual(routable.displayedRoute, ["profile"])
    }

    func testARouteChangeDuringTheTabAnimationIsNotLostAndATapDuringAPushEndsThatNavigation() {
        setRoute(["profile"], at: 100)
        setRoute(["profile", "user/1"], at: 105)
        userTaps("home", at: 115)      // while user/1 is pushed
        setRoute(["home", "user/3"], at: 140)
        scheduler.start()
        XCTAssertEqual(timeline, [
            "0 #1 user showed / → /home", "0 #1 synced /home",
            "100 #2 start /home → /profile", "100 #2 change home → profile", "110 #2 changed home → profile",
            "110 #2 cancelled: superseded by #3",
            "110 #3 start /profile → /profile/user/1", "110 #3 push user/1", "120 #3 pushed user/1",
            "120 #4 user selected a tab /profile/user/1 → /home", "120 #3 cancelled: interrupted by the user", "120 #4 synced /home",
            "140 #5 start /home → /home/user/3", "140 #5 push user/3", "150 #5 pushed user/3", "150 #5 completed /home/user/3",
        ])
        XCTAssertEqual(transitions, ["100 select", "110 profile", "140 home"])
        XCTAssertEqual(path("profile"), ["user/1"])
        XCTAssertEqual(route, ["home", "user/3"])
        XCTAssertEqual(routable.displayedRoute, route)
    }

    func testTrimmingAStackWhoseTabIsNotShownEndsAtOnce() {
        setRoute(["home", "user/1"], at: 100)
        userTaps("profile", at: 200)
        setRoute(["home"], at: 300)          // home's user/1 goes while home is not on screen
        scheduler.start()
        XCTAssertEqual(transitions.suffix(2), ["300 home not animated", "300 select"])
        XCTAssertEqual(route, ["home"])
        XCTAssertFalse(timeline.contains { $0.contains("failed") }, "\(timeline)")
        XCTAssertEqual(path("home"), [])
    }
}
#endif
