#if canImport(Observation)
import Observation
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// What SwiftUI writes to a typed stack's path when the user taps `NavigationLink(value:)` goes
/// through the router: the store's route changes first, then the stack
/// shows it; going back stays a user-made change; sheets come from the cases.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class TypedNavigationPathTests: LeakCheckingTestCase {
    private var navigation: NavigationModel!
    private var nav: NavigationHarness<TypedAppState>!

    override func setUp() {
        super.setUp()
        makeHarness(ordering: .app)
    }

    private func makeHarness(ordering: HarnessOrdering) {
        nav = nil
        navigation = NavigationModel()
        let root = StackRoutable(navigation: navigation, routes: Screen.self, presentation: \.presentation)
        nav = NavigationHarness(state: TypedAppState(), reducer: typedReducer, rootRoutable: root,
                                shown: { root.displayedRoute }, stepTimeout: 50, ordering: ordering)
    }

    override func tearDown() {
        nav = nil
        navigation = nil
        super.tearDown()
    }

    private func typedPath(_ model: NavigationModel) -> TypedNavigationPath<Screen> { TypedNavigationPath(model) }

    func testALinkTapNavigatesThroughTheRouterAndTheStackFollows() {
        makeHarness(ordering: .queued)
        nav.router.navigate(to: [.home])
        nav.run()
        nav.skipEvents()

        typedPath(navigation).segments = [.home, .post(id: 42)]   // NavigationLink(value: Screen.post(id: 42))
        XCTAssertEqual(typedPath(navigation).segments, [.home], "the tap alone changes nothing on screen")
        nav.expect("""
            0 #2 start /home → /home/post(id: 42) [request]
            0 #2 push post(id: 42)
            0 #2 pushed post(id: 42)
            0 #2 completed /home/post(id: 42)
            """)
        XCTAssertEqual(typedPath(navigation).segments, [.home, .post(id: 42)])
        nav.assertRoute([.home, .post(id: 42)])
        nav.assertInSync()
    }

    func testALinkTheGuardsRefuseChangesNeitherTheRouteNorTheStack() {
        struct Hidden: Error, CustomStringConvertible { var description: String { "post 13 is hidden" } }
        nav.router.add(guard: NavigationGuard(name: "HiddenPosts") { context, completion in
            completion(context.typedTo(as: Screen.self).contains(.post(id: 13)) ? .failure(Hidden()) : .success)
        })
        nav.router.navigate(to: [.home])
        nav.run()
        nav.skipEvents()
        typedPath(navigation).segments = [.home, .post(id: 13)]
        nav.run()
        XCTAssertTrue(nav.unassertedEvents.contains { $0.contains("post 13 is hidden") }, nav.timeline)
        nav.skipEvents()
        XCTAssertEqual(typedPath(navigation).segments, [.home], "the link pushed nothing")
        nav.assertRoute([.home])
        nav.assertInSync()
    }

    func testAWriteThatOnlyRemovesScreensIsTheUserGoingBack() {
        nav.router.navigate(to: [.home, .post(id: 1), .post(id: 2)])
        nav.run()
        nav.skipEvents()
        typedPath(navigation).segments = [.home]
        nav.expect("""
            0 #2 user popped /home/post(id: 1)/post(id: 2) → /home
            0 #2 synced /home
            """)
        nav.assertInSync()
        typedPath(navigation).segments = [.home]
        nav.expectNoEvents()
    }

    func testAReplacedPathAndASheetCaseGoThroughTheRouterFromTheSheetsOwnStack() throws {
        nav.router.navigate(to: [.home, .post(id: 1)])
        nav.run()
        nav.skipEvents()
        typedPath(navigation).segments = [.profile]
        nav.run()
        nav.skipEvents()
        nav.assertRoute([.profile])

        typedPath(navigation).segments = [.profile, .compose(to: "ada")]
        nav.run()
        nav.skipEvents()
        let sheet = try XCTUnwrap(navigation.sheet)
        XCTAssertEqual(sheet.root?.segment, Screen.compose(to: "ada").routeIdentifier)
        XCTAssertEqual(typedPath(navigation).segments, [.profile])

        typedPath(sheet).segments = [.post(id: 7)]   // a link inside the sheet
        nav.expect("""
            0 #4 start /profile/compose(to: "ada") → /profile/compose(to: "ada")/post(id: 7) [request]
            0 #4 push post(id: 7)
            0 #4 pushed post(id: 7)
            0 #4 completed /profile/compose(to: "ada")/post(id: 7)
            """)
        XCTAssertEqual(typedPath(sheet).segments, [.post(id: 7)])
        nav.assertInSync()
    }

    func testAStringSegmentHasNoDestinationOnATypedStack() {
        nav.router.navigate { $0.to(["home", "user/1"]) }
        nav.run()
        nav.skipEvents()
        nav.assertShows([.home])
        XCTAssertTrue(nav.timeline.contains("no screen is registered for \"user/1\""), nav.timeline)
    }

    func testLinksInATabsStackNavigateWithTheTabInTheRoute() {
        let tabs = TabNavigationModel(tabs: [Screen.home, .profile])
        let root = TabBarRoutable(tabs: tabs, routes: Screen.self, presentation: \.presentation)
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedReducer, rootRoutable: root,
                                    shown: { root.displayedRoute }, stepTimeout: 50)
        nav.router.navigate(to: [.profile])
        nav.run()
        nav.skipEvents()
        TypedNavigationPath<Screen>(tabs.stacks[1]).segments = [.post(id: 3)]
        nav.run()
        nav.skipEvents()
        nav.assertRoute([.profile, .post(id: 3)])
        nav.assertInSync()
        XCTAssertEqual(TypedNavigationPath<Screen>(tabs.stacks[1]).segments, [.post(id: 3)])
        XCTAssertEqual(tabs.selection, Screen.profile.routeIdentifier)
    }
}
#endif
