import WaypointRx

/// A type-erased interceptor of a chain from `Input` to `Output`, with the options the chain
/// applies to it: its name, the proceed-exactly-once rule and its own timeout.
public struct AnyTypedInterceptor<Input, Output>: Interceptor {
    @usableFromInline
    let body: (TypedInterceptorChain<Input, Output>) throws -> Observable<Output>

    @usableFromInline
    var options: InterceptorOptions

    /// The name errors use for this interceptor; the type name of the interceptor by default.
    public var name: String { options.name }

    /// `true` when every run of this interceptor must call `proceed` exactly once before it
    /// emits or completes; see `proceedingExactlyOnce()`.
    public var proceedsExactlyOnce: Bool { options.proceedsExactlyOnce }

    /// `true` when the chain can run it without watching it.
    @inlinable
    var isPlain: Bool { options.isPlain }

    /// Its own timeout, if any.
    var timing: Timing? { options.timing }

    /// Wraps `base`, keeping its options when `base` is itself an `AnyTypedInterceptor`.
    @inlinable
    public init<Base: Interceptor>(base: Base) where Base.Input == Input, Base.Output == Output {
        if let erased = base as? AnyTypedInterceptor<Input, Output> {
            self = erased
        } else {
            body = base.intercept(chain:)
            options = InterceptorOptions(name: String(describing: Base.self))
        }
    }

    /// An interceptor made of a closure; a thrown error becomes the output's `.error`.
    @inlinable
    public init(name: String = "closure", _ intercept: @escaping (TypedInterceptorChain<Input, Output>) throws -> Observable<Output>) {
        body = intercept
        options = InterceptorOptions(name: name)
    }

    /// Calls the wrapped interceptor; a thrown error becomes an `.error` event.
    @inlinable
    public func intercept(chain: TypedInterceptorChain<Input, Output>) -> Observable<Output> {
        do {
            return try body(chain)
        } catch {
            return .error(error)
        }
    }
}

/// A type-erased interceptor of a chain whose output is its input: `AnyInterceptor(base: Add())`.
public typealias AnyInterceptor<Input> = AnyTypedInterceptor<Input, Input>

/// How the chain treats one interceptor.
@usableFromInline
struct InterceptorOptions: Sendable {
    var name: String
    var proceedsExactlyOnce = false
    var timing: Timing?

    @usableFromInline
    init(name: String) {
        self.name = name
    }

    /// `true` when the chain can run it without watching it.
    @usableFromInline
    var isPlain: Bool { !proceedsExactlyOnce && timing == nil }
}

extension Interceptor {
    /// This interceptor, type-erased.
    public func eraseToAnyInterceptor() -> AnyTypedInterceptor<Input, Output> {
        AnyTypedInterceptor(base: self)
    }

    /// This interceptor under another name, which errors about it use.
    public func named(_ name: String) -> AnyTypedInterceptor<Input, Output> {
        var erased = AnyTypedInterceptor(base: self)
        erased.options.name = name
        return erased
    }

    /// This interceptor under the rule of OkHttp's network interceptors: each run must call
    /// `proceed` exactly once, and before it emits or completes. Proceeding a second time, or
    /// emitting or completing without proceeding, ends the whole chain with
    /// `InterceptorError.proceededMoreThanOnce` or `.didNotProceed` naming it. An error it
    /// emits before proceeding is passed on as it is.
    public func proceedingExactlyOnce() -> AnyTypedInterceptor<Input, Output> {
        var erased = AnyTypedInterceptor(base: self)
        erased.options.proceedsExactlyOnce = true
        return erased
    }

    /// This interceptor with a limit on its own time on `scheduler`: the time it spends while
    /// none of its `proceed` subscriptions is running (waiting for a token, deciding, backing
    /// off between retries), summed over its run. The rest of the chain does not count. Past
    /// the limit, its output fails with `InterceptorError.interceptorTimedOut`, which the
    /// interceptors before it see like any error (a retry interceptor may retry it).
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> AnyTypedInterceptor<Input, Output> {
        var erased = AnyTypedInterceptor(base: self)
        erased.options.timing = Timing(dueTime: dueTime, scheduler: scheduler)
        return erased
    }
}

extension AnyTypedInterceptor {
    /// This interceptor, with `observe` called with the chain it receives before each run; its
    /// options (name, proceed rule, timeout) are kept. A store uses it to tell which interceptor
    /// an action reached last.
    package func observingRuns(_ observe: @escaping (TypedInterceptorChain<Input, Output>) -> Void) -> AnyTypedInterceptor<Input, Output> {
        let body = self.body
        var observed = AnyTypedInterceptor(name: name) { chain in
            observe(chain)
            return try body(chain)
        }
        observed.options = options
        return observed
    }
}
