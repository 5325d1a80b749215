import WaypointRouter

/// What a screen factory gets to build the screen of one route segment.
public struct ScreenRequest: Sendable {
    /// The segment to show.
    public let segment: RouteElementIdentifier
    /// The step's routing context: the navigation, its destination and the data attached to
    /// the route this segment ends.
    public let context: RoutingContext

    /// A request for `segment`.
    public init(segment: RouteElementIdentifier, context: RoutingContext) {
        self.segment = segment
        self.context = context
    }

    /// The data attached to the route this segment ends, as `type`; `nil` when there is none or
    /// it has another type.
    public func data<Value>(as type: Value.Type = Value.self) -> Value? { context.data(as: type) }
}
