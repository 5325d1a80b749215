import WaypointRx

/// A type-erased navigation guard: a `RoutingInterceptor` (with `NavigationGuardContext` or
/// `Void` context) or a `ProtectionSpace`, with the name events use for it.
public struct NavigationGuard: Sendable {
    /// The name events and errors use.
    public let name: String
    /// `true` for protection spaces: they may hold a navigation indefinitely (until
    /// `unprotect()`), so the guard timeout does not apply and newer navigations don't
    /// supersede them.
    public let isProtection: Bool
    let start: @Sendable (NavigationGuardContext, @escaping @Sendable (RoutingResult) -> Void) -> Void

    /// Wraps a routing interceptor whose context is the navigation's.
    public init<Interceptor: RoutingInterceptor & Sendable>(_ interceptor: Interceptor, name: String? = nil) where Interceptor.Context == NavigationGuardContext {
        self.name = name ?? String(describing: Interceptor.self)
        isProtection = false
        start = { context, completion in
            var copy = interceptor
            copy.commit(with: context) { completion($0) }
        }
    }

    /// Wraps a routing interceptor that needs no context.
    public init<Interceptor: RoutingInterceptor & Sendable>(_ interceptor: Interceptor, name: String? = nil) where Interceptor.Context == Void {
        self.name = name ?? String(describing: Interceptor.self)
        isProtection = false
        start = { _, completion in
            var copy = interceptor
            copy.commit(with: ()) { completion($0) }
        }
    }

    /// A guard made of a closure that answers through `completion`.
    public init(name: String, _ decide: @escaping @Sendable (NavigationGuardContext, @escaping @Sendable (RoutingResult) -> Void) -> Void) {
        self.name = name
        isProtection = false
        start = decide
    }

    /// Holds the navigation while `protectionSpace` protects it; see `ProtectionSpace`.
    public init(protectionSpace: ProtectionSpace, name: String? = nil) {
        self.name = name ?? String(describing: type(of: protectionSpace))
        isProtection = true
        start = { _, completion in
            let once = CompletionOnce(completion)
            let protects = protectionSpace.shouldProtect(
                unprotect: { once.call(.success) },
                failure: { error in once.call(.failure(error)) }
            )
            if !protects { once.call(.success) }
        }
    }
}

/// Passes on the first result only.
final class CompletionOnce: Sendable {
    // The atomic word comes first (see `AtomicStorage`): `called`.
    private let atomicStorage = AtomicStorage(false)

    private let completion: @Sendable (RoutingResult) -> Void
    private var called: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    init(_ completion: @escaping @Sendable (RoutingResult) -> Void) {
        self.completion = completion
    }

    func call(_ result: RoutingResult) {
        if !called.exchange(true, ordering: .acquiringAndReleasing) { completion(result) }
    }
}
