#if canImport(Observation)
import Observation
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// User-change guards on the SwiftUI models (headless, through Observation): a guarded back
/// swipe or swipe-down is turned off (`guardsBack`, `guardsDismissal`) and the app's buttons ask
/// (`goBack()`, `close()`); a tab write the guards refuse is not taken; a write of the selected
/// tab takes its stack to its root.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class GuardedNavigationModelTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var store: Store<AppState>!
    private var tabs: TabNavigationModel!
    private var routable: TabBarRoutable<TabNavigationModel, NavigationModel>!
    private var router: Router<AppState>!
    private var events: TestableObserver<NavigationEvent>!
    private var subscription: Disposable?

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        store = Store(reducer: appReducer, state: AppState())
        tabs = TabNavigationModel(tabs: ["home", "profile"])
        routable = TabBarRoutable(tabs: tabs) { $0 == "login" || $0 == "confirm" ? .sheet : .push }
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
        store = nil
        scheduler = nil
        super.tearDown()
    }

    private var route: Route { store.state.navigationState.route }
    private var home: NavigationModel { tabs.stacks[0] }

    private func at(_ time: Int, _ work: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: work)
    }

    private var timeline: [String] {
        NavigationTimeline.lines(events.events.compactMap { recorded in recorded.value.element.map { Recorded(time: recorded.time, value: $0) } })
    }

    func testABackSwipeAGuardChecksIsTurnedOffAndTheAppsBackButtonAsks() {
        router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", refusing: { $0.from.last == "detail" }))
        at(100) { self.store.dispatch(SetRouteAction(["home", "user/1", "detail"])) }
        var guarded: [Bool] = []
        at(150) {
            guarded.append(self.home.guardsBack)
            self.home.goBack()
        }
        at(200) { self.store.dispatch(SetRouteAction(["home", "user/1"])) }
        at(250) {
            guarded.append(self.home.guardsBack)
            self.home.goBack()
        }
        scheduler.start()

        XCTAssertEqual(guarded, [true, false])
        XCTAssertEqual(Array(timeline.suffix(10)), [
            "150 #3 user attempts pop /home/user/1/detail → /home/user/1", "150 #3 refused by Unsaved",
            "200 #4 start /home/user/1/detail → /home/user/1", "200 #4 pop detail", "200 #4 popped detail",
            "200 #4 completed /home/user/1",
            "250 #5 start /home/user/1 → /home [user]", "250 #5 pop user/1", "250 #5 popped user/1", "250 #5 completed /home",
        ])
        XCTAssertEqual(route, ["home"])
        XCTAssertEqual(home.path, [])
    }

    func testASheetAGuardChecksCannotBeSwipedDownAndItsCloseButtonAsks() {
        let answers = LateAnswers()
        router.add(userChangeGuard: answers.makeGuard())
        at(100) { self.store.dispatch(SetRouteAction(["home", "login"])) }
        at(150) {
            XCTAssertEqual(self.home.sheet?.guardsDismissal, true)
            self.home.sheet?.close()
        }
        at(200) { answers.answer(.allow) }
        scheduler.start()

        XCTAssertEqual(answers.asked, [UserChangeAttempt(.dismiss, from: ["home", "login"], to: ["home"])])
        XCTAssertEqual(Array(timeline.suffix(6)), [
            "150 #3 user attempts dismiss /home/login → /home",
            "200 #3 allowed",
            "200 #3 start /home/login → /home [user]", "200 #3 pop login", "200 #3 popped login", "200 #3 completed /home",
        ])
        XCTAssertNil(home.sheet)
        XCTAssertEqual(route, ["home"])
    }

    func testATabWriteTheGuardsRefuseIsNotTaken() {
        router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", refusing: { $0.kind == .selectTab }))
        at(100) { self.store.dispatch(SetRouteAction(["home", "user/1"])) }
        at(150) { self.tabs.selection = "profile" }
        scheduler.start()

        XCTAssertEqual(tabs.selection, "home")
        XCTAssertEqual(Array(timeline.suffix(2)), ["150 #3 user attempts selectTab /home/user/1 → /profile", "150 #3 refused by Unsaved"])
        XCTAssertEqual(route, ["home", "user/1"])
    }

    func testATabWriteTheGuardsAllowIsAUserChange() {
        router.add(userChangeGuard: UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        at(100) { self.store.dispatch(SetRouteAction(["home", "user/1"])) }
        at(150) { self.tabs.selection = "profile" }
        scheduler.start()

        XCTAssertEqual(tabs.selection, "profile")
        XCTAssertEqual(Array(timeline.suffix(4)), [
            "150 #3 user attempts selectTab /home/user/1 → /profile", "150 #3 allowed",
            "150 #4 user selected a tab /home/user/1 → /profile", "150 #4 synced /profile",
        ])
        XCTAssertEqual(route, ["profile"])
    }

    func testWritingTheSelectedTabTakesItsStackToItsRoot() {
        routable.popsToRootOnReselect = true
        at(100) { self.store.dispatch(SetRouteAction(["home", "user/1", "detail"])) }
        at(150) { self.tabs.selection = "home" }
        scheduler.start()

        XCTAssertEqual(home.path, [])
        XCTAssertEqual(Array(timeline.suffix(6)), [
            "150 #3 start /home/user/1/detail → /home [user]", "150 #3 pop detail", "150 #3 popped detail",
            "150 #3 pop user/1", "150 #3 popped user/1", "150 #3 completed /home",
        ])
        XCTAssertEqual(route, ["home"])
    }
}
#endif
