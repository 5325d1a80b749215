import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

final class RouteLinksTests: LeakCheckingTestCase {
    private let samples: [[Screen]] = [
        [], [.feed], [.feed, .post(id: 42)], [.feed, .post(id: -1), .profile(name: "Ada Lovelace/ü", tab: .likes)],
        [.search("a \"quoted\" / slash"), .settings], [.settings, .settings, .feed],
    ]

    func testEveryCaseHasALinkThatRoundTripsWithNothingDeclared() throws {
        let links = try RouteLinks<Screen>(scheme: "myapp")
        XCTAssertEqual(try links.link(for: [.feed, .post(id: 42)]), "myapp://feed/post(id:42)")
        XCTAssertEqual(try links.link(for: [.search("a b")]), "myapp:///search(%22a%20b%22)")
        XCTAssertEqual(try links.link(for: [.post(id: 1)]), "myapp:///post(id:1)")
        XCTAssertEqual(links.roundTripFailures(samples), [])
        XCTAssertEqual(try RouteLinks<Screen>().link(for: [.feed, .settings]), "/feed/settings")
        XCTAssertEqual(try RouteLinks<Screen>().roundTripFailures(samples), [])
    }

    func testPatternsGiveCasesReadableLinksWithTypedParameters() throws {
        let links = try RouteLinks<Screen>(scheme: "myapp", patterns: ["post": "posts/:id", "profile": "u/:name/:tab", "search": "search/:0"])
        XCTAssertEqual(try links.link(for: [.feed, .post(id: 42)]), "myapp://feed/posts/42")
        XCTAssertEqual(try links.link(for: [.profile(name: "Ada", tab: .likes)]), "myapp://u/Ada/likes")
        XCTAssertEqual(try links.route(for: "myapp://feed/posts/42"), [.feed, .post(id: 42)])
        XCTAssertEqual(try links.route(for: "MYAPP://u/Ada%20L/posts/search/x"), [.profile(name: "Ada L", tab: .posts), .search("x")])
        XCTAssertEqual(try links.route(for: "/feed/posts/7"), [.feed, .post(id: 7)])
        XCTAssertEqual(links.roundTripFailures(samples), [])
    }

