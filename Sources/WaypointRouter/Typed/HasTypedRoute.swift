/// An application state whose route is typed: its navigation state's route is a route of
/// `Segment`s, so the router and reducers read and write it in the app's own cases.
///
/// ```swift
/// struct AppState: HasTypedRoute {
///     typealias Segment = Screen
///     var navigationState = NavigationState()
/// }
/// router.navigate(to: [.feed, .post(id: 42)])  // Router<AppState>
/// switch state.typedRoute.last { case .post(let id)?: … }
/// ```
public protocol HasTypedRoute: HasNavigationState {
    /// The app's route segment type.
    associatedtype Segment: RouteSegment
}

extension HasTypedRoute {
    /// The route as `Segment`s: the longest prefix of the route whose segments are `Segment`s
    /// (all of it, unless string segments were mixed in). Read it in reducers and views.
    public var typedRoute: [Segment] { navigationState.typedRoute(as: Segment.self) }
}

extension NavigationState {
    /// The route as segments of `type`: the longest prefix of `route` whose segments are
    /// `Segment`s (all of it, unless string segments were mixed in).
    public func typedRoute<Segment: RouteSegment>(as type: Segment.Type) -> [Segment] {
        route.typedPrefix(as: type)
    }
}

extension Array where Element == RouteElementIdentifier {
    /// The longest prefix of this route whose segments are identifiers of `Segment`s, as segments
    /// (all of it, unless string segments or another type's segments were mixed in).
    public func typedPrefix<Segment: RouteSegment>(as type: Segment.Type) -> [Segment] {
        if let segments = try? SegmentTables.typedRoute(type, of: self) { return segments }
        var prefix: [Segment] = []
        for identifier in self {
            guard let segment = try? SegmentTables.segments(type, of: CollectionOfOne(identifier))[0] else { break }
            prefix.append(segment)
        }
        return prefix
    }
}
