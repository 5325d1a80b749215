import WaypointRouter
import WaypointTesting

extension NavigationHarness where State: HasTypedRoute {
    /// The route in the store, as the app's segments (see `HasTypedRoute.typedRoute`).
    public var typedRoute: [State.Segment] { state.typedRoute }

    /// Asserts that the UI shows the typed route `expected`: `nav.assertShows([.feed, .post(id: 42)])`;
    /// on failure lists both by depth, in the app's cases.
    public func assertShows(_ expected: [State.Segment],
                            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        assertShows(expected.routeIdentifiers, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts that the store's route is the typed route `expected`; on failure lists both by
    /// depth, in the app's cases.
    public func assertRoute(_ expected: [State.Segment],
                            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        assertRoute(expected.routeIdentifiers, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The user dismisses `segment` and what it shows above it, now.
    public func userDismisses(_ segment: State.Segment) {
        userDismisses(segment.routeIdentifier)
    }

    /// The user taps the tab `segment` of the tab bar at `depth`, now.
    public func userSelectsTab(_ segment: State.Segment, atDepth depth: Int) {
        userSelectsTab(segment.routeIdentifier, atDepth: depth)
    }
}