    func testABadParameterIsAMalformedLinkThatNamesIt() throws {
        let links = try RouteLinks<Screen>(scheme: "myapp", patterns: ["post": "posts/:id", "profile": "u/:name/:tab"])
        XCTAssertThrowsError(try links.route(for: "myapp://feed/posts/abc")) { error in
            XCTAssertEqual(error as? RoutingError, .malformedLink("myapp://feed/posts/abc", reason: "post at path segment 2: field id: \"abc\" is not a valid Int"))
        }
        XCTAssertThrowsError(try links.route(for: "myapp://u/Ada/friends")) { error in
            guard case .malformedLink(_, let reason)? = error as? RoutingError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasPrefix("profile at path segment 1: field tab:"), reason)
        }
        XCTAssertThrowsError(try links.route(for: "myapp://feed/nothing")) { error in
            XCTAssertEqual(error as? RoutingError, .unknownLink("myapp://feed/nothing"))
        }
        // A case with a pattern is reached by its pattern only: one value, one link.
        XCTAssertThrowsError(try links.route(for: "myapp:///post(id:42)")) { error in
            XCTAssertEqual(error as? RoutingError, .unknownLink("myapp:///post(id:42)"))
        }
        XCTAssertThrowsError(try links.route(for: "other://feed")) { error in
            XCTAssertEqual(error as? RoutingError, .malformedLink("other://feed", reason: "its scheme is other; these links have the scheme myapp"))
        }
        XCTAssertThrowsError(try links.route(for: "myapp://feed/%ZZ")) { error in
            guard case .malformedLink(_, let reason)? = error as? RoutingError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("invalid percent escape"), reason)
        }
        var short = links
        short.maximumLength = 10
        XCTAssertThrowsError(try short.route(for: "myapp://feed/posts/1")) { error in
            XCTAssertEqual(error as? RoutingError, .malformedLink("myapp://feed/posts/1", reason: "it is 20 bytes long; the limit is 10"))
        }
    }

    func testPatternsThatCannotBeReadOrDoNotCoverTheFieldsAreRefused() throws {
        XCTAssertThrowsError(try RouteLinks<Screen>(patterns: ["post": "/:id"])) { error in
            XCTAssertEqual(error as? RoutingError, .malformedLink("/:id", reason: "invalid pattern for case post: it must start with a literal segment"))
        }
        XCTAssertThrowsError(try RouteLinks<Screen>(patterns: ["post": "posts/*rest"]))
        XCTAssertThrowsError(try RouteLinks<Screen>(patterns: ["post": "myapp://posts/:id"]))
        let missing = try RouteLinks<Screen>(patterns: ["profile": "u/:name"])
        XCTAssertEqual(missing.roundTripFailures([[.profile(name: "Ada", tab: .posts)]]),
                       ["/profile(name: \"Ada\", tab: \"posts\"): Malformed link \"u/:name\": the pattern of case profile has no parameter for its field tab"])
        let extra = try RouteLinks<Screen>(patterns: ["post": "posts/:id/:slug"])
        XCTAssertEqual(extra.roundTripFailures([[.post(id: 1)]]),
                       ["/post(id: 1): Malformed link \"posts/:id/:slug\": the pattern of case post names the parameter :slug, which the case has no field for"])
    }

    func testARouteWhoseLinkLeadsElsewhereIsReported() throws {
        // `settings` is linked by the pattern `feed`, which is also the link of the case `feed`.
        let links = try RouteLinks<Screen>(patterns: ["settings": "feed"])
        XCTAssertEqual(links.roundTripFailures([[.settings], [.feed], [.post(id: 1), .settings]]),
                       ["/feed: its link /feed leads to /settings"])
    }

    func testTheRouterNavigatesToALinkInTypedTermsAndTheScreenGetsTheSameValue() throws {
        let links = try RouteLinks<Screen>(scheme: "myapp", patterns: ["post": "posts/:id"])
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer)
        let request = nav.navigate(toLink: "myapp://feed/posts/42", using: links)
        nav.expect("""
              0 #1 start / → /feed/post(id: 42) [deepLink]
            0-1 #1 push feed
            1-2 #1 push post(id: 42)
              2 #1 completed /feed/post(id: 42)
            """)
        XCTAssertEqual(request.log, ["2 completion", "2 onSuccess /feed/post(id: 42)", "2 next /feed/post(id: 42)", "2 completed"])
        // In-app, the same screen gets the same value: the same segment, no step.
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 42)]))
        nav.expect("""
              2 #2 start /feed/post(id: 42) → /feed/post(id: 42)
              2 #2 completed /feed/post(id: 42)
            """)
        XCTAssertEqual(nav.state.typedRoute, [.feed, .post(id: 42)])
        XCTAssertEqual(nav.state.navigationState.trigger, .action)
    }

    func testABadLinkChangesNothingAndFailsItsRequestOnce() throws {
        let links = try RouteLinks<Screen>(scheme: "myapp", patterns: ["post": "posts/:id"])
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer)
        nav.router.limits.maximumRouteDepth = 2
        let bad = nav.navigate(toLink: "myapp://feed/posts/x", using: links)
        let deep = nav.navigate(toLink: "myapp://feed/feed/feed", using: links)
        nav.expect("""
            0 #1 failed: Malformed link "myapp://feed/posts/x": post at path segment 2: field id: "x" is not a valid Int
            0 #2 failed: Malformed link "myapp://feed/feed/feed": its route is 3 segments deep; the limit is 2 (router.limits.maximumRouteDepth)
            """)
        XCTAssertEqual(bad.log, ["0 onFailure: Malformed link \"myapp://feed/posts/x\": post at path segment 2: field id: \"x\" is not a valid Int",
                                 "0 error: Malformed link \"myapp://feed/posts/x\": post at path segment 2: field id: \"x\" is not a valid Int"])
        XCTAssertEqual(deep.log.count, 2)
        XCTAssertEqual(nav.state.typedRoute, [])
        // A path far deeper than any route is refused before anything is decoded.
        let long = "/" + Array(repeating: "feed", count: 1_000).joined(separator: "/")
        nav.navigate(toLink: long, using: links)
        nav.expect("""
            0 #3 failed: Malformed link "\(long.prefix(200))…": its path has 1000 segments; routes are at most 2 deep (router.limits.maximumRouteDepth)
            """)
    }
}
