import WaypointRouter

/// The root routable of a tab container (a `UITabBarController`) holding one navigation stack per
/// tab: segment 0 names the tab, and the segments after it are pushed on that tab's stack or
/// presented as modal stacks, as `screens` says.
///
/// Selecting a tab for a route first takes off the tab's stack whatever the route does not show
/// (screens left there before the user switched away), without animation; the other tabs'
/// stacks are left as they are. Leaving a tab for another one pops its screens, unless the router
/// makes the user's tab tap (trigger `.user`): then the tab keeps its pushed screens, as after a
/// tap the container made, and only what covers them (a modal, a dialog) goes. Removing segment 0
/// leaves the tab container as it is.
///
/// Segment 0 may also be a segment `screens` presents as a modal (a login at cold launch, when
/// the route names no tab yet): it is presented over the selected tab's stack, and the segments
/// after it go on its own stack. Going to a tab from there dismisses it first; when the user
/// swipes it down, the route becomes the tab it covered.
///
/// The router calls it on its scheduler; every container call happens there, one at a time, each
/// after the previous one's completion. When the user changes the containers (a tab tap, a back
/// swipe, a modal swiped down), call `containersDidChange()` on the same thread: the router it is
/// the root of learns it and the route follows. At launch the store's empty route becomes the tab
/// the container shows. When the router gives up on a step (it threw or timed out), the routable
/// stops that step's remaining calls and tells the router what the containers show.
public final class TabBarRoutable<Tabs: TabContainer, Stack: StackContainer & ModalPresenter>: ContainerRoutable {
    private let tabs: Tabs
    private let segments: [RouteElementIdentifier]
    private let records: [StackRecord<Stack>]
    private let environment: StackEnvironment<Stack>
    private let reporter = UserChangeReporter()
    /// The tab the route shows (`nil` for the empty route).
    private var selected: Int?
    /// The container's selected index when this routable last looked.
    private var seen: Int
    /// The tab whose stack presents the modal the route shows at depth 0 (`selected` is `nil`).
    private var modalHost: Int?
    /// `true` when the last `reconcile()` found the depth-0 modal gone.
    private var modalHostWent = false
    /// When `true`, a tap on the selected tab takes its stack back to its root (its modal
    /// dismissed, its screens popped): a user-made change, asked of the router's user-change
    /// guards (`popToRoot`) and made by the router (a navigation with trigger `.user`). When
    /// `false` (the default), such a tap changes nothing.
    public var popsToRootOnReselect = false

    /// A root routable for `tabs`, whose tab `i` is `stacks[i]`, named by its segment; screens
    /// pushed on the stacks are built by `screens`, and a modal's screen is shown as the root of
    /// the stack `makeModalStack` builds around it for the modal's style (set a view
    /// controller's `modalPresentationStyle` there, before anything reads its `presentationController`).
    public init(tabs: Tabs, stacks: [(segment: RouteElementIdentifier, stack: Stack)], screens: ScreenFactory<Stack.Screen>,
                makeModalStack: @escaping (Stack.Screen, ModalStyle) -> Stack) {
        self.tabs = tabs
        segments = stacks.map(\.segment)
        records = stacks.map { StackRecord(stack: $0.stack) }
        for (record, segment) in zip(records, segments) { record.otherTabs = Set(segments).subtracting([segment]) }
        environment = StackEnvironment(screens: screens, makeModalStack: makeModalStack)
        seen = tabs.selectedTabIndex
        reporter.takeAnswers(of: environment) { [weak self] in self?.containersDidChange() }
    }

    /// The route the containers show, as far as this routable put it there. Reading it changes
    /// nothing: a change the user made is still reported by the next `containersDidChange()`.
    public var displayedRoute: Route {
        if let host = modalHost, let modal = records[host].modal {
            if let presented = records[host].stack.presentedModal, presented === modal.record.stack {
                return [modal.segment] + modal.record.shownRoute
            }
            return [segments[host]] + records[host].shownRoute
        }
        let index = tabs.selectedTabIndex
        guard let shown = index != seen && records.indices.contains(index) ? index : selected else { return [] }
        return [segments[shown]] + records[shown].shownRoute
    }

