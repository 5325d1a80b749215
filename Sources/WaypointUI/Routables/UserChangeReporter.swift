import WaypointRouter
import WaypointStore

/// Turns what a container tree shows after the user changed it into a `UserNavigation` for the
/// router, and asks the router's user-change guards before the user changes it.
final class UserChangeReporter {
    /// Where changes go; set by `connect(to:)`.
    var deliver: ((UserNavigation) -> Void)?
    /// Where actions the user made go (a dialog's answer); set by `connect(to:)`.
    var dispatch: ((Action) -> Void)?
    /// Asks the router's user-change guards about a change the UI makes; set by `connect(to:)`.
    private var shouldBegin: ((UserChangeAttempt) -> Bool)?
    /// Asks them about a change the router makes; set by `connect(to:)`.
    private var attempt: ((UserChangeAttempt) -> Void)?
    /// Whether a guard checks an attempt; set by `connect(to:)`.
    private var guards: ((UserChangeAttempt) -> Bool)?
    private var beginGesture: (() -> UserGesture?)?
    /// The user's gestures going on, oldest first.
    private var gestures: [UserGesture] = []
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
    /// transition, and asks its user-change guards; registers with its `restoration` the
    /// WaypointUI types the containers save (`registerContainerTypes()`). `false` when it already
    /// reports to that router.
    @discardableResult
    func connect<State>(to router: Router<State>) -> Bool {
        if self.router === router { return false }
        self.router = router
        router.restoration.registerContainerTypes()
        deliver = { [weak router] change in router?.userDidNavigate(change) }
        dispatch = { [weak router] action in router?.dispatch(userAction: action) }
        shouldBegin = { [weak router] attempt in router?.shouldBegin(attempt) ?? true }
        attempt = { [weak router] attempt in router?.attemptUserChange(attempt) }
        guards = { [weak router] attempt in router?.guardsUserChange(attempt) ?? false }
        beginGesture = { [weak router] in router?.beginUserGesture() }
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
        if let button, let result = entry.data?.value(as: ScreenResult<DialogButton>.self) { result.sendClosing(button) }
        sync()
        if let button { dispatch?(DialogAnswered(segment: entry.segment, dialog: entry.dialog, button: button)) }
    }

    /// The user dragged the sheet whose route is `sheet` (`nil`: not one this tree presented) to
    /// `detent`: the router learns it (`UserNavigation.selectedDetent`, which syncs the state's
    /// `sheetDetents`), then `SheetDetentChanged` goes to the store.
    func detentChanged(_ sheet: Route?, _ detent: SheetDetent.Identifier) {
        guard let sheet, let segment = sheet.last else { return }
        deliver?(.selectedDetent(depth: sheet.count - 1, detent: detent))
        dispatch?(SheetDetentChanged(segment: segment, detent: detent))
    }

    /// Asks whether the user may make a change of `kind` from `from` to `to`, which the UI makes
    /// itself; `true` with no router (nothing guards it) or when `to` is `nil` (nothing Waypoint
    /// shows changes).
    func shouldBegin(_ kind: UserChangeAttempt.Kind, from: Route, to: Route?) -> Bool {
        guard let to, let shouldBegin else { return true }
        return shouldBegin(UserChangeAttempt(kind, from: from, to: to))
    }

    /// Asks about a change of `kind` from `from` to `to` that the router makes once allowed;
    /// `false` when there is no such change (`to` is `nil`) or no router.
    @discardableResult
    func attempt(_ kind: UserChangeAttempt.Kind, from: Route, to: Route?) -> Bool {
        guard let to, let attempt else { return false }
        attempt(UserChangeAttempt(kind, from: from, to: to))
        return true
    }

    /// Whether a user-change guard checks a change of `kind` from `from` to `to`.
    func guards(_ kind: UserChangeAttempt.Kind, from: Route, to: Route?) -> Bool {
        guard let to, let guards else { return false }
        return guards(UserChangeAttempt(kind, from: from, to: to))
    }

    /// The user began a gesture: the router starts no step until it ended.
    func gestureBegan() {
        if let gesture = beginGesture?() { gestures.append(gesture) }
    }

    /// The user's oldest gesture going on ended (finished or cancelled).
    func gestureEnded() {
        if !gestures.isEmpty { gestures.removeFirst().end() }
    }
}
