import WaypointRouter

/// The root routable of a split view (a `UISplitViewController` with columns, a SwiftUI
/// `NavigationSplitView`): the first segments of the route are the columns' selections, as
/// `style` says, and the segments after them are pushed on the detail column's stack or presented
/// over it, as `screens` says.
///
/// - Two columns: segment 0 is the sidebar's selection, shown as the root of the detail stack.
/// - Three columns: segment 0 is the sidebar's selection, shown in the content column; segment 1
///   is the content column's selection, shown as the root of the detail stack.
///
/// A new selection replaces what its column showed and empties the columns after it (they show
/// their placeholders); removing a selection shows the placeholder. The sidebar itself is the
/// app's list, never changed by the route.
///
/// Collapsed to compact width (a split view with a `compact` stack), the route is one stack:
/// every segment is pushed above the compact stack's root (the app's list), each selection's
/// screen included. When the split view collapses or expands, the routable moves the route's
/// screens from the columns to the compact stack or back, without animation, and the route
/// stays as it was: what the user did in compact width (a back swipe to the list, say) is in the
/// route and the columns show it after expanding. A modal presented over the split view (a sheet
/// and the screens pushed in it, or an alert) stays on screen and in the route: UIKit presents it from the split
/// view as a whole, so the routable only hands it to the stack now shown
/// (`SplitContainer.moveModal(from:to:)`), and a navigation running in it goes on. Only a modal
/// that no column can show after expanding (presented above fewer segments than the columns
/// select) is dismissed, without animation, and leaves the route as a user-made change. A split
/// view that collapses on its own from the same state (SwiftUI's) has no compact stack.
///
/// The router calls it on its scheduler; every container call happens there, one at a time, each
/// after the previous one's completion. When the user changes the split view (a selection made
/// in a column's list, a back swipe, a sheet swiped down, a collapse or an expansion), call
/// `containersDidChange()` on the same thread: the router it is the root of learns it and the
/// route follows without running a transition. A step running on the columns or the stack left
/// behind when the split view collapses or expands ends there, and the router continues its
/// navigation on the new stacks; a step running in the modal over them goes on to its end.
public final class SplitRoutable<Split: SplitContainer>: ContainerRoutable {
    /// The type of the navigation stacks.
    public typealias Stack = Split.Stack

    let split: Split
    let style: SplitStyle
    /// The detail column's stack: its root shows the last column's selection.
    let detail: StackRecord<Stack>
    /// The stack the split view shows collapsed, above the app's list.
    let compact: StackRecord<Stack>?
    let environment: StackEnvironment<Stack>
    private let reporter = UserChangeReporter()
    /// What the route selected in the columns, in `style.columns` order (the first ones only when
    /// the route is shorter).
    var selections: [SplitSelection<Stack.Screen>] = []
    /// `true` while the route is on the compact stack.
    private(set) var collapsed: Bool
    /// Bumped by each step on the columns' selections, so that an abandoned step stops.
    var generation = 0
    /// The step on the columns' selections now running.
    var running: SplitSelectionStep<Split>?

    /// A root routable for `split`, of `style`, whose detail column is the stack `detail` and
    /// whose collapsed stack is `compact` (`nil` when the split view collapses on its own);
    /// screens are built by `screens`, and a modal's screen is shown as the root of the stack
    /// `makeModalStack` builds around it for the modal's style. The segments the columns select
    /// are shown in their columns whatever `screens` says of their presentation (register them
    /// as pushed: collapsed, they are pushed).
    public init(split: Split, style: SplitStyle, detail: Stack, compact: Stack?, screens: ScreenFactory<Stack.Screen>,
                makeModalStack: @escaping (Stack.Screen, ModalStyle) -> Stack) {
        self.split = split
        self.style = style
        self.detail = StackRecord(stack: detail)
        self.compact = compact.map { StackRecord(stack: $0) }
        environment = StackEnvironment(screens: screens, makeModalStack: makeModalStack)
        collapsed = compact != nil && split.isCollapsed
        selections = shownSelections
        reporter.takeAnswers(of: environment) { [weak self] in self?.containersDidChange() }
    }

