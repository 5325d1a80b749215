/// A guard that runs before a navigation reaches the state (route-composer's
/// `RoutingInterceptor`): `prepare` checks synchronously and may throw; `perform` answers,
/// possibly later, by calling `completion` once.
///
/// Register guards on the router for every navigation (`router.add(guard:)`) or on one request
/// (`request.guarded(by:)`). Their `Context` is `NavigationGuardContext` (or `Void` for guards
/// that need none).
public protocol RoutingInterceptor {
    /// What the guard is told about the navigation.
    associatedtype Context

    /// Checks synchronously before `perform`; a thrown error stops the navigation.
    mutating func prepare(with context: Context) throws

    /// Decides, now or later, by calling `completion` once. `completion` is `@Sendable`: call it
    /// from any thread or task (an answer that comes from async work, say); the router takes it
    /// back to its scheduler. A conformance may declare the parameter without `@Sendable` when it
    /// answers on the calling thread.
    func perform(with context: Context, completion: @escaping @Sendable (RoutingResult) -> Void)
}

extension RoutingInterceptor {
    /// Does nothing.
    public mutating func prepare(with context: Context) throws {}

    /// Prepares, then performs; a `prepare` error is thrown to the caller.
    public mutating func execute(with context: Context, completion: @escaping @Sendable (RoutingResult) -> Void) throws {
        try prepare(with: context)
        perform(with: context, completion: completion)
    }

    /// Prepares, then performs, never throwing: a `prepare` error is reported to `completion`
    /// as `.failure`.
    public mutating func commit(with context: Context, completion: @escaping @Sendable (RoutingResult) -> Void) {
        do {
            try execute(with: context, completion: completion)
        } catch {
            completion(.failure(error))
        }
    }
}

extension RoutingInterceptor where Context == Void {
    /// `prepare(with: ())`.
    public mutating func prepare() throws {
        try prepare(with: ())
    }

    /// `perform(with: (), completion:)`.
    public func perform(completion: @escaping @Sendable (RoutingResult) -> Void) {
        perform(with: (), completion: completion)
    }

    /// `execute(with: (), completion:)`.
    public mutating func execute(completion: @escaping @Sendable (RoutingResult) -> Void) throws {
        try execute(with: (), completion: completion)
    }

    /// `commit(with: (), completion:)`.
    public mutating func commit(completion: @escaping @Sendable (RoutingResult) -> Void) {
        commit(with: (), completion: completion)
    }
}

/// What a navigation guard is told about the navigation it guards.
///
/// The router gives each guard its own context: navigations the guard starts in
/// `startingNavigations(_:)` are started by that guard for this navigation.
public struct NavigationGuardContext: Sendable, Equatable {
    /// What the context describes, shared by the contexts the router gives each guard of a
    /// navigation (so that a copy is two references, not six fields).
    private let storage: Storage
    /// The guard's decision on this navigation, when the router made the context.
    let scope: GuardScope?

    /// The id of the navigation the guard checks.
    public var navigationID: NavigationID { storage.navigationID }
    /// The route the UI shows (or the request's `from` route).
    public var from: Route { storage.from }
    /// Where the navigation goes.
    public var to: Route { storage.to }
    /// What started it.
    public var trigger: NavigationTrigger { storage.trigger }
    /// The data the navigation carries to its destination, if any.
    public var data: RouteData? { storage.data }
    /// How many redirects led to this navigation (0 for the original).
    public var redirects: Int { storage.redirects }

    /// A context for navigation `navigationID` from `from` to `to`, after `redirects` redirects (the router builds these; tests may too).
    public init(navigationID: NavigationID, from: Route, to: Route, trigger: NavigationTrigger, data: RouteData?, redirects: Int) {
        storage = Storage(navigationID: navigationID, from: from, to: to, trigger: trigger, data: data, redirects: redirects)
        scope = nil
    }

    private init(storage: Storage, scope: GuardScope) {
        self.storage = storage
        self.scope = scope
    }

    /// This context, for the guard deciding within `scope`.
    func scoped(_ scope: GuardScope) -> NavigationGuardContext {
        NavigationGuardContext(storage: storage, scope: scope)
    }

    /// What a context describes.
    private final class Storage: Sendable {
        let navigationID: NavigationID
        let from: Route
        let to: Route
        let trigger: NavigationTrigger
        let data: RouteData?
        let redirects: Int

        init(navigationID: NavigationID, from: Route, to: Route, trigger: NavigationTrigger, data: RouteData?, redirects: Int) {
            self.navigationID = navigationID
            self.from = from
            self.to = to
            self.trigger = trigger
            self.data = data
            self.redirects = redirects
        }
    }

    /// Runs `body` as part of this guard's decision on the navigation, on the calling thread,
    /// and returns its result. Every navigation made in `body` — a route action whose id it
    /// creates (`store.dispatch(Show("login"))`), a request (`router.navigate { … }`), a deep
    /// link — is started by this guard for this navigation: the guard never checks or holds it,
    /// it does not supersede this navigation, and the guard now holds this navigation until it
    /// answers (no guard timeout, not superseded by newer navigations).
    ///
    /// What a guard or protection space starts while the router runs it (inside `perform` or
    /// `shouldProtect`) is recorded that way already; call this for what it starts later, from
    /// any thread or task (the login presented after an alert, say). For a context the router
    /// did not make (a test's), it just runs `body`.
    public func startingNavigations<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard let scope else { return try body() }
        return try scope.open(body)
    }

    /// `false` once the guard given this context no longer decides on the navigation (it was
    /// cancelled, superseded, its router disposed, or the guard answered); `true` for a context
    /// the router did not make.
    var guardIsDeciding: Bool { scope?.isDeciding ?? true }

    /// Equal when they describe the same navigation; which guard was given the context does
    /// not count.
    public static func == (lhs: NavigationGuardContext, rhs: NavigationGuardContext) -> Bool {
        lhs.navigationID == rhs.navigationID && lhs.from == rhs.from && lhs.to == rhs.to && lhs.trigger == rhs.trigger
            && lhs.data == rhs.data && lhs.redirects == rhs.redirects
    }
}
