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

    /// Reports user-made changes to `router` from now on, and registers with its `restoration`
    /// the WaypointUI types the containers save (`ModalStyle`, `Dialog`). A router built with this
    /// routable as its root calls it itself; calling it again for that router changes nothing.
    public func connect<State>(to router: Router<State>) {
        reporter.connect(to: router)
    }

    /// Stops the calls of the step the router gave up on and tells what the stack shows.
    public func abandonStep() -> UserNavigation? {
        record.abandon()
        record.reconcile()
        return .showed(record.route, routables: record.routables(environment))
    }

    /// Call when the user dragged the sheet whose stack is `modal` to another detent (from its
    /// sheet presentation controller's delegate, or SwiftUI's detent selection): the connected
    /// router learns it (`UserNavigation.selectedDetent`: the state's `sheetDetents` follow, no
    /// step runs), then its store gets `SheetDetentChanged` with the sheet's segment. The route
    /// is unchanged. Not for a change the router made (`selectSheetDetent`).
    /// Ignored for a stack this routable did not present.
    public func sheetDetentDidChange(in modal: Stack, to detent: SheetDetent.Identifier) {
        reporter.detentChanged(UserChangeTarget.sheet(modal, record.presenter(of: modal, prefix: [])), detent)
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

    // MARK: Changes the user is about to make

    /// Asks the router's user-change guards whether the user may go back one screen on `stack`
    /// (this routable's stack or a modal one above it), before the change begins: `true` when it
    /// may begin now (UIKit's `gestureRecognizerShouldBegin(_:)` of the pop gesture,
    /// `navigationBar(_:shouldPop:)`). When a guard answers later and allows it, the router pops
    /// the screen itself (see `Router.shouldBegin(_:)`). Call it on the router's scheduler.
    public func shouldPop(_ stack: Stack) -> Bool {
        reporter.shouldBegin(.pop, from: displayedRoute, to: UserChangeTarget.pop(record.record(of: stack, prefix: [])))
    }

    /// Asks the router's user-change guards whether the user may dismiss `modal` (a modal stack
    /// this routable presented), before the change begins: `true` when it may begin now (UIKit's
    /// `presentationControllerShouldDismiss(_:)`). When a guard answers later and allows it, the
    /// router dismisses it itself.
    public func shouldDismiss(_ modal: Stack) -> Bool {
        reporter.shouldBegin(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(record.presenter(of: modal, prefix: [])))
    }

    /// The user asks to go back one screen on `stack` through a control the app draws (a back
    /// button of the model's, SwiftUI's `navigationBarBackButtonHidden` and a button of its own):
    /// the router's user-change guards are asked, and once they allow it the router pops it.
    public func attemptPop(_ stack: Stack) {
        reporter.attempt(.pop, from: displayedRoute, to: UserChangeTarget.pop(record.record(of: stack, prefix: [])))
    }

    /// The user asks to dismiss `modal` through a control the app draws (a close button): the
    /// router's user-change guards are asked, and once they allow it the router dismisses it.
    public func attemptDismiss(_ modal: Stack) {
        reporter.attempt(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(record.presenter(of: modal, prefix: [])))
    }

    /// `true` when a user-change guard checks a back swipe on `stack` (SwiftUI hides the back
    /// button of such a stack and draws one of its own, which calls `attemptPop(_:)`).
    public func guardsPop(_ stack: Stack) -> Bool {
        reporter.guards(.pop, from: displayedRoute, to: UserChangeTarget.pop(record.record(of: stack, prefix: [])))
    }

    /// `true` when a user-change guard checks a swipe-down of `modal` (SwiftUI disables the
    /// swipe with `interactiveDismissDisabled` and offers a button that calls
    /// `attemptDismiss(_:)`).
    public func guardsDismissal(of modal: Stack) -> Bool {
        reporter.guards(.dismiss, from: displayedRoute, to: UserChangeTarget.dismiss(record.presenter(of: modal, prefix: [])))
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

    /// Asks the connected router to show `path` above the root of `stack` (this routable's
    /// stack or a modal stack over it): a navigation to the route up to that root, then `path`.
    /// Does nothing when `stack` is not shown by this routable.
    func requestPath(_ path: Route, on stack: Stack) {
        guard let prefix = record.route(before: stack) else { return }
        reporter.navigate?(prefix + path)
    }

    // MARK: Routable

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

    public func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool,
                                  context: RoutingContext, completionHandler: @escaping RoutingCompletionHandler) throws {
        try root(segment).selectSheetDetent(detent, of: segment, animated: animated, context: context, completionHandler: completionHandler)
    }

    private func root(_ segment: RouteElementIdentifier) throws -> StackScreenRoutable<Stack> {
        guard let screen = record.stack.screens.first else { throw ContainerError.screenNotShown(segment) }
        return StackScreenRoutable(record: record, position: 0, screen: screen, environment: environment, segment: nil)
    }
}
