/// Puts restored state into the store in one step: the route, the data of each restored entry,
/// the entries themselves, the sheets' detents and the segments' transitions, with the trigger `.restoration`. Data and entries of routes that
/// are not a prefix of the restored route are dropped, as for any route change.
struct RestoreNavigationAction: AbsoluteRouteChangeAction {
    let route: Route
    let restorable: [Route: RestorationEntry]
    let data: [Route: RouteData]
    let detents: [Route: SheetDetent.Identifier]
    let transitions: [Route: RouteData]
    let animated: Bool
    let navigationID: NavigationID
    var trigger: NavigationTrigger { .restoration }
    var context: RouteData? { nil }
    var destinationData: RouteData? { data[route] }

    func destination(from route: Route) -> Route { self.route }

    func reduce(_ state: NavigationState) -> NavigationState {
        var next = state
        next.route = route
        next.changeRouteAnimated = animated
        next.navigationID = navigationID
        next.trigger = trigger
        next.context = nil
        next.options = NavigationOptions()
        next.routeSpecificData = state.routeSpecificData.filter { route.starts(with: $0.key) }.merging(data) { _, restored in restored }
        next.restorableRoutes = state.restorableRoutes.filter { route.starts(with: $0.key) }.merging(restorable) { _, restored in restored }
        next.sheetDetents = detents.filter { route.starts(with: $0.key) }
        next.segmentTransitions = transitions.filter { route.starts(with: $0.key) }
        return next
    }
}
