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

    override func setUp() {
        super.setUp()
        screens = SwiftUINavigation()
        let shown = screens!
        nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: shown.root,
                                shown: { shown.shownRoute }) { $0.navigationState }
        XCTAssertNoThrow(try Routes.registerLinks(on: nav.router))
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
        super.tearDown()
    }

    func testALinkToAPostSelectsTheFeedAndPushesThePostWithItsLinkData() throws {
        nav.navigate(toLink: "waypoint-example://post/42")
        nav.expect("""
            0 #2 start /feed → /feed/post/42 [deepLink]
            0 #2 push post/42
            0 #2 pushed post/42
            0 #2 completed /feed/post/42
            """)
        nav.assertShows([Routes.feed, Routes.post(42)])
        XCTAssertEqual(screens.tabs.selection, Routes.feed)
        let destination = try XCTUnwrap(screens.tabs.navigation(for: Routes.feed)?.path.last)
        XCTAssertEqual(destination.segment, "post/42")
        XCTAssertEqual(destination.data(as: [String: String].self), ["id": "42"])
    }

    func testALinkToAPostThatDoesNotExistFailsAndChangesNothing() {
        let request = nav.navigate(toLink: "waypoint-example://post/5")
        nav.advance()
        nav.expect("""
            0 #2 failed: Malformed link "waypoint-example://post/5": UnknownPost(id: "5")
            """)
        XCTAssertEqual(request.log, [
            #"0 onFailure: Malformed link "waypoint-example://post/5": UnknownPost(id: "5")"#,
            #"0 error: Malformed link "waypoint-example://post/5": UnknownPost(id: "5")"#,
        ])
        XCTAssertEqual(nav.store.state.navigationState.route, [Routes.feed])
        XCTAssertEqual(screens.tabs.navigation(for: Routes.feed)?.path, [])
    }

    func testAPostPushedFromTheFeedCarriesThePost() throws {
        let post = try XCTUnwrap(Post.withID(7))
        nav.navigate { $0.to([Routes.feed, Routes.post(post.id)]).passData(post) }
        nav.advance()
        nav.expect("""
            0 #2 start /feed → /feed/post/7 [request]
            0 #2 push post/7
            0 #2 pushed post/7
            0 #2 completed /feed/post/7
            """)
        nav.assertShows([Routes.feed, Routes.post(7)])
        let destination = try XCTUnwrap(screens.tabs.navigation(for: Routes.feed)?.path.last)
        XCTAssertEqual(destination.data(as: Post.self), post)
    }

    func testTheLoginSheetCoversTheProfileTabUntilTheUserSignsIn() throws {
        nav.dispatch(SetRouteAction([Routes.profile, Routes.settings]))
        nav.dispatch(Show(Routes.login), at: 5)
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
        nav.assertShows([Routes.profile, Routes.settings, Routes.login])
        let profile = try XCTUnwrap(screens.tabs.navigation(for: Routes.profile))
        XCTAssertEqual(profile.sheet?.root?.segment, Routes.login)

        nav.dispatch(SessionAction.signedIn("ada"), at: 10)
        nav.dispatch(Hide(Routes.login), at: 10)
        nav.advance(to: 10)
        nav.expect("""
            10 #4 start /profile/settings/login → /profile/settings
            10 #4 pop login
            10 #4 popped login
            10 #4 completed /profile/settings
            """)
        nav.assertShows([Routes.profile, Routes.settings])
        XCTAssertNil(profile.sheet)
        XCTAssertEqual(nav.store.state.signedInUser, "ada")
    }

    func testATabTheUserTapsBecomesTheStoresRoute() {
        nav.dispatch(SetRouteAction([Routes.feed, Routes.post(99)]))
        nav.advance()
        screens.tabs.selection = Routes.profile   // what TabView writes when the user taps a tab
        nav.advance()
        XCTAssertEqual(nav.store.state.navigationState.route, [Routes.profile])
        nav.assertShows([Routes.profile])
        // Back on the feed tab, its stack still shows the post.
        screens.tabs.selection = Routes.feed
        nav.advance()
        XCTAssertEqual(nav.store.state.navigationState.route, [Routes.feed, Routes.post(99)])
        nav.expect("""
            0 #2 start /feed → /feed/post/99
            0 #2 push post/99
            0 #2 pushed post/99
            0 #2 completed /feed/post/99
            0 #3 user selected a tab /feed/post/99 → /profile
            0 #3 synced /profile
            0 #4 user selected a tab /profile → /feed/post/99
            0 #4 synced /feed/post/99
            """)
    }
}