    /// Reports user-made changes to `router` from now on, starting with the tab the container
    /// shows when no route selected one yet (at launch): the store's route becomes that tab.
    /// Registers with the router's `restoration` the WaypointUI types the containers save
    /// (`ModalStyle`, `Dialog`). A router built with this routable as its root calls it itself;
    /// calling it again for that router changes nothing.
    public func connect<State>(to router: Router<State>) {
        guard reporter.connect(to: router), selected == nil, records.indices.contains(tabs.selectedTabIndex) else { return }
        seen = tabs.selectedTabIndex
        selected = seen
        reporter.deliver?(.showed(route, routables: selectedRoutables))
    }

    /// Stops the calls of the step the router gave up on and tells what the containers show.
    public func abandonStep() -> UserNavigation? {
        for record in records { record.abandon() }
        _ = reconcile()
        return .showed(route, routables: selectedRoutables)
    }

    /// Call when the user dragged the sheet whose stack is `modal` to another detent (from its
    /// sheet presentation controller's delegate, or SwiftUI's detent selection): the connected
    /// router learns it (`UserNavigation.selectedDetent`: the state's `sheetDetents` follow, no
    /// step runs), then its store gets `SheetDetentChanged` with the sheet's segment. The route
    /// is unchanged. Not for a change the router made (`selectSheetDetent`).
    /// Ignored for a stack this routable did not present.
    public func sheetDetentDidChange(in modal: Stack, to detent: SheetDetent.Identifier) {
        if let host = modalHost, let hostModal = records[host].modal, hostModal.record.stack === modal {
            // The depth-0 modal over the tabs.
            return reporter.detentChanged([hostModal.segment], detent)
        }
        reporter.detentChanged(UserChangeTarget.sheet(modal, findPresenter(of: modal)), detent)
    }

    /// Call when the user may have changed the containers (from their delegates): compares them
    /// with the route this routable knows and reports the difference to the connected router.
    public func containersDidChange() {
        reporter.sync(route: { route }, reconcile: { reconcile() }) { route in
            // The depth-0 modal swiped down shows the tab it covered: not a tab the user chose.
            modalHostWent ? .showed(route, routables: selectedRoutables) : .selectedTab(depth: 0, segments: route, routables: selectedRoutables)
        }
    }

    // MARK: Changes the user is about to make

    /// Asks the router's user-change guards whether the user may select the tab at `index`,
    /// before the change begins (UIKit's `tabBarController(_:shouldSelect:)`): `true` when it may
    /// happen now. When a guard answers later and allows it, the router selects the tab itself;
    /// so it does, through its guards, for a tab whose route a protection on the router checks
    /// (see `Router.shouldBegin(_:)`).
    ///
    /// A tap on the selected tab answers `false`: with `popsToRootOnReselect`, the router takes
    /// the tab's stack back to its root once the guards allow it (`popToRoot`).
    public func shouldSelectTab(at index: Int) -> Bool {
        guard records.indices.contains(index) else { return true }
        let from = displayedRoute
        let tab = [segments[index]]
        if modalHost == nil, index == tabs.selectedTabIndex {
            if popsToRootOnReselect, from.count > 1, from.first == segments[index] { reporter.attempt(.popToRoot, from: from, to: tab) }
            return false
        }
        return reporter.shouldBegin(.selectTab, from: from, to: tab + records[index].shownRoute)
    }

    /// Asks the router's user-change guards whether the user may go back one screen on `stack`
    /// (the selected tab's stack or a modal one above it), before the change begins: `true` when
    /// it may begin now (UIKit's `gestureRecognizerShouldBegin(_:)` of the pop gesture,
    /// `navigationBar(_:shouldPop:)`). When a guard answers later and allows it, the router pops
    /// the screen itself (see `Router.shouldBegin(_:)`). Call it on the router's scheduler.
    public func shouldPop(_ stack: Stack) -> Bool {
        reporter.shouldBegin(.pop, from: displayedRoute, to: UserChangeTarget.pop(find(stack)))
    }

    /// Asks the router's user-change guards whether the user may dismiss `modal` (a modal stack
    /// this routable presented), before the change begins: `true` when it may begin now (UIKit's
    /// `presentationControllerShouldDismiss(_:)`). When a guard answers later and allows it, the
    /// router dismisses it itself.
    public func shouldDismiss(_ modal: Stack) -> Bool {
        reporter.shouldBegin(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(findPresenter(of: modal)))
    }

