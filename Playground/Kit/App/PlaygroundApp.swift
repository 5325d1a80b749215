import Foundation
import Waypoint

/// The demo app, wired together: a store with a logging and an analytics interceptor, a router
/// driving the headless containers through WaypointUI's `TabBarRoutable`, the login protection
/// and the `/me` redirect guard. It prints every navigation event and every container call as
/// it happens and keeps them in `log` and `containerLog`.
final class PlaygroundApp: Sendable {
    let clock: PlaygroundClock
    let console: Console
    let ids = DisplayIDs()
    let formatter: EventFormatter
    let log = EventLog()
    let containerLog = ContainerLog()
    let ui: ScreenModel
    let analytics = Analytics()
    let store: Store<AppState>
    let router: Router<AppState>
    /// The app's links, both ways from its routes.
    let links: RouteLinks<AppScreen>
    let login: LoginProtection
    /// How long the kept-alive Account screen lives: until the user signs out.
    let accountLifetime = ManualLifetime()
    private let subscriptions = CompositeDisposable()
    private let problemList = Locked<[String]>([])

    init(clock: PlaygroundClock, console: Console) {
        self.clock = clock
        self.console = console
        let formatter = EventFormatter(ids: ids)
        self.formatter = formatter
        let analytics = self.analytics
        let store = Store(reducer: appReducer, state: AppState(), interceptors: [
            LoggingInterceptor.make(console: console, formatter: formatter),
            AnalyticsInterceptor.make(analytics: analytics, console: console),
        ])
        self.store = store
        analytics.readRoute { [weak store] in store?.state.navigationState.route }
        let log = self.log
        let containerLog = self.containerLog
        let ui = ScreenModel(animator: Animator(scheduler: clock.scheduler, timing: clock.timing)) { text in
            let time = clock.milliseconds
            containerLog.append(ContainerLog.Entry(time: time, step: log.step, text: text))
            console.write("    " + formatter.line(time: time, ui: text))
        }
        self.ui = ui
        router = Router(store: store, rootRoutable: ui.root, scheduler: clock.scheduler,
                        stepTimeout: clock.timing.stepTimeout, guardTimeout: clock.timing.guardTimeout, redirectLimit: 3)
        // User-made changes (a back swipe, a tab tap) reach the router through the routable, which
        // the router connected when it was built with it as its root.
        // The screens of signed-in users are protected once, for every way a navigation can
        // start; the login screen the protection presents is never held by it.
        login = LoginProtection(
            isSignedIn: { [weak store] in store?.state.signedInUser != nil },
            presentLogin: { [weak store] in store?.dispatch(Show(AppScreen.login)) }
        )
        router.protect(with: login, matching: ScreenCatalog.requiresLogin)
        router.add(guard: MeRedirect.makeGuard { store.state.signedInUser })
        do {
            links = try AppLinks.make()
        } catch {
            preconditionFailure("the app's link patterns are invalid: \(error)")
        }

        subscriptions.insert(router.events.subscribe(onNext: { event in
            let time = clock.milliseconds
            let line = formatter.line(time: time, event)
            log.append(time: time, number: formatter.ids.number(of: event.navigationID), event: event, line: line)
            console.write("    " + line)
        }))
        // Session effects: signing in lets held navigations go on; signing out ends the lifetime
        // of the kept-alive Account screen.
        let login = self.login
        let lifetime = accountLifetime
        subscriptions.insert(store.states.map { $0.signedInUser }.distinctUntilChanged().skip(1).subscribe(onNext: { user in
            if user != nil {
                login.signedIn()
            } else {
                lifetime.kill()
            }
        }))
    }

    /// Sends a fluent navigation request (`router.navigate { … }`) without waiting for it.
    @discardableResult
    func navigate(_ configure: (NavigationRequest) -> Void) -> NavigationHandle {
        router.navigate(configure)
    }

    /// Navigates to a deep link (`router.navigate(toLink:using:)` with the app's `links`),
    /// without waiting.
    @discardableResult
    func open(link: String, _ configure: (NavigationRequest) -> Void = { _ in }) -> NavigationHandle {
        router.navigate(toLink: link, using: links, configure)
    }

