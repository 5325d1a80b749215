import WaypointRouter

/// What a split view column shows for the route: the segment selected for it and its screen.
public struct SplitSelection<Screen: AnyObject> {
    /// The route segment the column shows.
    public let segment: RouteElementIdentifier
    /// The screen showing it.
    public let screen: Screen

    /// The selection of `segment`, shown by `screen`.
    public init(segment: RouteElementIdentifier, screen: Screen) {
        self.segment = segment
        self.screen = screen
    }

}
