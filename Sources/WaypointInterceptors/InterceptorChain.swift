import Synchronization
import WaypointRx

/// A chain of interceptors between an `Input` and its destination, the terminal step, which
/// turns the input into an `Output` (a request into a response, an action into a new state).
///
/// Build it with `add(interceptor:)`, then call `proceed()`: the result is an `Observable` that
/// runs the interceptors in insertion order each time it is subscribed, and nothing before.
/// Each interceptor receives the chain at its own position, a fresh object per run; calling
/// `proceed()` on it runs the rest. When no interceptor is left, `proceed` runs the terminal step.
///
/// Errors an interceptor throws or emits reach the subscriber as `.error` (unless an interceptor
/// before it handles them), and the interceptors after it never run. Disposing the subscription
/// disposes the interceptor running at that moment, and none after it runs.
public final class TypedInterceptorChain<Input, Output> {
    /// The run's plan; `nil` for a chain you built, which no interceptor holds.
    private let plan: Plan<Input, Output>?
    /// The terminal step of a chain you built.
    private let terminal: Terminal<Input, Output>?
    private let run: RunSink<Output>?
    private let hop: HopSink<Input, Output>?
    private let initialInput: Input?
    /// `true` once `state` differs from the initial values; then read it under `lock`.
    private let changed = Atomic<Bool>(false)
    private let lock = Locked(())
    private var state: State

    private struct State {
        var input: Input?
        var interceptors: ContiguousArray<AnyTypedInterceptor<Input, Output>> = []
        var timing: Timing?
        var plan: Plan<Input, Output>?
        var modified = false
    }

    /// The 1-based position of the interceptor that received this chain: 1 for the first, `count`
    /// for the last. 0 on a chain you built, which no interceptor holds.
    public let position: Int

    /// A chain you build, whose terminal step is `terminal`.
    init(input: Input?, terminal: Terminal<Input, Output>) {
        plan = nil
        self.terminal = terminal
        run = nil
        hop = nil
        initialInput = input
        state = State(input: input)
        position = 0
    }

    /// The chain an interceptor receives.
    init(plan: Plan<Input, Output>, position: Int, input: Input, run: RunSink<Output>?, hop: HopSink<Input, Output>?) {
        self.plan = plan
        terminal = nil
        self.run = run
        self.hop = hop
        initialInput = input
        state = State(input: input)
        self.position = position
    }

    /// A chain whose terminal step is the observable `terminal` returns for the input (a network
    /// call for a request); a thrown error becomes an `.error` event.
    public convenience init(input: Input? = nil, terminal: @escaping (Input) throws -> Observable<Output>) {
        self.init(input: input, terminal: .observable(terminal))
    }

    /// The input the next `proceed()` passes on. On the chain an interceptor receives, it is that
    /// interceptor's input; setting it rewrites the input for this run only.
    public var input: Input? {
        get {
            if !changed.load(ordering: .acquiring) { return initialInput }
            return withState { $0.input }
        }
        set {
            withState { $0.input = newValue }
            changed.store(true, ordering: .releasing)
        }
    }

    /// The number of interceptors in the chain.
    public var count: Int {
        if let plan { return plan.interceptors.count }
        return withState { $0.interceptors.count }
    }

    /// The name of the interceptor that received this chain; `nil` on a chain you built.
    public var interceptorName: String? {
        guard let plan, position > 0 else { return nil }
        return plan.interceptors[position - 1].name
    }

    /// Appends `interceptor`: interceptors run in the order they were added. Runs already started
    /// keep the interceptors they started with.
    ///
    /// On the chain an interceptor received, which cannot change, it makes that chain's
    /// `proceed` fail with `InterceptorError.modifiedWhileRunning`.
    @discardableResult
    public func add<Base: Interceptor>(interceptor: Base) -> TypedInterceptorChain<Input, Output> where Base.Input == Input, Base.Output == Output {
        let erased = AnyTypedInterceptor(base: interceptor)
        change { $0.interceptors.append(erased) }
        return self
    }

