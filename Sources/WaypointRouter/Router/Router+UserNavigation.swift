import WaypointStore

extension Router {
    /// Tells the router that the user removed the top screen on their own (the back button, a
    /// swipe back); the same as `userDidNavigate(.popped(count: 1))`.
    public func didPop() {
        userDidNavigate(.popped(count: 1))
    }

    /// Tells the router what the user changed on screen on their own (a back swipe, a tab tap, a
    /// sheet swiped down, or any route the UI now shows). Call it from any thread, after the UI
    /// changed; the router handles it on its scheduler.
    ///
    /// The router updates what it knows is on screen, reports a `userNavigated(from:to:by:)`
    /// event under a new id, and sets the state's route to match with a `SyncRouteAction`,
    /// running no transition. A change made while a step runs is applied after that step, and
    /// ends the running navigation: `completed` if the screen shows its destination, otherwise
    /// `cancelled(.interruptedByUser)` (see `UserNavigation`). A change that leaves the route as
    /// it was (`showed` with new routables for the same route: a split view that collapsed)
    /// ends nothing: the navigation goes on, on those routables.
    public func userDidNavigate(_ change: UserNavigation) {
        submit(.user(change))
    }

    /// Dispatches `action` to the store the router follows: how the UI hands on what the user
    /// chose beside a change of the route (WaypointUI's `DialogAnswered` after a dialog's
    /// dismissal was reported with `userDidNavigate(_:)`). Call it from any thread, as
    /// `Store.dispatch(_:)`.
    public func dispatch(userAction action: Action) {
        store.dispatch(action)
    }
}
