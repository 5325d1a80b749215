/// A request's choice of the detent a sheet of its destination rests at
/// (`NavigationRequest.sheetDetent(_:of:)`): the reducer writes it into
/// `NavigationState.sheetDetents` under the sheet's route, and the router makes the sheet follow.
public struct SheetDetentSelection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The sheet's segment: the deepest segment of the destination with this name; `nil`: the
    /// destination's last segment.
    public let segment: RouteElementIdentifier?
    /// The detent the sheet rests at.
    public let detent: SheetDetent.Identifier

    /// The sheet of `segment` (the destination's last segment when `nil`) rests at `detent`.
    public init(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier? = nil) {
        self.segment = segment
        self.detent = detent
    }

    /// The sheet's route in `route` (up to and including the sheet's segment), or `nil` when
    /// `route` has no such segment (or is empty).
    public func sheetRoute(in route: Route) -> Route? {
        guard let segment else { return route.isEmpty ? nil : route }
        guard let index = route.lastIndex(of: segment) else { return nil }
        return Array(route.prefix(index + 1))
    }

    /// `large of player`, `medium` (of the destination).
    public var description: String { detent.rawValue + (segment.map { " of \($0)" } ?? "") }
}
