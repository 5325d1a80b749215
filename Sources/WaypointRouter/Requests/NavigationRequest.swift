/// A navigation request built fluently (CoreNavigation's configuration chain):
/// `router.navigate { $0.to(["home", "user"]).animated(false).passData(user).onSuccess { … } }`.
///
/// The request becomes a route action that goes through the store's pipeline and the guards;
/// its callbacks are observers of `router.events` for its id and fire only after the UI
/// finished (or the navigation ended otherwise).
public final class NavigationRequest {
    enum Destination {
        case route(Route)
        case push(RouteElementIdentifier)
        case pop
        case show([RouteElementIdentifier])
        case hide(RouteElementIdentifier)
        /// The route it starts from (a request that only moves sheets).
        case stay
    }

    var destination: Destination?
    var isAnimated = true
    var options = NavigationOptions()
    var data: RouteData?
    var context: RouteData?
    var origin: Route?
    var guards: [NavigationGuard] = []
    var lifetime: Lifetime?
    var completionHandlers: [@Sendable () -> Void] = []
    var successHandlers: [@Sendable (NavigationResult) -> Void] = []
    var failureHandlers: [@Sendable (Swift.Error) -> Void] = []
    var trigger: NavigationTrigger = .request
    /// Makes the request's action instead of `destination` (state restoration's one-step action).
    var customAction: ((NavigationID) -> RouteChangeAction)?

    init() {}

    /// Goes to `route`.
    @discardableResult public func to(_ route: Route) -> NavigationRequest { destination = .route(route); return self }
    /// Pushes `segment` on top of the route.
    @discardableResult public func push(_ segment: RouteElementIdentifier) -> NavigationRequest { destination = .push(segment); return self }
    /// Pops the top segment.
    @discardableResult public func pop() -> NavigationRequest { destination = .pop; return self }
    /// Shows `identifiers` on top (Tempura's `Show`).
    @discardableResult public func show(_ identifiers: RouteElementIdentifier...) -> NavigationRequest { destination = .show(identifiers); return self }
    /// Hides `identifier` and everything above it (Tempura's `Hide`).
    @discardableResult public func hide(_ identifier: RouteElementIdentifier) -> NavigationRequest { destination = .hide(identifier); return self }

    /// Whether the transition is animated (default `true`).
    @discardableResult public func animated(_ animated: Bool) -> NavigationRequest { isAnimated = animated; return self }

    /// An opaque transition value handed to the routables as `RoutingContext.transition`.
    @discardableResult public func transitioningDelegate<Value: Equatable & Sendable>(_ transition: Value) -> NavigationRequest {
        options.transition = RouteData(transition)
        return self
    }

    /// A transition object (compared by identity) handed to the routables.
    @discardableResult public func transitioningDelegate(_ transition: AnyObject & Sendable) -> NavigationRequest {
        options.transition = RouteData(ObjectReference(transition))
        return self
    }

    /// An embedding hint (the container to present in) handed to the routables as
    /// `RoutingContext.embedding`.
    @discardableResult public func embedded<Value: Equatable & Sendable>(in container: Value) -> NavigationRequest {
        options.embedding = RouteData(container)
        return self
    }

    /// Data for the destination: attached to the destination route and handed to its routable
    /// through `DataReceivable`.
    @discardableResult public func passData<Value: Equatable & Sendable>(_ data: Value) -> NavigationRequest {
        self.data = RouteData(data)
        return self
    }

    /// Same as `passData(_:)`.
    @discardableResult public func withData<Value: Equatable & Sendable>(_ data: Value) -> NavigationRequest { passData(data) }

    /// A context value for the routables (Tempura's `context`).
    @discardableResult public func context<Value: Equatable & Sendable>(_ context: Value) -> NavigationRequest {
        self.context = RouteData(context)
        return self
    }

    /// Computes the destination from `route` instead of the route the UI shows now.
    @discardableResult public func from(_ route: Route) -> NavigationRequest { origin = route; return self }

    /// Called once the UI shows the destination.
    @discardableResult public func completion(_ handler: @escaping @Sendable () -> Void) -> NavigationRequest {
        completionHandlers.append(handler)
        return self
    }

    /// Called with the result once the UI shows the destination.
    @discardableResult public func onSuccess(_ handler: @escaping @Sendable (NavigationResult) -> Void) -> NavigationRequest {
        successHandlers.append(handler)
        return self
    }

    /// Called with the error when the navigation fails or is cancelled (rejected, superseded).
    @discardableResult public func onFailure(_ handler: @escaping @Sendable (Swift.Error) -> Void) -> NavigationRequest {
        failureHandlers.append(handler)
        return self
    }