    /// Restores saved navigation state as `AppScreen`s (`router.restoreState(from:as:behavior:)`:
    /// each segment decoded by the case's own `Codable`), without waiting.
    func restore(_ saved: Data, behavior: (StateRestorationContext) -> StateRestorationBehavior) throws -> NavigationHandle {
        try router.restoreState(from: saved, as: AppScreen.self, behavior: behavior)
    }

    /// The options the app gives a request to `route`: the account is kept alive until sign-out,
    /// and the destination is marked for state restoration. (A user's page needs nothing: its
    /// case carries its id. Screens for signed-in users need nothing: the router protects them.)
    func configure(_ request: NavigationRequest, to route: [AppScreen]) {
        switch route.last {
        case .account?:
            request.keepAlive(within: accountLifetime, cacheIdentifier: "account")
            request.stateRestorable(identifier: "account")
        case .user?: request.stateRestorable(identifier: "user")
        case let last?: request.stateRestorable(identifier: last.routeIdentifier)
        case nil: break
        }
    }

    /// How the app restores: every entry is allowed. A restored route to a screen for signed-in
    /// users is held by the router's login protection like any other navigation there.
    func restorationBehavior(_ context: StateRestorationContext) -> StateRestorationBehavior {
        .allow
    }

    /// The route in the store, as its segments' identifiers (what events print).
    var route: Route { store.state.navigationState.route }
    /// The route in the store, as the app's screens.
    var typedRoute: [AppScreen] { store.state.typedRoute }

    /// Waits until `condition` holds; reports and remembers it when it doesn't in time.
    @discardableResult
    func wait(for what: String, limit: RxTimeInterval = .seconds(10), until condition: @escaping @Sendable () -> Bool) async -> Bool {
        let met = await clock.run(until: condition, limit: limit, wakeUps: router.events)
        if !met {
            problemList.withLock { $0.append("gave up waiting for \(what)") }
            console.write("    (gave up waiting for \(what))")
        }
        return met
    }

    /// Waits until an event after the first `start` ones satisfies `predicate`.
    @discardableResult
    func wait(for what: String, after start: Int, limit: RxTimeInterval = .seconds(10),
              where predicate: @escaping @Sendable (NavigationEvent) -> Bool) async -> Bool {
        let log = self.log
        return await wait(for: what, limit: limit) { log.entries(since: start).contains { predicate($0.event) } }
    }

    /// Waits until navigation `id` ended (completed, cancelled or failed), or is held.
    @discardableResult
    func waitUntilSettled(_ id: NavigationID, after start: Int) async -> Bool {
        await wait(for: "navigation \(ids.name(of: id)) to end", after: start) { event in
            guard event.navigationID == id else { return false }
            if case .held = event.kind { return true }
            return event.isTerminal
        }
    }

    /// Waits until navigations `ids` ended.
    func waitUntilEnded(_ ids: Set<NavigationID>, after start: Int) async {
        let log = self.log
        await wait(for: "held navigations to end") {
            let ended = Set(log.entries(since: start).filter(\.event.isTerminal).map(\.event.navigationID))
            return ids.isSubset(of: ended)
        }
    }

    /// Waits until the store's state changes (a dispatch from another task reached the reducer).
    func waitForNextState() -> AsyncSignal {
        let signal = AsyncSignal()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(store.states.skip(1).take(1).subscribe(onNext: { _ in signal.fire() }))
        signal.onFire { subscription.dispose() }
        return signal
    }

    /// Prints the screen tree.
    func printTree(title: String = "screen:") {
        console.write("    " + title)
        console.write(lines: ScreenTree.lines(of: ui.snapshot), indent: "      ")
    }

    /// Signs Ada in: navigations held by the login go on.
    func signIn() {
        store.dispatch(LogIn(user: .ada))
    }

    /// Signs out: the kept-alive Account screen dies with the session; when the route shows a
    /// screen for signed-in users only, the app hides it. Returns the id of that navigation.
    func signOut() -> NavigationID? {
        store.dispatch(LogOut())
        guard let protected = typedRoute.first(where: { ScreenCatalog.spec(for: $0).requiresLogin }) else { return nil }
        let hide = Hide(protected)
        store.dispatch(hide)
        return hide.navigationID
    }

    /// What went wrong while waiting.
    var problems: [String] { problemList.withLock { $0 } }

    /// Stops the router and releases the app's subscriptions.
    func shutdown() async {
        await clock.finish()
        subscriptions.dispose()
        router.dispose()
        await clock.finish()
    }
}
