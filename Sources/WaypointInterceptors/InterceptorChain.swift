import Foundation
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
///
/// A chain you build is safe to configure and run from any thread; runs already started keep the
/// interceptors they started with.
public class TypedInterceptorChain<Input, Output> {
    // Atomic words first (see `AtomicStorage`), used by `RunningChain`: `claimed`, `changed`.
    @usableFromInline
    let atomicStorage = (AtomicStorage(false), AtomicStorage(false))

    /// The configuration of a chain you built; `nil` on the chain an interceptor receives, which
    /// is a `RunningChain`.
    @usableFromInline
    let builder: ChainBuilder<Input, Output>?

    /// The 1-based position of the interceptor that received this chain: 1 for the first, `count`
    /// for the last. 0 on a chain you built, which no interceptor holds.
    // Set only at creation, or when a run reuses a chain nothing else holds (see `Plan.runPlain`).
    @exclusivity(unchecked)
    public private(set) final var position: Int

    /// Sets `position`, for a chain that nothing else holds.
    @usableFromInline
    final func setPosition(_ position: Int) {
        self.position = position
    }

    @usableFromInline
    init(builder: ChainBuilder<Input, Output>?, position: Int) {
        self.builder = builder
        self.position = position
    }

    /// A chain whose terminal step is the observable `terminal` returns for the input (a network
    /// call for a request); a thrown error becomes an `.error` event.
    public convenience init(input: Input? = nil, terminal: @escaping (Input) throws -> Observable<Output>) {
        self.init(builder: ChainBuilder(input: input, terminal: .observable(terminal)), position: 0)
    }

    /// This chain as the chain an interceptor received; only valid when `builder` is `nil`.
    @inlinable
    final var running: RunningChain<Input, Output> {
        unsafeDowncast(self, to: RunningChain<Input, Output>.self)
    }

    /// The input the next `proceed()` passes on. On the chain an interceptor receives, it is that
    /// interceptor's input; setting it rewrites the input for this run only.
    @inlinable
    public final var input: Input? {
        get {
            if let builder { return builder.input }
            return running.currentInput
        }
        set {
            if let builder {
                builder.input = newValue
            } else {
                running.setInput(newValue)
            }
        }
    }

    /// The number of interceptors in the chain.
    public final var count: Int {
        if let builder { return builder.count }
        return running.plan.count
    }

    /// The name of the interceptor that received this chain; `nil` on a chain you built.
    public final var interceptorName: String? {
        if builder != nil { return nil }
        return running.plan.name(at: position - 1)
    }

    /// Appends `interceptor`: interceptors run in the order they were added. Runs already started
    /// keep the interceptors they started with.
    ///
    /// On the chain an interceptor received, which cannot change, it makes that chain's
    /// `proceed` fail with `InterceptorError.modifiedWhileRunning`.
    @discardableResult
    public final func add<Base: Interceptor>(interceptor: Base) -> TypedInterceptorChain<Input, Output> where Base.Input == Input, Base.Output == Output {
        if let builder {
            builder.add(AnyTypedInterceptor(base: interceptor))
        } else {
            running.markModified()
        }
        return self
    }

    /// Appends an interceptor made of a closure; see `add(interceptor:)`.
    @discardableResult
    public final func add(name: String = "closure", _ intercept: @escaping (TypedInterceptorChain<Input, Output>) throws -> Observable<Output>) -> TypedInterceptorChain<Input, Output> {
        add(interceptor: AnyTypedInterceptor(name: name, intercept))
    }

    /// Limits each run of the whole chain to `dueTime` on `scheduler`, from subscription to its
    /// terminal event; past it, the run fails with `InterceptorError.chainTimedOut`.
    @discardableResult
    public final func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> TypedInterceptorChain<Input, Output> {
        if let builder {
            builder.timing = Timing(dueTime: dueTime, scheduler: scheduler)
        } else {
            running.markModified()
        }
        return self
    }

    /// Runs the rest of the chain with `input`: the next interceptor, or the terminal step when
    /// none is left. Nothing runs until the result is subscribed; each subscription runs it
    /// afresh. Without an input, the result fails with `InterceptorError.missingInput`.
    @inlinable
    public final func proceed() -> Observable<Output> {
        proceed(object: nil)
    }

    /// Runs the rest of the chain with `object` as the input (the current `input` when `nil`);
    /// see `proceed()`.
    @inlinable
    public final func proceed(object: Input?) -> Observable<Output> {
        if let builder {
            if let object { return builder.currentPlan().observable(for: object) }
            let (plan, input) = builder.snapshot()
            guard let input else {
                return .error(InterceptorError.missingInput(interceptor: nil, position: 0, count: plan.count))
            }
            return plan.observable(for: input)
        }
        return running.proceed(object)
    }