    /// Appends an interceptor made of a closure; see `add(interceptor:)`.
    @discardableResult
    public func add(name: String = "closure", _ intercept: @escaping (TypedInterceptorChain<Input, Output>) throws -> Observable<Output>) -> TypedInterceptorChain<Input, Output> {
        add(interceptor: AnyTypedInterceptor(name: name, intercept))
    }

    /// Limits each run of the whole chain to `dueTime` on `scheduler`, from subscription to its
    /// terminal event; past it, the run fails with `InterceptorError.chainTimedOut`.
    @discardableResult
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> TypedInterceptorChain<Input, Output> {
        let timing = Timing(dueTime: dueTime, scheduler: scheduler)
        change { $0.timing = timing }
        return self
    }

    private func change(_ apply: (inout State) -> Void) {
        let running = plan != nil
        withState { state in
            if running {
                state.modified = true
            } else {
                apply(&state)
                state.plan = nil
            }
        }
        changed.store(true, ordering: .releasing)
    }

    /// Runs `body` on the mutable state under the lock. (The result travels through a local:
    /// `Mutex.withLock` demands a `sending` result, which a non-`Sendable` input cannot be.)
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        var result: Result?
        lock.withLock { _ in result = body(&state) }
        // The closure above always ran.
        return result.unsafelyUnwrapped
    }

    /// Runs the rest of the chain with `input`: the next interceptor, or the terminal step when
    /// none is left. Nothing runs until the result is subscribed; each subscription runs it
    /// afresh. Without an input, the result fails with `InterceptorError.missingInput`.
    public func proceed() -> Observable<Output> {
        proceed(object: nil)
    }

    /// Runs the rest of the chain with `object` as the input (the current `input` when `nil`);
    /// see `proceed()`.
    public func proceed(object: Input?) -> Observable<Output> {
        guard let plan else { return startRun(object) }
        let (current, modified) = changed.load(ordering: .acquiring)
            ? withState { ($0.input, $0.modified) }
            : (initialInput, false)
        let interceptor = plan.interceptors[position - 1].name
        if modified {
            return .error(InterceptorError.modifiedWhileRunning(interceptor: interceptor, position: position, count: plan.interceptors.count))
        }
        guard let value = object ?? current else {
            return .error(InterceptorError.missingInput(interceptor: interceptor, position: position, count: plan.interceptors.count))
        }
        let (run, hop, position) = (self.run, self.hop, self.position)
        if let hop {
            return makeObservable { observer in hop.proceed(value, observer) }
        }
        return makeObservable { observer in plan.run(index: position, input: value, observer: observer, run: run) }
    }

    /// `proceed` on a chain you built: snapshots the interceptors into a plan.
    private func startRun(_ object: Input?) -> Observable<Output> {
        let terminal = self.terminal
        let snapshot = withState { state -> (input: Input?, plan: Plan<Input, Output>?, count: Int) in
            if state.plan == nil, let terminal {
                state.plan = Plan(interceptors: state.interceptors, terminal: terminal, timing: state.timing)
            }
            return (state.input, state.plan, state.interceptors.count)
        }
        guard let plan = snapshot.plan else { return .empty() }
        guard let value = object ?? snapshot.input else {
            return .error(InterceptorError.missingInput(interceptor: nil, position: 0, count: snapshot.count))
        }
        return makeObservable { observer in plan.start(value, observer) }
    }
}

extension TypedInterceptorChain where Output == Input {
    /// A chain without an input yet; set `input` or use `proceed(object:)`. With no interceptor
    /// left, `proceed` emits the (possibly rewritten) input once and completes.
    public convenience init() {
        self.init(input: nil)
    }

    /// A chain for `input`. With no interceptor left, `proceed` emits the (possibly rewritten)
    /// input once and completes.
    public convenience init(input: Input?) {
        self.init(input: input, terminal: .value { $0 })
    }
}

// @unchecked: the mutable state lives behind `lock` (with `changed` atomic); the rest is
// immutable. Interceptors and the terminal step may run on whichever thread subscribes, as Rx
// operators do.
extension TypedInterceptorChain: @unchecked Sendable where Input: Sendable, Output: Sendable {}

/// A chain whose output is its input, as SwiftRxInterceptor's: `InterceptorChain<Int>(input: 1)`.
public typealias InterceptorChain<Input> = TypedInterceptorChain<Input, Input>
