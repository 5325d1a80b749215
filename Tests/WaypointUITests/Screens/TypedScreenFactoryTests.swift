import Foundation
import WaypointNavigationTesting
import WaypointRouter
import WaypointStore
import WaypointTesting
import XCTest
import WaypointUI

/// The app's screens as one enum: two tabs, a post pushed with its id, a compose sheet.
/// A post's screen: it holds the id its case carried, typed.
private final class PostScreen: FakeScreen {
    let id: Int
    init(id: Int) {
        self.id = id
        super.init("post \(id)")
    }
}

/// A typed `ScreenFactory` behind a `TabBarRoutable` whose tabs are cases: each screen is built
/// from its case (with the case's data, typed) reached in-app, by a link or by restoration, and
/// the presentation comes from the same `switch`.
final class TypedScreenFactoryTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!
    private var log: ContainerLog!
    private var home: FakeStack!
    private var root: TabBarRoutable<FakeTabs, FakeStack>!
    private var nav: NavigationHarness<TypedAppState>!
    private var built: [Screen] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        log = ContainerLog(scheduler: scheduler)
        let log = self.log!
        home = FakeStack("home", root: FakeScreen("home-root"), log: log)
        let profile = FakeStack("profile", root: FakeScreen("profile-root"), log: log)
        let screens = ScreenFactory<FakeScreen>(Screen.self) { [unowned self] segment in
            switch segment {
            case .home, .profile: throw TestRoutableError("\(segment) is a tab")
            case .post(let id): return .push(self.build(segment, PostScreen(id: id)))
            case .compose(let to): return .sheet(self.build(segment, FakeScreen("compose to \(to)")))
            }
        }
        root = TabBarRoutable(tabs: FakeTabs(log: log), stacks: [(Screen.home, home), (Screen.profile, profile)], screens: screens) { screen, _ in
            FakeStack("modal(\(screen.name))", root: screen, log: log)
        }
        nav = NavigationHarness(state: TypedAppState(), reducer: typedReducer, rootRoutable: root, shown: { [unowned self] in self.root.displayedRoute },
                                stepTimeout: 50, scheduler: scheduler)
    }

    override func tearDown() {
        nav = nil
        root = nil
        home = nil
        log = nil
        scheduler = nil
        super.tearDown()
    }

    private func build<S: FakeScreen>(_ segment: Screen, _ screen: @autoclosure () -> S) -> S {
        built.append(segment)
        return screen()
    }

    func testEachCaseGetsItsScreenAndPresentationFromOneSwitch() {
        nav.router.navigate(to: [.home, .post(id: 42), .compose(to: "ada")])
        nav.expect("""
                  0 #1 user showed / → /home
                  0 #1 synced /home
                  0 #2 start /home → /home/post(id: 42)/compose(to: "ada") [request]
               0-10 #2 push post(id: 42)
              10-20 #2 push compose(to: "ada")
                 20 #2 completed /home/post(id: 42)/compose(to: "ada")
            """)
        nav.assertShows([.home, .post(id: 42), .compose(to: "ada")])
        XCTAssertEqual(log.calls, ["0 home.push(post 42)", "10 home.present(modal(compose to ada))"])
        XCTAssertEqual((home.screens.last as? PostScreen)?.id, 42)
        XCTAssertEqual(built, [.post(id: 42), .compose(to: "ada")], "asking for a presentation builds no screen")
        XCTAssertEqual(ScreenFactory<FakeScreen>(Screen.self) { _ in .fullScreen(FakeScreen("x")) }.presentation(of: Screen.home.routeIdentifier),
                       .fullScreen)
    }

    func testALinkAndARestorationBuildTheSameTypedScreen() throws {
        let links = try RouteLinks<Screen>(scheme: "app", patterns: ["post": "posts/:id"])
        nav.router.navigate(toLink: "app://home/posts/7", using: links)
        nav.run()
        nav.skipEvents()
        nav.assertShows([.home, .post(id: 7)])
        XCTAssertEqual((home.screens.last as? PostScreen)?.id, 7, nav.timeline)

        let saved = try nav.router.saveState()
        nav.router.navigate(to: [.profile])
        nav.run()
        nav.skipEvents()
        try nav.router.restoreState(from: saved, as: Screen.self)
        nav.run()
        nav.skipEvents()
        nav.assertShows([.home, .post(id: 7)])
        XCTAssertEqual((home.screens.last as? PostScreen)?.id, 7)
        XCTAssertEqual(built, [.post(id: 7), .post(id: 7)], "the link and the restoration each built the post from its case")
        nav.run()
        nav.skipEvents()
    }

    func testAStringSegmentHasNoScreenInATypedFactoryAndTheNavigationFails() {
        nav.router.navigate { $0.to(["home", "post/42"]) }
        nav.run()
        nav.skipEvents()
        nav.assertShows([.home])
        XCTAssertTrue(nav.timeline.contains("unknownScreen") || nav.timeline.contains("no screen"), nav.timeline)
        XCTAssertEqual(built, [])
    }

    func testAScreenThatThrowsFailsItsNavigation() {
        nav.router.navigate(to: [.home, .profile])
        nav.run()
        nav.skipEvents()
        nav.assertShows([.home])
        XCTAssertTrue(nav.timeline.contains("profile is a tab"), nav.timeline)
    }
}
