import WaypointRouter

/// Turns what a container tree shows after the user changed it into a `UserNavigation` for the
/// router.
final class UserChangeReporter {
    /// Where changes go; set by `connect(to:)`.
    var deliver: ((UserNavigation) -> Void)?
    /// Sends a navigation to a route to the connected router; set by `connect(to:)`.
    var navigate: ((Route) -> Void)?
    /// The router changes go to.
    private weak var router: AnyObject?

    /// Compares the tree's route before and after `reconcile` (which tells whether a modal went)
    /// and reports the difference: removed segments as `.dismissed` when a modal went, else
    /// `.popped`; any other change as `replaced(route)` says (a tab tap).
    func sync(route: () -> Route, reconcile: () -> Bool, replaced: (Route) -> UserNavigation) {
        let before = route()
        let dismissed = reconcile()
        let after = route()
        switch UserChange.between(before, after) {
        case nil: return
        case .popped(let count)?: deliver?(dismissed ? .dismissed(depth: after.count) : .popped(count: count))
        case .replaced(_, let to)?: deliver?(replaced(to))
        }
    }

    /// Reports changes to `router` (`userDidNavigate(_:)`), which follows without running a
    /// transition; `false` when it already reports to that router.
    @discardableResult
    func connect<State>(to router: Router<State>) -> Bool {
        if self.router === router { return false }
        self.router = router
        deliver = { [weak router] change in router?.userDidNavigate(change) }
        navigate = { [weak router] route in router?.navigate(to: route) }
        return true
    }
}
