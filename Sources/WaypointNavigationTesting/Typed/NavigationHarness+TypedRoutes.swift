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
    public func userDismisses(_ segment: State.Segment, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        userDismisses(segment.routeIdentifier, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The user dismisses `segment` and what it shows above it, at tick `time`.
    public func userDismisses(_ segment: State.Segment, at time: TestTime, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        userDismisses(segment.routeIdentifier, at: time, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The user taps the tab `segment` of the tab bar at `depth`, now.
    public func userSelectsTab(_ segment: State.Segment, atDepth depth: Int, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        userSelectsTab(segment.routeIdentifier, atDepth: depth, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The user taps the tab `segment` of the tab bar at `depth`, at tick `time`.
    public func userSelectsTab(_ segment: State.Segment, atDepth depth: Int, at time: TestTime,
                               fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        userSelectsTab(segment.routeIdentifier, atDepth: depth, at: time, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The user drags the sheet `segment` down at tick `time`, lifting the finger at `end`, the
    /// guards asked first (see `userSwipesDown(_:at:endingAt:finished:)` with an identifier).
    public func userSwipesDown(_ segment: State.Segment, at time: TestTime, endingAt end: TestTime, finished: Bool = true,
                               fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        userSwipesDown(segment.routeIdentifier, at: time, endingAt: end, finished: finished, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The user taps the tab `segment` of the tab bar at `depth`, the guards asked first (see
    /// `userTapsTab(_:atDepth:at:)` with an identifier).
    public func userTapsTab(_ segment: State.Segment, atDepth depth: Int, at time: TestTime? = nil,
                            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        userTapsTab(segment.routeIdentifier, atDepth: depth, at: time, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Sends a navigation to the typed route `route` at tick `time` (now when `nil`), with the
    /// request options of `configure`, and records its callbacks and result (see `RecordedRequest`).
    @discardableResult
    public func navigate(to route: [State.Segment], at time: TestTime? = nil,
                         _ configure: @escaping (NavigationRequest) -> Void = { _ in }) -> RecordedRequest {
        let identifiers = route.routeIdentifiers
        return navigate(at: time) { request in
            configure(request)
            request.to(identifiers)
        }
    }
}

extension TestRoutableTree {
    /// Makes steps on the typed segment `segment` behave as `behavior` (see
    /// `setBehavior(_:for:on:)`): `tree.setBehavior(.fail("offline"), for: Screen.post(id: 42))`.
    public func setBehavior<Segment: RouteSegment>(_ behavior: StepBehavior, for segment: Segment, on method: RoutableCall.Method? = nil) {
        setBehavior(behavior, for: segment.routeIdentifier, on: method)
    }

    /// Makes the screen of the typed segment `segment` expect navigation data of type `type`
    /// (see `setDataType(_:for:)`).
    public func setDataType<Data, Segment: RouteSegment>(_ type: Data.Type, for segment: Segment) {
        setDataType(type, for: segment.routeIdentifier)
    }

    /// The user taps a tab at `depth` whose own stack shows the typed `segments` (see
    /// `userSelectsTab(_:atDepth:)`).
    public func userSelectsTab<Segment: RouteSegment>(_ segments: [Segment], atDepth depth: Int) {
        userSelectsTab(segments.routeIdentifiers, atDepth: depth)
    }

    /// The UI reports that it shows the typed route `route` (see `userShows(_:)`).
    public func userShows<Segment: RouteSegment>(_ route: [Segment]) {
        userShows(route.routeIdentifiers)
    }
}