    /// The user asks to go back one screen on `stack` through a control the app draws: the
    /// router's user-change guards are asked, and once they allow it the router pops it.
    public func attemptPop(_ stack: Stack) {
        reporter.attempt(.pop, from: displayedRoute, to: UserChangeTarget.pop(find(stack)))
    }

    /// The user asks to dismiss `modal` through a control the app draws (a close button): the
    /// router's user-change guards are asked, and once they allow it the router dismisses it.
    public func attemptDismiss(_ modal: Stack) {
        reporter.attempt(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(findPresenter(of: modal)))
    }

    /// `true` when a user-change guard checks a back swipe on `stack`.
    public func guardsPop(_ stack: Stack) -> Bool {
        reporter.guards(.pop, from: displayedRoute, to: UserChangeTarget.pop(find(stack)))
    }

    /// `true` when a user-change guard checks a swipe-down of `modal`.
    public func guardsDismissal(of modal: Stack) -> Bool {
        reporter.guards(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(findPresenter(of: modal)))
    }

    /// The user began a gesture on the containers (an edge swipe, a sheet dragged down) that
    /// `shouldPop(_:)` or `shouldDismiss(_:)` allowed: the router starts no step until
    /// `userGestureEnded()`. A navigation that reaches the store meanwhile runs after it.
    public func userGestureBegan() {
        reporter.gestureBegan()
    }

    /// The gesture ended, finished or cancelled half way. Report a finished one first
    /// (`containersDidChange()`); a cancelled one changed nothing and reports nothing.
    public func userGestureEnded() {
        reporter.gestureEnded()
    }

    /// The record of `stack` in what the route shows, and the segments before its entries.
    private func find(_ stack: Stack) -> (record: StackRecord<Stack>, prefix: Route)? {
        if let host = modalHost, let modal = records[host].modal {
            return modal.record.record(of: stack, prefix: [modal.segment])
        }
        guard let selected else { return nil }
        return records[selected].record(of: stack, prefix: [segments[selected]])
    }

    /// The record presenting `modal` in what the route shows, and the segments before its entries.
    private func findPresenter(of modal: Stack) -> (record: StackRecord<Stack>, prefix: Route)? {
        if let host = modalHost, let hostModal = records[host].modal {
            // The depth-0 modal swiped down shows the tab it covered.
            if hostModal.record.stack === modal { return (records[host], [segments[host]]) }
            return hostModal.record.presenter(of: modal, prefix: [hostModal.segment])
        }
        guard let selected else { return nil }
        return records[selected].presenter(of: modal, prefix: [segments[selected]])
    }

    /// Asks the connected router to show `path` above the root of `stack` (a tab's stack or a
    /// modal stack over one): a navigation to the route up to that root, then `path`. Does
    /// nothing when `stack` is not shown by this routable.
    func requestPath(_ path: Route, on stack: Stack) {
        var prefix: Route?
        if let host = modalHost, let modal = records[host].modal, let rest = modal.record.route(before: stack) {
            prefix = [modal.segment] + rest
        }
        for (index, record) in records.enumerated() where prefix == nil {
            prefix = record.route(before: stack).map { [segments[index]] + $0 }
        }
        if let prefix { reporter.navigate?(prefix + path) }
    }

    // MARK: Routable

