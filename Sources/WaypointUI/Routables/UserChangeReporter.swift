import WaypointRouter
import WaypointStore

/// Turns what a container tree shows after the user changed it into a `UserNavigation` for the
/// router.
final class UserChangeReporter {
    /// Where changes go; set by `connect(to:)`.
    var deliver: ((UserNavigation) -> Void)?
    /// Where actions the user made go (a dialog's answer); set by `connect(to:)`.
    var dispatch: ((Action) -> Void)?
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
        dispatch = { [weak router] action in router?.dispatch(userAction: action) }
        navigate = { [weak router] route in router?.navigate(to: route) }
        return true
    }

    /// Takes the answers to the dialogs of `environment`'s stacks: each goes through
    /// `answered(_:_:sync:)`, with `sync` reporting the containers' change (the root's
    /// `containersDidChange()`).
    func takeAnswers<Stack>(of environment: StackEnvironment<Stack>, sync: @escaping () -> Void) {
        environment.answered = { [weak self] entry, button in self?.answered(entry, button, sync: sync) }
    }

    /// The user answered a dialog (`button`; `nil` for a dismissal without an answer): a screen
    /// that asked with `Router.present(_:expecting:)` gets the button first, then `sync` reports
    /// the dialog's dismissal (the route drops it), then `DialogAnswered` goes to the store.
    func answered<Stack>(_ entry: StackRecord<Stack>.DialogEntry, _ button: DialogButton?, sync: () -> Void) {
        if let button, let result = entry.data?.value(as: ScreenResult<DialogButton>.self) { result.send(button) }
        sync()
        if let button { dispatch?(DialogAnswered(segment: entry.segment, dialog: entry.dialog, button: button)) }
    }
}
