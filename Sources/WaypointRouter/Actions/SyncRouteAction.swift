/// Dispatched by the router to bring `NavigationState.route` (and its sheet detents) back to what the UI shows (after a
/// step failed or timed out, or the user navigated on their own). It runs no transition.
///
/// It applies only while the state still belongs to `expectedNavigationID`, so it never
/// overwrites a newer navigation that reached the store first. The router has the store reduce
/// it at once, without the action pipeline (as `Store.replay(_:)` does): the store's route equals
/// the screen when the router reports `synced`, whatever the app's interceptors and middleware
/// would do with it (they do not see it; state subscribers and recorders do).
public struct SyncRouteAction: NavigationAction, Equatable {
    /// The route the UI shows.
    public let route: Route
    /// The navigation the state must still belong to.
    public let expectedNavigationID: NavigationID?
    /// The detents the UI's sheets rest at (`NavigationState.sheetDetents`); `nil` keeps the
    /// state's (those of routes still in `route`).
    public let sheetDetents: [Route: SheetDetent.Identifier]?

    /// Syncs the state to `route` (and its sheets to `sheetDetents`, unless `nil`) if it still
    /// belongs to `expectedNavigationID`.
    public init(route: Route, expectedNavigationID: NavigationID?, sheetDetents: [Route: SheetDetent.Identifier]? = nil) {
        self.route = route
        self.expectedNavigationID = expectedNavigationID
        self.sheetDetents = sheetDetents
    }

    /// The state with `route` and the `.sync` trigger, or unchanged when a newer navigation won.
    public func reduce(_ state: NavigationState) -> NavigationState {
        guard state.navigationID == expectedNavigationID else { return state }
        var next = state
        next.route = route
        next.trigger = .sync
        let (data, restorable, detents, transitions) = state.extras(prunedTo: route)
        next.setExtras(routeSpecificData: data, context: state.context, options: state.options, restorableRoutes: restorable,
                       sheetDetents: sheetDetents?.filter { route.starts(with: $0.key) } ?? detents, segmentTransitions: transitions)
        return next
    }
}