    /// The route the split view shows, as far as this routable put it there. Reading it changes
    /// nothing: a change the user made is still reported by the next `containersDidChange()`.
    public var displayedRoute: Route {
        if collapsed, let compact { return compact.shownRoute }
        let shown = shownSelections
        let segments = shown.map(\.segment)
        guard shown.count == style.columns.count, let root = shown.last, detail.stack.screens.first === root.screen else { return segments }
        return segments + detail.shownRoute
    }

    /// Reports user-made changes to `router` from now on, starting with what the split view
    /// shows when it shows a selection at launch. Registers with the router's `restoration` the
    /// WaypointUI types the containers save (`ModalStyle`, `Dialog`). A router built with this
    /// routable as its root calls it itself; calling it again for that router changes nothing.
    public func connect<State>(to router: Router<State>) {
        guard reporter.connect(to: router) else { return }
        _ = reconcile()
        if !route.isEmpty { reporter.deliver?(.showed(route, routables: routables)) }
    }

    /// Stops the calls of the step the router gave up on and tells what the split view shows.
    public func abandonStep() -> UserNavigation? {
        generation += 1
        running = nil
        detail.abandon()
        compact?.abandon()
        _ = reconcile()
        return .showed(route, routables: routables)
    }

    /// Call when the user dragged the sheet whose stack is `modal` to another detent (from its
    /// sheet presentation controller's delegate, or SwiftUI's detent selection): the connected
    /// router learns it (`UserNavigation.selectedDetent`: the state's `sheetDetents` follow, no
    /// step runs), then its store gets `SheetDetentChanged` with the sheet's segment. The route
    /// is unchanged. Not for a change the router made (`selectSheetDetent`).
    /// Ignored for a stack this routable did not present.
    public func sheetDetentDidChange(in modal: Stack, to detent: SheetDetent.Identifier) {
        reporter.detentChanged(UserChangeTarget.sheet(modal, presenter(of: modal)), detent)
    }

    /// Call when the user may have changed the split view (from its delegates): compares it with
    /// the route this routable knows and reports the difference to the connected router. A
    /// collapse or an expansion moves the route's screens to the stacks now on screen.
    public func containersDidChange() {
        if let compact, split.isCollapsed != collapsed {
            // What the user did before the change of width is taken in first.
            _ = reconcile()
            let step = running
            let left = collapsed ? compact : detail
            // A modal the width change keeps moves to the stack now shown, with the step running
            // in it; one it cannot keep goes, with its step.
            let dismissed = changeWidth(compact: compact)
            reporter.deliver?(.showed(route, routables: routables))
            // The step that ran on the stack left behind ends now: the router continues after it,
            // from the route just reported, on the stacks now shown.
            generation += 1
            running = nil
            step?.interrupt()
            left.interrupt()
            dismissed?.interrupt()
            return
        }
        reporter.sync(route: { route }, reconcile: { reconcile() }) { route in
            .showed(route, routables: routables)
        }
    }

    // MARK: Changes the user is about to make

    /// Asks the router's user-change guards whether the user may go back one screen on `stack`
    /// (the detail stack, the compact stack, or a modal stack over either), before the change
    /// begins: `true` when it may begin now (UIKit's pop gesture, the back button). When a guard
    /// answers later and allows it, the router pops the screen itself. Call it on the router's
    /// scheduler.
    public func shouldPop(_ stack: Stack) -> Bool {
        reporter.shouldBegin(.pop, from: displayedRoute, to: UserChangeTarget.pop(record(of: stack)))
    }

    /// Asks the router's user-change guards whether the user may dismiss `modal` (a modal stack
    /// this routable presented), before the change begins: `true` when it may begin now.
    public func shouldDismiss(_ modal: Stack) -> Bool {
        reporter.shouldBegin(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(presenter(of: modal)))
    }

