import WaypointRx

/// A type-erased navigation guard: a `RoutingInterceptor` (with `NavigationGuardContext` or
/// `Void` context) or a `ProtectionSpace`, with the name events use for it, optionally scoped to
/// the navigations a predicate picks (`applying(when:)`).
///
/// A navigation the guard starts while it decides on another (see
/// `NavigationGuardContext.startingNavigations(_:)`) is never checked by the same guard, and the
/// guard then holds the navigation it decides on like a protection space: no timeout, not
/// superseded.
public struct NavigationGuard: Sendable {
    /// What makes two guards "the same guard" for navigations a guard starts: the protection
    /// space instance (when it is a class), else the `NavigationGuard` value it was made as.
    enum Key: Hashable, Sendable {
        case object(ObjectIdentifier)
        case unique(Int)

        private static let counter = AtomicBox<Int>(0)

        /// A key no other guard has.
        static func unique() -> Key { .unique(counter.add(1, ordering: .relaxed).newValue) }

        /// The key of guards made from `space`.
        static func of(_ space: ProtectionSpace) -> Key {
            type(of: space) is AnyClass ? .object(ObjectIdentifier(space as AnyObject)) : unique()
        }
    }

    /// The name events and errors use.
    public let name: String
    /// `true` for protection spaces: they may hold a navigation indefinitely (until
    /// `unprotect()`), so the guard timeout does not apply and newer navigations don't
    /// supersede them.
    public let isProtection: Bool
    let key: Key
    /// Which navigations the guard checks; `nil` for all of them.
    let applies: (@Sendable (NavigationGuardContext) -> Bool)?
    /// Performs a prepared guard: answers through the completion, once.
    typealias Perform = @Sendable (@escaping Answer) -> Void
    /// A guard's answer; `afterHolding` is `true` when a protection space held the navigation
    /// and then let it go (`unprotect()` or `failure`), which makes it unsupersedable for good.
    typealias Answer = @Sendable (_ result: RoutingResult, _ afterHolding: Bool) -> Void
    /// Prepares the guard for a navigation (route-composer's `prepare(with:)`, which may throw)
    /// and returns how to perform it; every guard of a navigation is prepared before any performs.
    let prepare: @Sendable (NavigationGuardContext) throws -> Perform
    /// A closure guard's decision, which the router calls directly (instead of preparing the
    /// guard, which does nothing, and performing it) with the guard's context and its answer.
    typealias Decide = @Sendable (NavigationGuardContext, @escaping @Sendable (RoutingResult) -> Void) -> Void
    let decide: Decide?

    /// Wraps a routing interceptor whose context is the navigation's.
    public init<Interceptor: RoutingInterceptor & Sendable>(_ interceptor: Interceptor, name: String? = nil) where Interceptor.Context == NavigationGuardContext {
        self.name = name ?? String(describing: Interceptor.self)
        isProtection = false
        key = .unique()
        applies = nil
        decide = nil
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
        key = .unique()
        applies = nil
        decide = nil
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
        key = .unique()
        applies = nil
        // Made once, so that a navigation allocates nothing for the guard: the router performs a
        // guard inside its scope (see `GuardRun`), which gives the guard's context and the same
        // answer as `completion` (with `afterHolding` false) as a closure that needs no context.
        let perform: Perform = { completion in
            guard let scope = GuardScope.innermost, let context = scope.guardContext else {
                return
            }
            decide(context, scope.plainAnswer)
        }
        prepare = { _ in perform }
        self.decide = decide
    }

    /// Holds the navigation while `protectionSpace` protects it; see `ProtectionSpace`. The
    /// space is asked with the navigation's context (`shouldProtect(_:unprotect:failure:)`).
    public init(protectionSpace: ProtectionSpace, name: String? = nil) {
        self.init(protectionSpace: protectionSpace, name: name ?? String(describing: type(of: protectionSpace)),
                  key: .of(protectionSpace))
    }

    /// A protection guard named `name` whose key is `key` (the restoration's wrapper of an app's
    /// space shares the space's key).
    init(protectionSpace: ProtectionSpace, name: String, key: Key) {
        self.name = name
        isProtection = true
        self.key = key
        applies = nil
        decide = nil
        prepare = { context in { completion in
            let once = CompletionOnce(completion)
            let protects = protectionSpace.shouldProtect(
                context,
                unprotect: { once.call(.success, afterHolding: true) },
                failure: { error in once.call(.failure(error), afterHolding: true) }
            )
            if !protects { once.call(.success, afterHolding: false) }
        } }
    }

    private init(_ base: NavigationGuard, applies: @escaping @Sendable (NavigationGuardContext) -> Bool) {
        name = base.name
        isProtection = base.isProtection
        key = base.key
        prepare = base.prepare
        decide = base.decide
        if let previous = base.applies {
            self.applies = { previous($0) && applies($0) }
        } else {
            self.applies = applies
        }
    }

    /// This guard, checking only the navigations for which `predicate` is `true` (asked with
    /// the navigation's context, before any guard prepares): the others pass it without a word —
    /// no `prepare`, no `perform`, no `held(by:)` event. It is the same guard for the navigations
    /// it starts.
    public func applying(when predicate: @escaping @Sendable (NavigationGuardContext) -> Bool) -> NavigationGuard {
        NavigationGuard(self, applies: predicate)
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