    public func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try select(routeElementIdentifier, animated: animated, context: context, completionHandler: completionHandler)
    }

    public func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                   completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try select(to, animated: animated, context: context, completionHandler: completionHandler)
    }

    public func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws {
        selected = nil
        guard let host = modalHost else { return completionHandler() }
        modalHost = nil
        dismissModal(over: host, animated: animated, completion: completionHandler)
    }

    private var route: Route {
        if let host = modalHost, let modal = records[host].modal { return [modal.segment] + modal.record.route }
        guard let selected else { return [] }
        return [segments[selected]] + records[selected].route
    }

    /// Takes in what the user changed; `true` when a modal went.
    private func reconcile() -> Bool {
        modalHostWent = false
        let index = tabs.selectedTabIndex
        if index != seen, records.indices.contains(index) {
            seen = index
            selected = index
        }
        var dismissed = false
        for record in records where record.reconcile() { dismissed = true }
        if let host = modalHost, records[host].modal == nil {
            modalHost = nil
            selected = host
            modalHostWent = true
        }
        return dismissed
    }

    /// The routables of the route's segments: the selected tab's first, or the depth-0 modal's.
    private var selectedRoutables: [Routable] {
        if let host = modalHost, let modal = records[host].modal, let root = modal.record.stack.screens.first {
            return [StackScreenRoutable(record: modal.record, position: 0, screen: root, environment: environment, segment: modal.segment)]
                + modal.record.routables(environment)
        }
        guard let selected, let root = records[selected].stack.screens.first else { return [] }
        let record = records[selected]
        return [StackScreenRoutable(record: record, position: 0, screen: root, environment: environment, segment: segments[selected])]
            + record.routables(environment)
    }

    /// Dismisses the depth-0 modal the stack of tab `host` presents, then calls `completion`.
    private func dismissModal(over host: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        let record = records[host]
        let calls = StackPlan.remove(above: max(record.stack.screens.count - 1, 0), in: record.shown)
        StackCallRunner.run(calls, on: record, showing: nil, animated: animated, completion: completion)
    }

    private func select(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                        completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        guard let index = segments.firstIndex(of: segment) else {
            guard case .modal? = environment.screens.presentation(of: segment) else { throw ContainerError.notATab(segment) }
            return try presentOverTabs(segment, animated: animated, context: context, completionHandler: completionHandler)
        }
        let record = records[index]
        record.reconcile()
        guard let root = record.stack.screens.first else { throw ContainerError.screenNotShown(segment) }
        let leftModal = modalHost
        modalHost = nil
        selected = index
        let switchTab: ContainerCompletion = { [weak self] in
            guard let self else { return }
            // What the route keeps of the tab's stack is decided once the depth-0 modal is gone.
            let kept = TabPlan.kept(segments: record.entries.map(\.segment), modal: record.modal?.segment,
                                    rest: Array(context.destination.dropFirst()))
            var shown = record.shown
            if kept.modal { shown.presentsModal = false }
            let trim = StackPlan.remove(above: kept.count, in: shown)
            let tabs = self.tabs
            // Trimming an off-screen stack is not animated; the tab switch is the visible change.
            StackCallRunner.run(trim, on: record, showing: nil, animated: false) { [weak self] in
                self?.seen = index
                guard tabs.selectedTabIndex != index else { return completionHandler() }
                tabs.selectTab(at: index, animated: animated, completion: completionHandler)
            }
        }
        if let leftModal {
            // Leaving a depth-0 modal: its dismissal is the first visible change.
            dismissModal(over: leftModal, animated: animated, completion: switchTab)
        } else {
            switchTab()
        }
        return StackScreenRoutable(record: record, position: 0, screen: root, environment: environment, segment: segment)
    }

    /// Moves the sheet of `segment`, presented at depth 0 over the tabs, to `detent`; refuses any
    /// other segment (tabs are not sheets).
    public func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool,
                                  context: RoutingContext, completionHandler: @escaping RoutingCompletionHandler) throws {
        guard let host = modalHost, records[host].modal?.segment == segment, let top = records[host].stack.screens.last else {
            throw ContainerError.notASheetWithDetents(segment)
        }
        let record = records[host]
        let presenter = StackScreenRoutable(record: record, position: record.stack.screens.count - 1, screen: top, environment: environment,
                                            segment: nil)
        try presenter.selectSheetDetent(detent, of: segment, animated: animated, context: context, completionHandler: completionHandler)
    }

    /// Presents `segment`, which `screens` shows as a modal, at depth 0: over the top screen of
    /// the selected tab's stack.
    private func presentOverTabs(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        let host = modalHost ?? (records.indices.contains(tabs.selectedTabIndex) ? tabs.selectedTabIndex : 0)
        let record = records[host]
        record.reconcile()
        let screens = record.stack.screens
        guard let top = screens.last else { throw ContainerError.screenNotShown(segment) }
        let presenter = StackScreenRoutable(record: record, position: screens.count - 1, screen: top, environment: environment, segment: nil)
        let next = try presenter.pushRouteSegment(segment, animated: animated, context: context, completionHandler: completionHandler)
        selected = nil
        modalHost = host
        return next
    }
}
