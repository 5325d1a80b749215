#if canImport(Observation)
import Observation
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// The SwiftUI model on Linux, through Observation: every route change produces the expected path
/// and sheet values (and notifies observers), every user write to a binding reaches the router
/// and the state follows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class NavigationModelTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var store: Store<AppState>!
    private var navigation: NavigationModel!
    private var routable: StackRoutable<NavigationModel>!
    private var router: Router<AppState>!
    private var views: AppearingViews!
    private var transitions: [String] { views.log }

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        store = Store(reducer: appReducer, state: AppState())
        navigation = NavigationModel()
        views = AppearingViews(scheduler: scheduler)
        views.bind(navigation, name: "animate")
        routable = StackRoutable(navigation: navigation) { segment in
            switch segment {
            case "login": return .sheet
            case "cover": return .fullScreen
            default: return .push
            }
        }
        router = Router(store: store, rootRoutable: routable, scheduler: scheduler, stepTimeout: .seconds(50))
    }

    override func tearDown() {
        router?.dispose()
        router = nil
        routable = nil
        navigation = nil
        views = nil
        store = nil
        scheduler = nil
        super.tearDown()
    }

    private func setRoute(_ route: Route, at time: Int, data: RouteData? = nil) {
        scheduler.scheduleAt(time) { [store] in store!.dispatch(SetRouteAction(route, data: data)) }
    }

    private var route: Route { store.state.navigationState.route }
    private func segments(_ path: [NavigationDestination]) -> [String] { path.map(\.segment) }

    /// At each tick of `ticks`, records whether Observation reported a change of the path or the
    /// sheet since the previous tick, and what they hold then.
    private func checkObservation(at ticks: [Int]) -> () -> [String] {
        let changes = Locked(0)
        let navigation = self.navigation!
        func arm() {
            withObservationTracking {
                _ = navigation.path
                _ = navigation.sheet
            } onChange: {
                changes.withLock { $0 += 1 }
            }
        }
        var seen: [String] = []
        arm()
        for tick in ticks {
            scheduler.scheduleAt(tick) { [unowned self] in
                let fired = changes.withLock { count -> Bool in
                    defer { count = 0 }
                    return count > 0
                }
                seen.append("\(tick) \(fired ? "changed" : "same") \(segments(navigation.path)) sheet \(navigation.sheet?.root?.segment ?? "-")")
                arm()
            }
        }
        return { seen }
    }

    func testRouteChangesShowInThePathAndTheSheetAndNotifyObservers() {
        let seen = checkObservation(at: [50, 105, 205, 215, 250, 305, 315, 325])
        setRoute(["user/1"], at: 100, data: RouteData("Ada"))
        setRoute(["user/1", "detail", "login"], at: 200)
        setRoute(["user/3"], at: 300)
        scheduler.start()
        XCTAssertEqual(seen(), [
            "50 same [] sheet -",
            "105 changed [\"user/1\"] sheet -",
            "205 changed [\"user/1\", \"detail\"] sheet -",
            "215 changed [\"user/1\", \"detail\"] sheet login",
            "250 same [\"user/1\", \"detail\"] sheet login",
            "305 changed [\"user/1\", \"detail\"] sheet -",
            "315 changed [\"user/1\"] sheet -",
            "325 changed [\"user/3\"] sheet -",
        ])
        XCTAssertNil(navigation.path.first?.data(as: String.self), "user/3 came without data")
        XCTAssertEqual(route, ["user/3"])
    }

    func testTheDestinationCarriesItsRoutesDataAndTheSheetHasItsOwnPath() {
        setRoute(["user/1", "login", "detail"], at: 100, data: RouteData("Grace"))
        scheduler.start()
        XCTAssertEqual(segments(navigation.path), ["user/1"])
        XCTAssertEqual(navigation.sheet?.root?.segment, "login")
        XCTAssertEqual(navigation.sheet.map { segments($0.path) }, ["detail"])
        XCTAssertEqual(navigation.sheet?.path.last?.data(as: String.self), "Grace")
        XCTAssertNil(navigation.fullScreenCover)
        setRoute(["cover"], at: 200)
        scheduler.start()
        XCTAssertNil(navigation.sheet)
        XCTAssertEqual(navigation.fullScreenCover?.root?.segment, "cover")
        XCTAssertEqual(navigation.path, [])
    }

    func testUserWritesToTheBindingsReachTheRouterAndTheStateFollows() {
        setRoute(["user/1", "detail", "login", "user/2"], at: 100)
        scheduler.scheduleAt(200) { [navigation] in navigation!.sheet!.path = [] }                 // back in the sheet
        scheduler.scheduleAt(300) { [navigation] in navigation!.sheet = nil }                      // swipe-down
        scheduler.scheduleAt(400) { [navigation] in navigation!.path.removeLast() }                // back swipe
        var routes: [Route] = []
        for time in [250, 350, 450] { scheduler.scheduleAt(time) { [unowned self] in routes.append(route) } }
        scheduler.start()
        XCTAssertEqual(routes, [["user/1", "detail", "login"], ["user/1", "detail"], ["user/1"]])
        XCTAssertEqual(routable.displayedRoute, ["user/1"])
        XCTAssertEqual(transitions.count, 4, "user writes run no transition: \(transitions)")
    }

    func testWritesThatChangeNothingAreIgnored() {
        setRoute(["user/1", "login"], at: 100)
        scheduler.scheduleAt(200) { [navigation] in
            navigation!.path = navigation!.path
            navigation!.fullScreenCover = nil
            navigation!.sheet = navigation!.sheet
        }
        scheduler.start()
        XCTAssertEqual(route, ["user/1", "login"])
        XCTAssertNotNil(navigation.sheet)
    }

    func testRouteChangesDuringAnAnimationAreNotLost() {
        // Three navigations while the first push animates: each waits for the previous change to
        // end; the last one wins and the sheet is presented only after the push ended.
        setRoute(["user/1"], at: 100)
        setRoute(["user/1", "detail"], at: 103)
        setRoute(["user/1", "detail", "login"], at: 105)
        scheduler.start()
        XCTAssertEqual(transitions, ["100 animate", "110 animate", "120 animate"])
        XCTAssertEqual(segments(navigation.path), ["user/1", "detail"])
        XCTAssertEqual(navigation.sheet?.root?.segment, "login")
        XCTAssertEqual(route, ["user/1", "detail", "login"])
    }

    func testAUserPopDuringAnAnimationIsNotLost() {
        setRoute(["user/1", "detail"], at: 100)
        setRoute(["user/1", "detail", "user/2"], at: 200)
        scheduler.scheduleAt(205) { [navigation] in navigation!.path = Array(navigation!.path.prefix(1)) }
        scheduler.start()
        XCTAssertEqual(route, routable.displayedRoute, "state == UI")
        XCTAssertEqual(segments(navigation.path), route)
    }

    func testAnAnimationThatNeverEndsTimesOutAndTheModelStaysConsistent() {
        views.delay = nil
        setRoute(["user/1"], at: 100)
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 150)
        XCTAssertEqual(route, ["user/1"], "the change was made; only its end never came")
        XCTAssertEqual(segments(navigation.path), ["user/1"])
    }

    func testAStepWhoseDestinationNeverAppearedKeepsNothingAliveOnceReleased() {
        views.delay = nil
        setRoute(["user/1"], at: 100)
        scheduler.start()
        weak let model = navigation
        weak let root = routable
        router.dispose()
        (router, routable, navigation, views, store) = (nil, nil, nil, nil, nil)
        // Before: the model kept the step's completion, which kept the stack's record, which
        // kept the model: a destination that never appears leaked the whole stack.
        XCTAssertNil(model)
        XCTAssertNil(root)
    }

    func testEachStepEndsWhenItsDestinationAppearedSoASheetWaitsForThePushBeforeIt() {
        views.delay = 30     // the push's destination appears 30 ticks after the change
        setRoute(["user/1", "login"], at: 100)
        scheduler.start()
        XCTAssertEqual(transitions, ["100 animate", "130 animate"], "the sheet is presented once user/1 is on screen")
        XCTAssertEqual(route, ["user/1", "login"])
        XCTAssertEqual(scheduler.clock, 160, "the navigation ended when the sheet's root appeared")
    }

    func testASheetReplacedByACoverWaitsForTheDismissal() {
        setRoute(["login"], at: 100)
        setRoute(["cover"], at: 200)
        scheduler.start()
        XCTAssertEqual(transitions, ["100 animate", "200 animate", "210 animate"], "the cover comes after the sheet's onDismiss")
        XCTAssertNil(navigation.sheet)
        XCTAssertEqual(navigation.fullScreenCover?.root?.segment, "cover")
    }

    func testAChangeThatIsNotAnimatedIsAppliedWithoutAnimation() {
        scheduler.scheduleAt(100) { [store] in store!.dispatch(SetRouteAction(["user/1", "detail"], animated: false)) }
        scheduler.start()
        XCTAssertEqual(transitions, ["100 animate not animated", "110 animate not animated"])
        XCTAssertEqual(segments(navigation.path), ["user/1", "detail"])
    }

    func testAHeadlessModelEndsEachChangeAtOnce() {
        let headless = NavigationModel()
        var ended = 0
        headless.pushScreen(NavigationDestination(segment: "a"), animated: true) { ended += 1 }
        XCTAssertEqual(ended, 1, "no view reports appearances")
        headless.reportsAppearance = true
        let b = NavigationDestination(segment: "b")
        headless.pushScreen(b, animated: true) { ended += 1 }
        XCTAssertEqual(ended, 1, "waits for b's onAppear")
        headless.destinationAppeared(NavigationDestination(segment: "b"))
        XCTAssertEqual(ended, 1, "another destination appearing ends nothing")
        headless.destinationAppeared(b)
        XCTAssertEqual(ended, 2)
        headless.popToScreen(b, animated: true) { ended += 1 }
        XCTAssertEqual(ended, 3, "a change that leaves the top as it was ends at once")
        scheduler.start()
    }

    func testOnMacOSACoverIsBoundAsASheetAndItsDismissalReachesTheRouter() {
        setRoute(["cover"], at: 100)
        scheduler.scheduleAt(200) { [navigation] in XCTAssertEqual(navigation!.modal?.root?.segment, "cover") }
        scheduler.scheduleAt(300) { [navigation] in navigation!.modal = nil }     // the sheet swiped down
        scheduler.start()
        XCTAssertNil(navigation.modal)
        XCTAssertEqual(route, [])
    }
}
#endif
