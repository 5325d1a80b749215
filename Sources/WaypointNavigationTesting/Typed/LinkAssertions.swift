import WaypointRouter
import WaypointTesting

/// Asserts that every route of `routes` has a link under `links` that leads back to it
/// (route → link → route); fails the test at the caller with the list of those that don't, each
/// with its link and where it led, or why no link could be made.
///
/// ```swift
/// assertLinksRoundTrip(links, [[.feed], [.feed, .post(id: 42)], [.profile(name: "Ada", tab: .likes)]])
/// ```
///
/// Give at least one route per case, with sample data: the routes are what is checked.
public func assertLinksRoundTrip<Segment: RouteSegment>(
    _ links: RouteLinks<Segment>, _ routes: [[Segment]],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let failures = links.roundTripFailures(routes)
    guard !failures.isEmpty else { return }
    reportFailure("\(failures.count) of \(routes.count) routes do not round-trip through their links:\n"
                  + failures.map { "  " + $0 }.joined(separator: "\n"),
                  fileID: fileID, filePath: filePath, line: line, column: column)
}