    /// The user asks to go back one screen on `stack` through a control the app draws: the
    /// router's user-change guards are asked, and once they allow it the router pops it.
    public func attemptPop(_ stack: Stack) {
        reporter.attempt(.pop, from: displayedRoute, to: UserChangeTarget.pop(record(of: stack)))
    }

    /// The user asks to dismiss `modal` through a control the app draws: the router's
    /// user-change guards are asked, and once they allow it the router dismisses it.
    public func attemptDismiss(_ modal: Stack) {
        reporter.attempt(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(presenter(of: modal)))
    }

    /// `true` when a user-change guard checks a back swipe on `stack`.
    public func guardsPop(_ stack: Stack) -> Bool {
        reporter.guards(.pop, from: displayedRoute, to: UserChangeTarget.pop(record(of: stack)))
    }

    /// `true` when a user-change guard checks a swipe-down of `modal`.
    public func guardsDismissal(of modal: Stack) -> Bool {
        reporter.guards(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(presenter(of: modal)))
    }

    /// The user began a gesture that `shouldPop(_:)` or `shouldDismiss(_:)` allowed: the router
    /// starts no step until `userGestureEnded()`.
    public func userGestureBegan() {
        reporter.gestureBegan()
    }

    /// The gesture ended, finished or cancelled half way. Report a finished one first
    /// (`containersDidChange()`); a cancelled one changed nothing and reports nothing.
    public func userGestureEnded() {
        reporter.gestureEnded()
    }

    /// Asks the connected router to show `path` above the root of `stack` (the detail stack, the
    /// compact stack or a modal stack over either): a navigation to the route up to that root,
    /// then `path`. Does nothing when `stack` is not shown by this routable.
    func requestPath(_ path: Route, on stack: Stack) {
        guard let found = record(of: stack) else { return }
        reporter.navigate?(found.prefix + path)
    }

    /// The record of `stack` among the stacks of the width shown, and the route before its root.
    private func record(of stack: Stack) -> (record: StackRecord<Stack>, prefix: Route)? {
        if collapsed, let compact { return compact.record(of: stack, prefix: []) }
        guard selections.count == style.columns.count else { return nil }
        return detail.record(of: stack, prefix: selections.map(\.segment))
    }

    /// The record of the stack that presents `modal`, and the route before its root.
    private func presenter(of modal: Stack) -> (record: StackRecord<Stack>, prefix: Route)? {
        if collapsed, let compact { return compact.presenter(of: modal, prefix: []) }
        guard selections.count == style.columns.count else { return nil }
        return detail.presenter(of: modal, prefix: selections.map(\.segment))
    }

    // MARK: Routable

