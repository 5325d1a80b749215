import Foundation
import WaypointRx

/// What one `proceed()` of a chain you built runs: a snapshot of its interceptors, its terminal
/// step and its timeout. Immutable, so any number of runs may use it at once.
@usableFromInline
final class Plan<Input, Output> {
    /// The interceptors' bodies, by index.
    let steps: ContiguousArray<PlanStep<Input, Output>>
    /// `steps` unretained, for calls that count no references (`steps` keeps them alive).
    @usableFromInline
    let stepReferences: ContiguousArray<Unmanaged<PlanStep<Input, Output>>>
    /// Whether each interceptor runs unwatched (no rule, no timeout of its own), by index.
    @usableFromInline
    let plain: ContiguousArray<Bool>
    /// The interceptors' options by index (non-generic, so the watched path needs no generic
    /// metadata to read them).
    let options: ContiguousArray<InterceptorOptions>
    @usableFromInline
    let terminal: Terminal<Input, Output>
    @usableFromInline
    let timing: Timing?
    /// `true` when a run needs a `RunSink`: a chain timeout, or an interceptor with a rule or a
    /// timeout of its own.
    @usableFromInline
    let isWatched: Bool
    /// Guards what interceptors change on the chains they receive (rare: a rewritten input).
    let lock = NSLock()

    init(interceptors: ContiguousArray<AnyTypedInterceptor<Input, Output>>, terminal: Terminal<Input, Output>, timing: Timing?) {
        steps = ContiguousArray(interceptors.map { PlanStep(body: $0.body) })
        stepReferences = ContiguousArray(steps.map { Unmanaged.passUnretained($0) })
        plain = ContiguousArray(interceptors.map(\.isPlain))
        options = ContiguousArray(interceptors.map(\.options))
        self.terminal = terminal
        self.timing = timing
        isWatched = (timing?.isFinite ?? false) || interceptors.contains { !$0.isPlain }
    }

    /// Calls the body of the interceptor at `index` (0-based) with `chain`.
    @inlinable
    func intercept(at index: Int, _ chain: TypedInterceptorChain<Input, Output>) throws -> Observable<Output> {
        try stepReferences[index]._withUnsafeGuaranteedRef { try $0.body(chain) }
    }

    /// The options of the interceptor at `index`.
    @usableFromInline
    func options(at index: Int) -> InterceptorOptions { options[index] }

    /// The name of the interceptor at `index`.
    func name(at index: Int) -> String { options[index].name }

    /// The number of interceptors.
    @usableFromInline
    var count: Int { stepReferences.count }

    /// Starts a run for `input`, whose chains carry `context` (see `RunningChain.context`).
    @inlinable
    func start(_ input: Input, _ observer: AnyObserver<Output>, context: AnyObject?) -> Disposable {
        if isWatched { return startWatched(input, observer, context: context) }
        return run(index: 0, input: input, observer: observer, run: nil, context: context)
    }

    /// The observable that runs the whole chain for `input` each time it is subscribed. Unwatched,
    /// it is the first interceptor's chain itself (or the terminal step's output): no object of
    /// its own.
    @inlinable
    func observable(for input: Input) -> Observable<Output> {
        if isWatched { return makeObservable { observer in self.startWatched(input, observer, context: nil) } }
        return next(index: 0, input: input, run: nil, context: nil)
    }

    /// Starts a run that needs a `RunSink`.
    @inlinable
    func startWatched(_ input: Input, _ observer: AnyObserver<Output>, context: AnyObject?) -> Disposable {
        let runSink = RunSink(observer: observer)
        runSink.start(timing)
        runSink.setUpstream(run(index: 0, input: input, observer: AnyObserver { runSink.deliver($0) }, run: runSink, context: context))
        return runSink
    }

    /// Runs the interceptor at `index` (0-based) and, through its `proceed`, the ones after it;
    /// past the last one, the terminal step.
    @inlinable
    func run(index: Int, input: Input, observer: AnyObserver<Output>, run: RunSink<Output>?, context: AnyObject?) -> Disposable {
        guard index < stepReferences.count else {
            return terminal.run(input, observer)
        }
        if let run, !plain[index] {
            return runWatched(index: index, input: input, observer: observer, run: run, context: context)
        }
        return runPlain(RunningChain(plan: self, position: index + 1, input: input, run: run, hop: nil, context: context), observer)
    }

