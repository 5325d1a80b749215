/// One restorable entry of saved state, as `Router.restoreState(from:behavior:)` presents it to
/// decide its `StateRestorationBehavior`.
public struct StateRestorationContext: Sendable {
    /// The identifier the entry was saved under (`stateRestorable(identifier:)`).
    public let restorationIdentifier: String
    /// The route of the entry's screen.
    public let route: Route
    /// The entry's data, decoded, if it had `Codable` data.
    public let data: RouteData?
    /// The name of the protection space that guarded the entry's request, if any.
    public let protectionType: String?
    /// The whole saved route (the entry's route is a prefix of it).
    public let savedRoute: Route

    /// A context for the saved entry `restorationIdentifier` at `route`, within the whole `savedRoute`.
    public init(restorationIdentifier: String, route: Route, data: RouteData?, protectionType: String?, savedRoute: Route) {
        self.restorationIdentifier = restorationIdentifier
        self.route = route
        self.data = data
        self.protectionType = protectionType
        self.savedRoute = savedRoute
    }

    /// The entry's route as segments of `type` (see `Router.restoreState(from:as:animated:behavior:)`),
    /// or `nil` when a segment is not one of a `Segment`.
    public func typedRoute<Segment: RouteSegment>(as type: Segment.Type) -> [Segment]? {
        try? route.segments(as: type)
    }

    /// The entry's data as `type`.
    public func data<Value>(as type: Value.Type = Value.self) -> Value? { data?.value(as: type) }
}