    public func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try root(routeElementIdentifier).pushRouteSegment(routeElementIdentifier, animated: animated, context: context,
                                                          completionHandler: completionHandler)
    }

    public func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws {
        try root(routeElementIdentifier).popRouteSegment(routeElementIdentifier, animated: animated, context: context,
                                                         completionHandler: completionHandler)
    }

    public func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                   completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try root(to).changeRouteSegment(from, to: to, animated: animated, context: context, completionHandler: completionHandler)
    }

    /// The routable of depth 0: the compact stack's root when collapsed, the first column's
    /// selection otherwise.
    private func root(_ segment: RouteElementIdentifier) throws -> Routable {
        if collapsed, let compact {
            guard let screen = compact.stack.screens.first else { throw ContainerError.screenNotShown(segment) }
            return StackScreenRoutable(record: compact, position: 0, screen: screen, environment: environment, segment: nil)
        }
        return SplitColumnRoutable(split: self, index: 0, screen: nil)
    }

    // MARK: What the routable knows

    /// The route the records say the split view shows.
    var route: Route {
        if collapsed, let compact { return compact.route }
        let segments = selections.map(\.segment)
        return selections.count == style.columns.count ? segments + detail.route : segments
    }

    /// The routables of the route's segments, in order.
    private var routables: [Routable] {
        if collapsed, let compact { return compact.routables(environment) }
        var result: [Routable] = []
        for (index, selection) in selections.enumerated() {
            if index + 1 < style.columns.count {
                result.append(SplitColumnRoutable(split: self, index: index + 1, screen: selection.screen))
            } else {
                result.append(StackScreenRoutable(record: detail, position: 0, screen: selection.screen, environment: environment,
                                                  segment: selection.segment))
                result += detail.routables(environment)
            }
        }
        return result
    }

    /// The columns' selections the split view shows now, in `style.columns` order, up to the
    /// first column that shows none.
    private var shownSelections: [SplitSelection<Stack.Screen>] {
        var result: [SplitSelection<Stack.Screen>] = []
        for column in style.columns {
            guard let selection = split.selection(in: column) else { break }
            result.append(selection)
        }
        return result
    }

    /// Takes in what the user changed; `true` when a modal went.
    func reconcile() -> Bool {
        if collapsed, let compact { return compact.reconcile() }
        selections = shownSelections
        return detail.reconcile()
    }

    // MARK: Collapsing and expanding

    /// Moves the route's screens to the stacks the split view shows now, without animation. The
    /// modal (or dialog) over the stack left behind stays on screen (UIKit presents it from the split view as
    /// a whole) and moves to the stack now shown, above the same segments; when no column can show
    /// the segments under it (expanding from fewer segments than the columns select), it is
    /// dismissed, without animation, and its record returned.
    private func changeWidth(compact: StackRecord<Stack>) -> StackRecord<Stack>? {
        let left = collapsed ? compact : detail
        let modal = left.modal
        let dialog = left.dialog
        // The stack left behind presents nothing now: ending its step leaves the modal's running.
        left.modal = nil
        left.dialog = nil
        let keeps = !collapsed || compact.entries.count >= style.columns.count
        if modal != nil, !keeps {
            left.stack.dismissModal(animated: false) {}
        }
        if dialog != nil, !keeps {
            left.dialogs?.dismissDialog(animated: false) {}
        }
        if collapsed {
            expand(from: compact)
        } else {
            collapse(into: compact)
        }
        collapsed.toggle()
        guard keeps, modal != nil || dialog != nil else { return keeps ? nil : modal?.record }
        let shown = collapsed ? compact : detail
        split.moveModal(from: left.stack, to: shown.stack)
        shown.modal = modal
        shown.dialog = dialog
        return nil
    }

    /// Pushes the columns' screens on the compact stack, above its root.
    private func collapse(into compact: StackRecord<Stack>) {
        var entries = selections.map { StackRecord<Stack>.Entry(segment: $0.segment, screen: $0.screen) }
        if selections.count == style.columns.count { entries += detail.entries }
        compact.generation += 1
        compact.modal = nil
        compact.entries = entries
        guard let root = compact.stack.screens.first else { return }
        compact.stack.setScreens([root] + entries.map(\.screen), animated: false) {}
    }

    /// Shows the compact stack's screens in the columns: the selections, then the detail stack.
    private func expand(from compact: StackRecord<Stack>) {
        let entries = compact.entries
        let columns = style.columns
        selections = entries.prefix(columns.count).map { SplitSelection(segment: $0.segment, screen: $0.screen) }
        for (index, column) in columns.enumerated() {
            split.select(index < selections.count ? selections[index] : nil, in: column, animated: false) {}
        }
        detail.generation += 1
        detail.modal = nil
        detail.entries = Array(entries.dropFirst(columns.count))
        if let root = selections.last, selections.count == columns.count, !detail.entries.isEmpty {
            detail.stack.setScreens([root.screen] + detail.entries.map(\.screen), animated: false) {}
        }
        compact.generation += 1
        compact.entries = []
        if let root = compact.stack.screens.first {
            compact.stack.setScreens([root], animated: false) {}
        }
    }
}