    /// Runs the unwatched interceptor that receives `chain`: the hot path, where the
    /// interceptor's output goes straight to the observer. While the output is the observable of
    /// the interceptor's own `proceed` on this thread, it runs the next chain directly, in a
    /// loop: the subscription it saves would only have called it (a run is always inside a
    /// subscription, so subscribing opens no frame of its own here).
    ///
    /// A chain and an observable the loop is done with, and that nothing else holds (see
    /// `isSolelyReferenced`), are handed to the next interceptor's `proceed` to reuse, so a run
    /// of any length makes a few objects, not two per interceptor.
    @inlinable
    func runPlain(_ first: RunningChain<Input, Output>, _ observer: AnyObserver<Output>) -> Disposable {
        // Ownership moves (`take`, `consume`) rather than copies: each copy of a reference is an
        // atomic increment and decrement, which cost more here than the rest of a step.
        let thread = ThreadIdentity.current
        var chain = first
        var spareChain: RunningChain<Input, Output>?
        var spareProducer: RebindableProducer<Output>?
        while true {
            chain.interceptorThread = thread
            swap(&chain.spareChain, &spareChain)
            swap(&chain.spareProducer, &spareProducer)
            let output: Observable<Output>
            do {
                output = try intercept(at: chain.position - 1, chain)
            } catch {
                chain.spareChain = nil
                chain.spareProducer = nil
                observer.on(.error(error))
                return Disposables.create()
            }
            swap(&chain.spareChain, &spareChain)
            swap(&chain.spareProducer, &spareProducer)
            guard var producer = chain.offeredObservable.take(), producer === output, var next = chain.offeredChain.take() else {
                chain.offeredChain = nil
                return output.subscribe(observer)
            }
            _ = consume output
            if isSolelyReferenced(&producer) {
                // Nothing else can subscribe it from now on, and a subscription that came before
                // claimed `next` already.
                producer.unbind()
                spareProducer = consume producer
                if next.claimed.load(ordering: .relaxed) {
                    next = next.copy()
                } else {
                    next.claimed.store(true, ordering: .relaxed)
                }
            } else if next.claimed.exchange(true, ordering: .acquiringAndReleasing) {
                // Subscribed already (the interceptor subscribed its `proceed` itself): a retry.
                next = next.copy()
            }
            if spareChain == nil, RunningChain.isReusable(&chain) {
                spareChain = consume chain
            }
            chain = consume next
        }
    }

    /// The observable that `proceed` returns to run the interceptor at `index` (0-based) with
    /// `input`, or the terminal step past the last one.
    @inlinable
    func next(index: Int, input: Input, run: RunSink<Output>?, context: AnyObject?) -> Observable<Output> {
        guard index < stepReferences.count else { return terminal.observable(for: input) }
        if run == nil || plain[index] {
            return RunningChain(plan: self, position: index + 1, input: input, run: run, hop: nil, context: context).asObservable()
        }
        return makeObservable { observer in self.run(index: index, input: input, observer: observer, run: run, context: context) }
    }

    /// Runs an interceptor with a rule or a timeout of its own, watched by a `HopSink`.
    @inlinable
    func runWatched(index: Int, input: Input, observer: AnyObserver<Output>, run: RunSink<Output>, context: AnyObject?) -> Disposable {
        let hop = HopSink(observer: observer, options: options(at: index), plan: self, position: index + 1, run: run, context: context)
        let chain = RunningChain(plan: self, position: index + 1, input: input, run: run, hop: hop, context: context)
        hop.start()
        let output: Observable<Output>
        do {
            output = try intercept(at: index, chain)
        } catch {
            hop.on(.error(error))
            return hop
        }
        hop.setUpstream(output.subscribe(AnyObserver { hop.on($0) }))
        return hop
    }
}

/// The body of one interceptor of a plan, in an object of its own: a run calls it through an
/// unretained reference, and with its chain passed directly (a closure kept in an array would be
/// called through a reabstraction thunk, its chain passed in memory).
@usableFromInline
final class PlanStep<Input, Output> {
    @usableFromInline
    let body: (TypedInterceptorChain<Input, Output>) throws -> Observable<Output>

    init(body: @escaping (TypedInterceptorChain<Input, Output>) throws -> Observable<Output>) {
        self.body = body
    }
}
