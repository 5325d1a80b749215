import WaypointRouter

/// One screen of a SwiftUI navigation: a route segment and the data attached to its route. It is
/// what `NavigationModel.path` holds (so what `navigationDestination(for:)` receives) and the
/// root of a presented sheet or cover.
///
/// Two destinations are equal only when they are the same object: pushing `user/1` twice gives
/// two path elements, as two pushes of one view controller class give two controllers.
public final class NavigationDestination: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The route segment the screen shows.
    public let segment: RouteElementIdentifier
    /// The data attached to the route this segment ends, when the navigation carried some.
    public let data: RouteData?

    /// A destination for `segment` with `data`.
    public init(segment: RouteElementIdentifier, data: RouteData? = nil) {
        self.segment = segment
        self.data = data
    }

    /// The data as `type`; `nil` when there is none or it has another type.
    public func data<Value>(as type: Value.Type = Value.self) -> Value? { data?.value(as: type) }

    /// The destination's route segment, as `print` and debugging show it.
    public var description: String { segment }

    /// `true` when both are the same object.
    public static func == (lhs: NavigationDestination, rhs: NavigationDestination) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
