import XCTest
import WaypointNavigationTesting
import WaypointRouter

private enum Page: RouteSegment {
    case home
    case article(slug: String)
    case archive(year: Int, month: Int)
}

final class LinkAssertionsTests: KitFailureTestCase {
    func testRoutesThatRoundTripPass() throws {
        let links = try RouteLinks<Page>(scheme: "news", patterns: ["article": "a/:slug", "archive": "archive/:year/:month"])
        assertLinksRoundTrip(links, [[.home], [.home, .article(slug: "swift-6")], [.archive(year: 2026, month: 11), .article(slug: "x y")]])
        XCTAssertEqual(failures, [])
    }

    func testABrokenAppFailsWithTheListOfRoutesThatDoNotRoundTrip() throws {
        // `archive` forgot its month; `home`'s pattern is also `article`'s literal, so `home`
        // followed by an article reads as an article followed by garbage.
        let links = try RouteLinks<Page>(patterns: ["archive": "archive/:year", "home": "a", "article": "a/:slug"])
        assertLinksRoundTrip(links, [[.home], [.home, .article(slug: "b")], [.archive(year: 2026, month: 11)]]); let line = #line
        XCTAssertEqual(failures.map(\.description), ["""
            2 of 3 routes do not round-trip through their links:
              /home/article(slug: "b"): No route matches the link "/a/a/b"
              /archive(year: 2026, month: 11): Malformed link "archive/:year": the pattern of case archive has no parameter for its field month
            """])
        XCTAssertEqual(failures.map(\.line), [line])
    }
}
