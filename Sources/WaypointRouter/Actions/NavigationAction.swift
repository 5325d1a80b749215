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
    /// the data (and sheet detents) of routes that are no longer a prefix of the new route,
    /// attaches `destinationData`, records the options' transition for a destination that was not
    /// on screen (`NavigationState.segmentTransitions`) and writes the options' sheet detents (one naming a segment
    /// the new route does not have is left out: `Router.send` fails such a request first).
    public func reduce(_ state: NavigationState) -> NavigationState {
        var next = state
        let route = destination(from: state.route)
        next.route = route
        next.changeRouteAnimated = animated
        next.navigationID = navigationID
        next.trigger = trigger
        let options = self.options
        var (data, restorable, detents, transitions) = state.extras(prunedTo: route)
        if let destinationData { data[route] = destinationData }
        if let identifier = options.restorationIdentifier {
            restorable[route] = RestorationEntry(identifier: identifier, protectionType: options.protectionType)
        }
        for selection in options.sheetDetents {
            if let sheet = selection.sheetRoute(in: route) { detents[sheet] = selection.detent }
        }
        // A destination already on screen keeps the transition it was shown with.
        if let transition = options.transition, !state.route.starts(with: route) { transitions[route] = transition }
        next.setExtras(routeSpecificData: data, context: context, options: options, restorableRoutes: restorable, sheetDetents: detents,
                       segmentTransitions: transitions)
        return next
    }
}
