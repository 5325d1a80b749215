/// A `NavigationEvent` read in typed terms: its routes and steps as the app's segments.
///
/// `router.typedEvents` emits one for every event of `router.events`, in the same order. An event
/// whose routes or steps hold segments that are not `Segment`s (string segments mixed in) keeps
/// its string form, as `.other`.
public struct TypedNavigationEvent<Segment: RouteSegment>: Equatable, Sendable, CustomStringConvertible {
    /// What happened, in typed terms.
    public enum Kind: Equatable, Sendable {
        /// The router began moving the UI from `from` to `to`.
        case started(from: [Segment], to: [Segment], trigger: NavigationTrigger)
        /// A routable was asked to perform a step.
        case stepStarted(TypedRoutingStep<Segment>)
        /// The routable reported the step done.
        case stepEnded(TypedRoutingStep<Segment>)
        /// The UI shows `route`; the navigation is done.
        case completed(route: [Segment])
        /// The user changed the UI on their own: `from` → `to`.
        case userNavigated(from: [Segment], to: [Segment], by: UserNavigation.Kind)
        /// The router set the state's route back to what the UI shows.
        case synced(route: [Segment])
        /// Any other event (guards, cancellation, failure, …), or one whose segments are not
        /// `Segment`s, as the router reported it.
        case other(NavigationEvent.Kind)
    }

    /// The event as the router reported it.
    public let event: NavigationEvent
    /// What happened, in typed terms.
    public let kind: Kind

    /// The navigation this event belongs to.
    public var navigationID: NavigationID { event.navigationID }

    /// `event` read in typed terms.
    public init(_ event: NavigationEvent) {
        self.event = event
        kind = Self.kind(of: event.kind) ?? .other(event.kind)
    }

    private static func kind(of kind: NavigationEvent.Kind) -> Kind? {
        func route(_ route: Route) -> [Segment]? { try? SegmentTables.typedRoute(Segment.self, of: route) }
        switch kind {
        case .started(let from, let to, let trigger):
            guard let from = route(from), let to = route(to) else { return nil }
            return .started(from: from, to: to, trigger: trigger)
        case .stepStarted(let action): return TypedRoutingStep(action).map(Kind.stepStarted)
        case .stepEnded(let action): return TypedRoutingStep(action).map(Kind.stepEnded)
        case .completed(let shown): return route(shown).map { .completed(route: $0) }
        case .userNavigated(let from, let to, let by):
            guard let from = route(from), let to = route(to) else { return nil }
            return .userNavigated(from: from, to: to, by: by)
        case .synced(let shown): return route(shown).map { .synced(route: $0) }
        default: return nil
        }
    }

    /// As `NavigationEvent.description`: `#3 completed /feed/post(id: 42)`.
    public var description: String { event.description }
}
