import WaypointInterceptors
import WaypointRx
import WaypointStore

extension Router: GuardRunHost {
    /// Adds a guard that runs for every navigation, after those added before it and before the
    /// request's own.
    public func add(guard navigationGuard: NavigationGuard) {
        registry.add(guard: navigationGuard)
    }

    /// Adds a routing interceptor as a guard for every navigation.
    public func add<Interceptor: RoutingInterceptor & Sendable>(guard interceptor: Interceptor) where Interceptor.Context == NavigationGuardContext {
        add(guard: NavigationGuard(interceptor))
    }

    /// Protects every navigation for which `predicate` is `true` with `protectionSpace`, whatever
    /// started it — a request, a route action, a deep link, a restoration, a redirect — after
    /// the guards added before. `predicate` is asked with the navigation's context (its `from`
    /// and `to` routes, trigger and data) before any guard prepares; the navigations it does
    /// not pick pass without a word. The space never checks the navigations it starts itself
    /// (its login).
    ///
    /// ```swift
    /// router.protect(with: login) { context in context.to.contains("settings") }
    /// ```
    public func protect(with protectionSpace: ProtectionSpace, name: String? = nil,
                        when predicate: @escaping @Sendable (NavigationGuardContext) -> Bool) {
        add(guard: NavigationGuard(protectionSpace: protectionSpace, name: name).applying(when: predicate))
    }

    /// Protects every navigation whose destination contains one of `segments` (at any depth)
    /// with `protectionSpace`, whatever started it; see `protect(with:name:when:)`.
    public func protect(with protectionSpace: ProtectionSpace, name: String? = nil, routesContaining segments: Set<RouteElementIdentifier>) {
        protect(with: protectionSpace, name: name) { context in context.to.contains(where: segments.contains) }
    }

    /// Protects every navigation whose destination starts with `prefix` (`["account"]` protects
    /// `/account` and everything under it) with `protectionSpace`, whatever started it; see
    /// `protect(with:name:when:)`.
    public func protect(with protectionSpace: ProtectionSpace, name: String? = nil, routesStartingWith prefix: Route) {
        protect(with: protectionSpace, name: name) { context in context.to.starts(with: prefix) }
    }

    /// The guards' answer on `input`, an action that reached the guard interceptor (whose chain
    /// is `chain`; `nil` when the store asks for the answer at once, the reducer coming next):
    /// an action that changes no route passes as it is.
    func guardAnswer(_ input: Action, chain: InterceptorChain<Action>?) -> InterceptorAnswer {
        // The common action first, by its type: a cast from the existential costs hundreds of
        // instructions, opening it (`guardSetRoute`) a few.
        if type(of: input) == SetRouteAction.self { return guardSetRoute(input, input: input, chain: chain) }
        guard let action = input as? RouteChangeAction else { return .pass(input) }
        return guardNavigation(action, input: input, chain: chain)
    }

    /// `guardNavigation` for `action`, a `SetRouteAction` (the caller checked its type).
    private func guardSetRoute<Opened: Action>(_ action: Opened, input: Action, chain: InterceptorChain<Action>?) -> InterceptorAnswer {
        guard let action = action as? SetRouteAction else { return .pass(input) }
        return guardNavigation(action, input: input, chain: chain)
    }

