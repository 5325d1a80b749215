import ExampleNavigation
import Waypoint
import WaypointNavigationTesting
import XCTest

/// The example app's navigation, run on virtual time with the test kit: the app's own store,
/// reducer, links and SwiftUI models (`SwiftUINavigation`, the models its tab view binds to).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class ExampleNavigationTests: XCTestCase {
    private var screens: SwiftUINavigation!
    private var nav: NavigationHarness<AppState>!
    private var links: RouteLinks<Screen>!

    override func setUp() {
        super.setUp()
        screens = SwiftUINavigation()
        let shown = screens!
        nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: shown.root,
                                shown: { shown.shownRoute.routeIdentifiers }) { $0.navigationState }
        links = try? Screen.links()
        XCTAssertNotNil(links)
        // At launch the store's empty route becomes what the tab view shows: its first tab.
        nav.advance()
        nav.expect("""
            0 #1 user showed / → /feed
            0 #1 synced /feed
            """)
    }

    override func tearDown() {
        nav = nil
        screens = nil
        links = nil
        super.tearDown()
    }

    private func path(of tab: Screen) -> [Screen] {
        screens.tabs.navigation(for: tab.routeIdentifier).map { TypedNavigationPath<Screen>($0).segments } ?? []
    }

    func testEveryRouteHasALinkThatLeadsBackToIt() {
        assertLinksRoundTrip(links, [[.feed], [.feed, .post(id: 42)], [.profile, .settings], [.feed, .login], [.profile]])
        XCTAssertEqual(try links.link(for: [.feed, .post(id: 42)]), "waypoint-example://feed/post/42")
    }

    func testALinkToAPostPushesThePostWithItsNumberTyped() {
        nav.navigate(toLink: "waypoint-example://feed/post/42", using: links)
        nav.expect("""
            0 #2 start /feed → /feed/post(id: 42) [deepLink]
            0 #2 push post(id: 42)
            0 #2 pushed post(id: 42)
            0 #2 completed /feed/post(id: 42)
            """)
        nav.assertShows([.feed, .post(id: 42)])
        XCTAssertEqual(screens.tabs.selection, Screen.feed.routeIdentifier)
        XCTAssertEqual(path(of: .feed), [.post(id: 42)])
    }

    func testALinkWhosePostNumberIsNotANumberFailsAndChangesNothing() {
        let request = nav.navigate(toLink: "waypoint-example://feed/post/abc", using: links)
        nav.advance()
        nav.expect("""
            0 #2 failed: Malformed link "waypoint-example://feed/post/abc": post at path segment 2: field id: "abc" is not a valid Int
            """)
        XCTAssertEqual(request.log.count, 2)
        XCTAssertEqual(nav.store.state.typedRoute, [.feed])
        XCTAssertEqual(path(of: .feed), [])
    }

    func testAPostLinkTappedInTheFeedNavigatesThroughTheRouter() {
        // What SwiftUI writes when the user taps NavigationLink(value: Screen.post(id: 7)).
        let feed = TypedNavigationPath<Screen>(screens.tabs.stacks[0])
        feed.segments = [.post(id: 7)]
        nav.advance()
        nav.expect("""
            0 #2 start /feed → /feed/post(id: 7) [request]
            0 #2 push post(id: 7)
            0 #2 pushed post(id: 7)
            0 #2 completed /feed/post(id: 7)
            """)
        nav.assertShows([.feed, .post(id: 7)])
        XCTAssertEqual(nav.store.state.typedRoute, [.feed, .post(id: 7)])
    }

    func testTheLoginSheetCoversTheProfileTabUntilTheUserSignsIn() throws {
        nav.dispatch(SetRouteAction([Screen.profile, .settings]))
        nav.dispatch(Show(Screen.login), at: 5)
        nav.advance(to: 5)
        nav.expect("""
            0 #2 start /feed → /profile/settings
            0 #2 change feed → profile
            0 #2 changed feed → profile
            0 #2 push settings
            0 #2 pushed settings
            0 #2 completed /profile/settings
            5 #3 start /profile/settings → /profile/settings/login
            5 #3 push login
            5 #3 pushed login
            5 #3 completed /profile/settings/login
            """)
        nav.assertShows([.profile, .settings, .login])
        let profile = try XCTUnwrap(screens.tabs.navigation(for: Screen.profile.routeIdentifier))
        XCTAssertEqual(profile.sheet?.root?.segment, Screen.login.routeIdentifier)

        nav.dispatch(SessionAction.signedIn("ada"), at: 10)
        nav.dispatch(Hide(Screen.login), at: 10)
        nav.advance(to: 10)
        nav.expect("""
            10 #4 start /profile/settings/login → /profile/settings
            10 #4 pop login
            10 #4 popped login
            10 #4 completed /profile/settings
            """)
        nav.assertShows([.profile, .settings])
        XCTAssertNil(profile.sheet)
        XCTAssertEqual(nav.store.state.signedInUser, "ada")
    }

    func testATabTheUserTapsBecomesTheStoresRoute() {
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 99)]))
        nav.advance()
        screens.tabs.selection = Screen.profile.routeIdentifier   // what TabView writes when the user taps a tab
        nav.advance()
        XCTAssertEqual(nav.store.state.typedRoute, [.profile])
        nav.assertShows([.profile])
        // Back on the feed tab, its stack still shows the post.
        screens.tabs.selection = Screen.feed.routeIdentifier
        nav.advance()
        XCTAssertEqual(nav.store.state.typedRoute, [.feed, .post(id: 99)])
        nav.expect("""
            0 #2 start /feed → /feed/post(id: 99)
            0 #2 push post(id: 99)
            0 #2 pushed post(id: 99)
            0 #2 completed /feed/post(id: 99)
            0 #3 user selected a tab /feed/post(id: 99) → /profile
            0 #3 synced /profile
            0 #4 user selected a tab /profile → /feed/post(id: 99)
            0 #4 synced /feed/post(id: 99)
            """)
    }
}