    /// Guards this request with a routing interceptor, after the router's own guards.
    @discardableResult public func guarded<Interceptor: RoutingInterceptor & Sendable>(by interceptor: Interceptor) -> NavigationRequest where Interceptor.Context == NavigationGuardContext {
        guards.append(NavigationGuard(interceptor))
        return self
    }

    /// Guards this request with a guard.
    @discardableResult public func guarded(by navigationGuard: NavigationGuard) -> NavigationRequest {
        guards.append(navigationGuard)
        return self
    }

    /// Holds this request while `protectionSpace` protects it (a login). To protect a screen
    /// whatever reaches it (an action, a link, a restoration), use `router.protect(with:when:)`.
    @discardableResult public func protect(with protectionSpace: ProtectionSpace) -> NavigationRequest {
        guards.append(NavigationGuard(protectionSpace: protectionSpace))
        options.protectionType = String(describing: type(of: protectionSpace))
        return self
    }

    /// Keeps the destination's routable in the router's cache under `cacheIdentifier` until
    /// `lifetime` ends; the next request with the same identifier is handed that instance.
    @discardableResult public func keepAlive(within lifetime: Lifetime, cacheIdentifier: String) -> NavigationRequest {
        self.lifetime = lifetime
        options.cacheIdentifier = cacheIdentifier
        return self
    }

    /// The sheet of `segment` rests at `detent` once the request is done: the deepest segment of
    /// the destination with that name, or the destination's last segment when `segment` is `nil`
    /// (a deep link opening a player sheet at `.medium`). A sheet being presented opens there; a
    /// sheet that is up moves there, without being dismissed. A request with detents and no
    /// destination stays on the route it starts from and only moves sheets
    /// (`Router.selectSheetDetent(_:of:animated:)`). A `segment` the destination does not have
    /// fails the request at once (`RoutingError.invalidSheetDetent`); a segment that is not a
    /// sheet, or a detent its sheet does not have, fails the navigation at its step, and the
    /// state's detent stays what the screen shows.
    @discardableResult public func sheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier? = nil) -> NavigationRequest {
        options.sheetDetents.append(SheetDetentSelection(detent, of: segment))
        return self
    }

    /// Marks the destination and its data for state restoration under `identifier`.
    @discardableResult public func stateRestorable(identifier: String) -> NavigationRequest {
        options.restorationIdentifier = identifier
        return self
    }

    /// The action this request dispatches, or `nil` when it names no destination.
    func makeAction(_ id: NavigationID) -> RouteChangeAction? {
        if let customAction { return customAction(id) }
        // Detents alone: the route stays.
        guard let destination = destination ?? (options.sheetDetents.isEmpty ? nil : .stay) else { return nil }
        switch destination {
        case .route(let route):
            return SetRouteAction(route, animated: isAnimated, data: data, context: context, navigationID: id, trigger: trigger, options: options)
        case .push(let segment):
            return RelativeRouteChange(navigationID: id, animated: isAnimated, trigger: trigger, context: context, destinationData: data, options: options) { $0 + [segment] }
        case .pop:
            return RelativeRouteChange(navigationID: id, animated: isAnimated, trigger: trigger, context: context, destinationData: data, options: options) { Array($0.dropLast()) }
        case .show(let identifiers):
            let show = Show(identifiers)
            return RelativeRouteChange(navigationID: id, animated: isAnimated, trigger: trigger, context: context, destinationData: data, options: options) { show.destination(from: $0) }
        case .stay:
            return RelativeRouteChange(navigationID: id, animated: isAnimated, trigger: trigger, context: context, destinationData: data, options: options) { $0 }
        case .hide(let identifier):
            let hide = Hide(identifier)
            return RelativeRouteChange(navigationID: id, animated: isAnimated, trigger: trigger, context: context, destinationData: data, options: options) { hide.destination(from: $0) }
        }
    }
}

/// A reference to an object, compared by identity, so it can travel in `RouteData`.
public struct ObjectReference: Equatable, Sendable {
    /// The referenced object; two references are equal when they hold the same instance.
    public let object: AnyObject & Sendable

    /// A reference to `object`.
    public init(_ object: AnyObject & Sendable) {
        self.object = object
    }

    /// The same object.
    public static func == (lhs: ObjectReference, rhs: ObjectReference) -> Bool { lhs.object === rhs.object }
}

/// The route change a relative request makes.
struct RelativeRouteChange: RouteChangeAction {
    let navigationID: NavigationID
    let animated: Bool
    let trigger: NavigationTrigger
    let context: RouteData?
    let destinationData: RouteData?
    let options: NavigationOptions
    let compute: @Sendable (Route) -> Route

    func destination(from route: Route) -> Route { compute(route) }
}