    /// Runs the guards of a navigation inside the store's action pipeline (`input` is `action`
    /// as the pipeline holds it). A navigation that passes goes on as an absolute
    /// `SetRouteAction` to the destination the guards checked; a rejected, redirected or
    /// superseded one never reaches the reducer.
    private func guardNavigation<Change: RouteChangeAction>(_ action: Change, input: Action, chain: InterceptorChain<Action>?) -> InterceptorAnswer {
        let id = action.navigationID
        let arrival = registry.arrive(id)
        if arrival.cancelled { return .drop }
        for (supersededID, run) in arrival.superseded where run.end(.superseded(by: id)) {
            // Reported only when this ended the run: a run whose guards passed meanwhile (its
            // answer came on another thread) goes on to the store, and ends there, once.
            submit(.external(NavigationEvent(supersededID, .cancelled(.superseded(by: id)))))
        }
        var guards = arrival.guards
        if guards.isEmpty && arrival.from == nil {
            // Nothing to check and no origin to apply: the action goes on as it is, without
            // reading the state or building an absolute action.
            return .pass(input)
        }
        let from = arrival.from ?? stateTransform(store.state).route
        let destination = action.destination(from: from)
        // An absolute action goes on as it is; another one as the absolute action to the
        // destination the guards checked.
        func absolute() -> SetRouteAction {
            SetRouteAction(destination, animated: action.animated, data: action.destinationData, context: action.context,
                           navigationID: id, trigger: action.trigger, options: action.options)
        }
        if guards.isEmpty { return .pass(absolute()) }
        // The common action first: comparing types is a fraction of a protocol cast. An absolute
        // action goes on as the pipeline holds it (no copy of its own).
        let passing: Action = Change.self == SetRouteAction.self || action is AbsoluteRouteChangeAction ? input : absolute()
        let context = NavigationGuardContext(navigationID: id, from: from, to: destination, trigger: action.trigger,
                                             data: action.destinationData, redirects: arrival.redirects)
        // Route-scoped guards check only the navigations they apply to (the guards are copied
        // only when one of them is scoped).
        if guards.contains(where: { $0.applies != nil }) {
            guards.removeAll { navigationGuard in navigationGuard.applies.map { !$0(context) } ?? false }
        }
        if guards.isEmpty {
            registry.markPassedGuards(id)
            return .pass(passing)
        }
        // The run starts now, on the pipeline's thread: when every guard answers at once, the
        // run has ended when its answer is asked, and the action goes on (or not) at once.
        let run = GuardRun(guards: guards, context: context, scheduler: scheduler, timeout: guardTimeout,
                           host: self, animated: action.animated, passing: passing, chain: chain)
        for (supersededID, older) in registry.start(run, for: id, serving: arrival.serves) where older.end(.superseded(by: id)) {
            submit(.external(NavigationEvent(supersededID, .cancelled(.superseded(by: id)))))
        }
        run.start(registry: registry)
        return run.answer()
    }

    func guardRun(_ run: GuardRun, heldBy name: String) {
        submit(.external(NavigationEvent(run.navigationID, .held(by: name))))
    }

    func guardRun(_ run: GuardRun, endedWith outcome: GuardRun.Outcome) -> Bool {
        let id = run.navigationID
        switch outcome {
        case .passed:
            registry.finishRun(id, passed: true)
            submit(.external(NavigationEvent(id, .guardsPassed)))
            return true
        case .redirect(let route):
            registry.finishRun(id, passed: false)
            redirect(id, animated: run.animated, trigger: run.trigger, to: route, redirects: run.redirects)
        case .rejected(let error):
            registry.finishRun(id, passed: false)
            submit(.external(NavigationEvent(id, .cancelled(.guardRejected(error)))))
        case .superseded, .cancelled:
            registry.finishRun(id, passed: false)
        }
        return false
    }

    private func redirect(_ id: NavigationID, animated: Bool, trigger: NavigationTrigger, to route: Route, redirects: Int) {
        guard redirects < redirectLimit else {
            let error = RoutingError.redirectLimitExceeded(route: route, limit: redirectLimit)
            submit(.external(NavigationEvent(id, .cancelled(.guardRejected(error)))))
            return
        }
        let next = NavigationID.unscoped()
        registry.register(next, NavigationRegistry.RequestInfo(redirects: redirects + 1))
        registry.inheritOrigin(from: id, to: next)
        submit(.external(NavigationEvent(id, .cancelled(.redirected(to: route, navigationID: next)))))
        dispatch(SetRouteAction(route, animated: animated, navigationID: next, trigger: trigger))
    }

    /// The name of the router's guard interceptor in the store's pipeline.
    static var guardInterceptorName: String { "navigation guards" }

    /// Dispatches the route action of a registered navigation; when the store's pipeline drops
    /// or fails it outside the guards (a middleware that never calls `next` or passes another
    /// action instead, an interceptor that returns `.empty()` or fails), the navigation fails
    /// with an error naming that interceptor.
    func dispatch(_ action: RouteChangeAction) {
        let id = action.navigationID
        // Only this navigation's route change counts: a middleware that passes on another action
        // instead has dropped it.
        store.dispatch(action, counts: { ($0 as? RouteChangeAction)?.navigationID == id }) { [weak self] outcome in
            guard let self else { return }
            let error: RoutingError
            switch outcome {
            case .reduced:
                return
            case .dropped(let interceptor):
                error = .actionDropped(interceptor: Self.ownName(interceptor))
            case .failed(let interceptor, let failure):
                error = .actionFailed(interceptor: Self.ownName(interceptor), reason: String(describing: failure))
            }
            guard self.registry.wasDroppedOutsideGuards(id) else { return }
            self.submit(.external(NavigationEvent(id, .failed(error))))
        }
    }

    /// `name`, unless it is the guards' own: the guards fail what they drop themselves, so an
    /// action dropped outside them with their name last went on past them, and who dropped it
    /// is not known.
    private static func ownName(_ name: String?) -> String? {
        name == guardInterceptorName ? nil : name
    }
}
