import WaypointRouter

/// The root routable of one navigation stack (a `UINavigationController` as the window's root, a
/// SwiftUI `NavigationStack`): segment 0 and every segment after it are pushed on the stack above
/// its root screen, or presented as modal stacks, as `screens` says.
///
/// The router calls it on its scheduler; every container call happens there, one at a time, each
/// after the previous one's completion. When the user changes the stack (a back swipe, a modal
/// swiped down), call `containersDidChange()` on the same thread: the router it is the root of
/// learns it and the route follows without running a transition. When the router gives up on a
/// step (it threw or timed out), the routable stops that step's remaining calls and tells the
/// router what the stack shows.
public final class StackRoutable<Stack: StackContainer & ModalPresenter>: ContainerRoutable {
    private let record: StackRecord<Stack>
    private let environment: StackEnvironment<Stack>
    private let reporter = UserChangeReporter()

    /// A root routable for `stack`, whose screens `screens` builds; a modal's screen is shown as
    /// the root of the stack `makeModalStack` builds around it for the modal's style (set a view
    /// controller's `modalPresentationStyle` there, before anything reads its `presentationController`).
    public init(stack: Stack, screens: ScreenFactory<Stack.Screen>, makeModalStack: @escaping (Stack.Screen, ModalStyle) -> Stack) {
        record = StackRecord(stack: stack)
        environment = StackEnvironment(screens: screens, makeModalStack: makeModalStack)
        reporter.takeAnswers(of: environment) { [weak self] in self?.containersDidChange() }
    }

    /// The route the containers show, as far as this routable put it there. Reading it changes
    /// nothing: a change the user made is still reported by the next `containersDidChange()`.
    public var displayedRoute: Route {
        record.shownRoute
    }

    /// Reports user-made changes to `router` from now on. A router built with this routable as
    /// its root calls it itself; calling it again for that router changes nothing.
    public func connect<State>(to router: Router<State>) {
        reporter.connect(to: router)
    }

    /// Stops the calls of the step the router gave up on and tells what the stack shows.
    public func abandonStep() -> UserNavigation? {
        record.abandon()
        record.reconcile()
        return .showed(record.route, routables: record.routables(environment))
    }

    /// Call when the user may have changed the containers (from their delegates): compares them
    /// with the route this routable knows and reports the difference to the connected router.
    public func containersDidChange() {
        let record = self.record
        let environment = self.environment
        reporter.sync(route: { record.route }, reconcile: { record.reconcile() }) { route in
            .showed(route, routables: record.routables(environment))
        }
    }

    /// Asks the connected router to show `path` above the root of `stack` (this routable's
    /// stack or a modal stack over it): a navigation to the route up to that root, then `path`.
    /// Does nothing when `stack` is not shown by this routable.
    func requestPath(_ path: Route, on stack: Stack) {
        guard let prefix = record.route(before: stack) else { return }
        reporter.navigate?(prefix + path)
    }

    public func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                 completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try root(routeElementIdentifier).pushRouteSegment(routeElementIdentifier, animated: animated, context: context, completionHandler: completionHandler)
    }

    public func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws {
        try root(routeElementIdentifier).popRouteSegment(routeElementIdentifier, animated: animated, context: context, completionHandler: completionHandler)
    }

    public func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                   completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        try root(to).changeRouteSegment(from, to: to, animated: animated, context: context, completionHandler: completionHandler)
    }

    private func root(_ segment: RouteElementIdentifier) throws -> StackScreenRoutable<Stack> {
        guard let screen = record.stack.screens.first else { throw ContainerError.screenNotShown(segment) }
        return StackScreenRoutable(record: record, position: 0, screen: screen, environment: environment, segment: nil)
    }
}
