import WaypointRouter

/// The root routable of a tab container (a `UITabBarController`) holding one navigation stack per
/// tab: segment 0 names the tab, and the segments after it are pushed on that tab's stack or
/// presented as modal stacks, as `screens` says.
///
/// Selecting a tab for a route first takes off the tab's stack whatever the route does not show
/// (screens left there before the user switched away), without animation; the other tabs'
/// stacks are left as they are. Removing segment 0 leaves the tab container as it is.
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

    /// A root routable for `tabs`, whose tab `i` is `stacks[i]`, named by its segment; screens
    /// pushed on the stacks are built by `screens`, and a modal's screen is shown as the root of
    /// the stack `makeModalStack` builds around it for the modal's style (set a view
    /// controller's `modalPresentationStyle` there, before anything reads its `presentationController`).
    public init(tabs: Tabs, stacks: [(segment: RouteElementIdentifier, stack: Stack)], screens: ScreenFactory<Stack.Screen>,
                makeModalStack: @escaping (Stack.Screen, ModalStyle) -> Stack) {
        self.tabs = tabs
        segments = stacks.map(\.segment)
        records = stacks.map { StackRecord(stack: $0.stack) }
        environment = StackEnvironment(screens: screens, makeModalStack: makeModalStack)
        seen = tabs.selectedTabIndex
    }

    /// The route the containers show, as far as this routable put it there. Reading it changes
    /// nothing: a change the user made is still reported by the next `containersDidChange()`.
    public var displayedRoute: Route {
        let index = tabs.selectedTabIndex
        guard let shown = index != seen && records.indices.contains(index) ? index : selected else { return [] }
        return [segments[shown]] + records[shown].shownRoute
    }

    /// Reports user-made changes to `router` from now on, starting with the tab the container
    /// shows when no route selected one yet (at launch): the store's route becomes that tab. A
    /// router built with this routable as its root calls it itself; calling it again for that
    /// router changes nothing.
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

    /// Call when the user may have changed the containers (from their delegates): compares them
    /// with the route this routable knows and reports the difference to the connected router.
    public func containersDidChange() {
        reporter.sync(route: { route }, reconcile: { reconcile() }) { route in
            .selectedTab(depth: 0, segments: route, routables: selectedRoutables)
        }
    }

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
        completionHandler()
    }

    private var route: Route {
        guard let selected else { return [] }
        return [segments[selected]] + records[selected].route
    }

    /// Takes in what the user changed; `true` when a modal went.
    private func reconcile() -> Bool {
        let index = tabs.selectedTabIndex
        if index != seen, records.indices.contains(index) {
            seen = index
            selected = index
        }
        var dismissed = false
        for record in records where record.reconcile() { dismissed = true }
        return dismissed
    }

    /// The routables of the selected tab's segments, the tab's first.
    private var selectedRoutables: [Routable] {
        guard let selected, let root = records[selected].stack.screens.first else { return [] }
        let record = records[selected]
        return [StackScreenRoutable(record: record, position: 0, screen: root, environment: environment, segment: segments[selected])]
            + record.routables(environment)
    }

    private func select(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                        completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        guard let index = segments.firstIndex(of: segment) else { throw ContainerError.notATab(segment) }
        let record = records[index]
        record.reconcile()
        guard let root = record.stack.screens.first else { throw ContainerError.screenNotShown(segment) }
        let kept = TabPlan.kept(segments: record.entries.map(\.segment), modal: record.modal?.segment,
                                rest: Array(context.destination.dropFirst()))
        var shown = record.shown
        if kept.modal { shown.presentsModal = false }
        let trim = StackPlan.remove(above: kept.count, in: shown)
        selected = index
        let tabs = self.tabs
        let switchTab: ContainerCompletion = { [weak self] in
            self?.seen = index
            guard tabs.selectedTabIndex != index else { return completionHandler() }
            tabs.selectTab(at: index, animated: animated, completion: completionHandler)
        }
        // Trimming an off-screen stack is not animated; the tab switch is the visible change.
        StackCallRunner.run(trim, on: record, showing: nil, animated: false, completion: switchTab)
        return StackScreenRoutable(record: record, position: 0, screen: root, environment: environment, segment: segment)
    }
}
