/// A root routable over containers the user also changes on their own — a navigation stack, a
/// tab bar, sheets — which reports those changes to its router (WaypointUI's `StackRoutable` and
/// `TabBarRoutable`).
///
/// A `Router` built with one as its root routable connects it from its initializer
/// (`connect(to:)`): the wiring cannot be forgotten. Both methods are called on the router's
/// scheduler, except `connect(to:)`, which runs on the thread that builds the router.
public protocol ContainerRoutable: Routable {
    /// Reports the user's changes to `router` from now on (through `Router.userDidNavigate(_:)`),
    /// and reports at once the route the containers show when the router does not know it yet
    /// (a tab bar shows a tab before any navigation). Connecting again to the same router
    /// changes nothing.
    func connect<State>(to router: Router<State>)

    /// Called when the router gives up on the step it is running on this routable's tree (the
    /// step threw, or its completion did not come in time). Stops the container calls of that
    /// step still to come and returns what the containers show now, as
    /// `UserNavigation.showed(_:routables:)`: the router takes it instead of what it assumed the
    /// step left on screen. `nil` leaves the router's view as it is.
    func abandonStep() -> UserNavigation?
}