    /// Runs the chain you built for `input` with `observer`, as subscribing
    /// `proceed(object: input)` with it would, without making that observable; every chain of
    /// the run carries `context` (`runContext`). Call it from inside a subscription (an
    /// observable's subscribe handler), as `proceed`'s observable runs it; only valid on a chain
    /// you built.
    @inlinable
    package final func run(_ input: Input, observer: AnyObserver<Output>, context: AnyObject? = nil) -> Disposable {
        builder.unsafelyUnwrapped.currentPlan().start(input, observer, context: context)
    }

    /// What the code that started this chain's run attached to it with `run(_:observer:context:)`,
    /// on the chain an interceptor received; `nil` otherwise.
    package final var runContext: AnyObject? {
        if builder != nil { return nil }
        return running.context
    }
}

/// What an interceptor changed on the chain it received: a rewritten input, or an attempt to
/// add an interceptor or a timeout.
final class ChainChanges<Input> {
    var input: Input?
    var modified = false

    init(input: Input?) {
        self.input = input
    }
}

/// The configuration of a chain you build, behind a lock; `proceed()` takes a snapshot of it
/// (a `Plan`), rebuilt only after a change.
@usableFromInline
// @unchecked: the interceptor list and input are touched only under `lock`.
final class ChainBuilder<Input, Output>: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `published`.
    @usableFromInline
    let atomicStorage = AtomicStorage(UInt(0))

    @usableFromInline
    let lock = NSLock()
    @usableFromInline @exclusivity(unchecked)
    var storedInput: Input?
    @exclusivity(unchecked) private var interceptors: ContiguousArray<AnyTypedInterceptor<Input, Output>> = []
    @exclusivity(unchecked) private var storedTiming: Timing?
    /// The plan of the current configuration, once made; under `lock`.
    @usableFromInline @exclusivity(unchecked)
    var plan: Plan<Input, Output>?
    /// Every plan this builder published: a plan stays alive as long as the builder, so that a
    /// reader that loaded its address from `published` may still retain it after a change.
    /// Under `lock`; one plan per configuration that ran.
    @exclusivity(unchecked) private var publishedPlans: [Plan<Input, Output>] = []
    /// The address of the current configuration's plan, 0 until one is made or after a change:
    /// `currentPlan()` reads it without the lock.
    @inlinable @inline(__always)
    var published: AtomicWord<UInt> { AtomicWord(in: self, word: 0) }
    private let terminal: Terminal<Input, Output>

    init(input: Input?, terminal: Terminal<Input, Output>) {
        storedInput = input
        self.terminal = terminal
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    @usableFromInline
    var input: Input? {
        get { locked { storedInput } }
        set { locked { storedInput = newValue } }
    }

    var count: Int { locked { interceptors.count } }

    var timing: Timing? {
        get { locked { storedTiming } }
        set { locked { storedTiming = newValue; unpublish() } }
    }

    func add(_ interceptor: AnyTypedInterceptor<Input, Output>) {
        locked {
            interceptors.append(interceptor)
            unpublish()
        }
    }

    /// Drops the current plan after a change; under `lock`.
    private func unpublish() {
        plan = nil
        published.store(0, ordering: .releasing)
    }

    /// The plan of the current configuration: one atomic load once it is made.
    @inlinable
    func currentPlan() -> Plan<Input, Output> {
        let address = published.load(ordering: .acquiring)
        if address != 0 {
            return Unmanaged<Plan<Input, Output>>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
                .takeUnretainedValue()
        }
        return snapshot().plan
    }

    /// The plan of the current configuration, and the current input. Inlinable, so that a
    /// client's `proceed` gets it specialized: no generic metadata lookup per run.
    @inlinable
    func snapshot() -> (plan: Plan<Input, Output>, input: Input?) {
        lock.lock()
        let current = plan ?? makePlan()
        let input = storedInput
        lock.unlock()
        return (current, input)
    }

    /// Builds the plan of the current configuration and keeps it; under `lock`.
    @usableFromInline
    func makePlan() -> Plan<Input, Output> {
        let made = Plan(interceptors: interceptors, terminal: terminal, timing: storedTiming)
        plan = made
        publishedPlans.append(made)
        published.store(UInt(bitPattern: Unmanaged.passUnretained(made).toOpaque()), ordering: .releasing)
        return made
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
        self.init(builder: ChainBuilder(input: input, terminal: .value { $0 }), position: 0)
    }
}

// @unchecked: mutable state lives behind `lock`; interceptors run on the subscribing thread, as Rx operators do.
extension TypedInterceptorChain: @unchecked Sendable where Input: Sendable, Output: Sendable {}

/// A chain whose output is its input, as SwiftRxInterceptor's: `InterceptorChain<Int>(input: 1)`.
public typealias InterceptorChain<Input> = TypedInterceptorChain<Input, Input>
