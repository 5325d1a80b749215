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
    /// Performs a prepared guard: answers through the completion, once.
    typealias Perform = @Sendable (@escaping Answer) -> Void
    /// A guard's answer; `afterHolding` is `true` when a protection space held the navigation
    /// and then let it go (`unprotect()` or `failure`), which makes it unsupersedable for good.
    typealias Answer = @Sendable (_ result: RoutingResult, _ afterHolding: Bool) -> Void
    /// Prepares the guard for a navigation (route-composer's `prepare(with:)`, which may throw)
    /// and returns how to perform it; every guard of a navigation is prepared before any performs.
    let prepare: @Sendable (NavigationGuardContext) throws -> Perform

    /// Wraps a routing interceptor whose context is the navigation's.
    public init<Interceptor: RoutingInterceptor & Sendable>(_ interceptor: Interceptor, name: String? = nil) where Interceptor.Context == NavigationGuardContext {
        self.name = name ?? String(describing: Interceptor.self)
        isProtection = false
        prepare = { context in
            var copy = interceptor
            try copy.prepare(with: context)
            let prepared = copy
            return { completion in prepared.perform(with: context) { completion($0, false) } }
        }
    }

    /// Wraps a routing interceptor that needs no context.
    public init<Interceptor: RoutingInterceptor & Sendable>(_ interceptor: Interceptor, name: String? = nil) where Interceptor.Context == Void {
        self.name = name ?? String(describing: Interceptor.self)
        isProtection = false
        prepare = { _ in
            var copy = interceptor
            try copy.prepare(with: ())
            let prepared = copy
            return { completion in prepared.perform(with: ()) { completion($0, false) } }
        }
    }

    /// A guard made of a closure that answers through `completion`.
    public init(name: String, _ decide: @escaping @Sendable (NavigationGuardContext, @escaping @Sendable (RoutingResult) -> Void) -> Void) {
        self.name = name
        isProtection = false
        prepare = { context in { completion in decide(context) { completion($0, false) } } }
    }

    /// Holds the navigation while `protectionSpace` protects it; see `ProtectionSpace`.
    public init(protectionSpace: ProtectionSpace, name: String? = nil) {
        self.name = name ?? String(describing: type(of: protectionSpace))
        isProtection = true
        prepare = { _ in { completion in
            let once = CompletionOnce(completion)
            let protects = protectionSpace.shouldProtect(
                unprotect: { once.call(.success, afterHolding: true) },
                failure: { error in once.call(.failure(error), afterHolding: true) }
            )
            if !protects { once.call(.success, afterHolding: false) }
        } }
    }
}

/// Passes on the first result only.
final class CompletionOnce: Sendable {
    // The atomic word comes first (see `AtomicStorage`): `called`.
    private let atomicStorage = AtomicStorage(false)

    private let completion: NavigationGuard.Answer
    private var called: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    init(_ completion: @escaping NavigationGuard.Answer) {
        self.completion = completion
    }

    func call(_ result: RoutingResult, afterHolding: Bool) {
        if !called.exchange(true, ordering: .acquiringAndReleasing) { completion(result, afterHolding) }
    }
}
