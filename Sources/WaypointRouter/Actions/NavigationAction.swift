import WaypointStore

/// An action that `NavigationReducer` applies to the navigation state.
public protocol NavigationAction: Action {
    /// The navigation state after this action.
    func reduce(_ state: NavigationState) -> NavigationState
}

/// A navigation action that moves to a new route: it gets a navigation id, guards see it, and the
/// router reports its progress as events under that id.
public protocol RouteChangeAction: NavigationAction {
    /// The id of the navigation this action starts.
    var navigationID: NavigationID { get }
    /// Whether the transition is animated.
    var animated: Bool { get }
    /// What started it.
    var trigger: NavigationTrigger { get }
    /// A value handed to the routables during the transition.
    var context: RouteData? { get }
    /// Data to attach to the destination route, if any.
    var destinationData: RouteData? { get }
    /// The options of the request that made this action (none for actions made by hand).
    var options: NavigationOptions { get }
    /// The route this action leads to from `route`.
    func destination(from route: Route) -> Route
}

extension RouteChangeAction {
    /// No options.
    public var options: NavigationOptions { NavigationOptions() }

    /// Moves to `destination(from:)`, records the id, trigger, animation flag and context, drops
    /// the data of routes that are no longer a prefix of the new route and attaches
    /// `destinationData`.
    public func reduce(_ state: NavigationState) -> NavigationState {
        var next = state
        let route = destination(from: state.route)
        next.route = route
        next.changeRouteAnimated = animated
        next.navigationID = navigationID
        next.trigger = trigger
        next.context = context
        next.options = options
        next.routeSpecificData = state.routeSpecificData.filter { route.starts(with: $0.key) }
        if let destinationData { next.routeSpecificData[route] = destinationData }
        next.restorableRoutes = state.restorableRoutes.filter { route.starts(with: $0.key) }
        if let identifier = options.restorationIdentifier {
            next.restorableRoutes[route] = RestorationEntry(identifier: identifier, protectionType: options.protectionType)
        }
        return next
    }
}
