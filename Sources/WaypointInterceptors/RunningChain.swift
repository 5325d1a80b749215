import Foundation
import WaypointRx

/// The chain an interceptor receives: its run's plan, its position, its input and what watches
/// the run. A fresh one for each interceptor in each run, so runs never share mutable state.
///
/// It is also the observable that the previous interceptor's `proceed` returns: subscribing it
/// runs its interceptor, with this very chain the first time (one object per hop instead of
/// two), with a fresh copy on later subscriptions (a retry).
@usableFromInline
// @unchecked: `changes` is only touched under the plan's lock and published through the atomic `changed`; the rest is immutable.
final class RunningChain<Input, Output>: TypedInterceptorChain<Input, Output>, @unchecked Sendable {
    @usableFromInline
    let plan: Plan<Input, Output>
    @usableFromInline
    let run: RunSink<Output>?
    @usableFromInline
    let hop: HopSink<Input, Output>?
    /// What the code that started the run attached to it (a store's dispatch trace); every chain
    /// of the run carries it, whichever thread and whenever it runs on. `nil` for runs of a
    /// chain's `proceed()`.
    @usableFromInline
    let context: AnyObject?
    /// The input the chain was made with. Set at creation, or by `reuse`.
    @usableFromInline @exclusivity(unchecked)
    var initialInput: Input
    /// `true` once a subscription ran the interceptor with this very chain; see `subscribe`.
    @inlinable @inline(__always)
    var claimed: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }
    /// `true` once `changes` exists; then it is read under `plan.lock`.
    @inlinable @inline(__always)
    var changed: AtomicWord<Bool> { AtomicWord(in: self, word: 1) }
    private var changes: ChainChanges<Input>?
    /// The thread that runs this chain's interceptor (set once, before the interceptor gets the
    /// chain); 0 until then.
    @usableFromInline @exclusivity(unchecked)
    var interceptorThread: UInt = 0
    /// The chain the interceptor's first unchanged `proceed` on `interceptorThread` made, and the
    /// observable it returned for it; touched only on that thread. When the interceptor returns
    /// that very observable, `Plan.runPlain` runs the chain directly instead of subscribing it.
    /// (Held, not just its address: a freed observable's address may come back as another one.)
    @usableFromInline @exclusivity(unchecked)
    var offeredChain: RunningChain<Input, Output>?
    @usableFromInline @exclusivity(unchecked)
    var offeredObservable: RebindableProducer<Output>?
    /// A chain and an observable that nothing else holds any more, which `Plan.runPlain` hands
    /// this chain for its interceptor's first `proceed` on `interceptorThread` to reuse instead
    /// of making new ones; touched only on that thread, and taken back once the interceptor
    /// returned.
    @usableFromInline @exclusivity(unchecked)
    var spareChain: RunningChain<Input, Output>?
    @usableFromInline @exclusivity(unchecked)
    var spareProducer: RebindableProducer<Output>?

    @inlinable
    init(plan: Plan<Input, Output>, position: Int, input: Input, run: RunSink<Output>?, hop: HopSink<Input, Output>?, context: AnyObject?) {
        self.plan = plan
        self.context = context
        self.run = run
        self.hop = hop
        initialInput = input
        super.init(builder: nil, position: position)
    }

    @inlinable
    var currentInput: Input? {
        if !changed.load(ordering: .acquiring) { return initialInput }
        return changedState().input
    }

    @usableFromInline
    func changedState() -> (input: Input?, modified: Bool) {
        var state: (input: Input?, modified: Bool) = (initialInput, false)
        plan.lock.withLock {
            if let changes { state = (changes.input, changes.modified) }
        }
        return state
    }

    private func change(_ apply: (ChainChanges<Input>) -> Void) {
        plan.lock.withLock {
            let current = changes ?? ChainChanges(input: initialInput)
            apply(current)
            changes = current
        }
        changed.store(true, ordering: .releasing)
    }

    @usableFromInline
    func setInput(_ input: Input?) {
        change { $0.input = input }
    }

    @usableFromInline
    func markModified() {
        change { $0.modified = true }
    }

    /// `proceed(object:)`: the rest of the chain after this interceptor.
    @inlinable
    func proceed(_ object: Input?) -> Observable<Output> {
        if changed.load(ordering: .acquiring) { return proceedOutOfLine(object) }
        if let hop {
            let value = object ?? initialInput
            return makeObservable { observer in hop.proceed(value, observer) }
        }
        // The hot path: an unwatched interceptor proceeding on an unchanged chain.
        let index = position
        guard index < plan.count, run == nil || plan.plain[index] else {
            return plan.next(index: index, input: object ?? initialInput, run: run, context: context)
        }
        let value = object ?? initialInput
        guard offeredChain == nil, interceptorThread == ThreadIdentity.current else {
            return RunningChain(plan: plan, position: index + 1, input: value, run: run, hop: nil, context: context).asObservable()
        }
        // The first proceed on the interceptor's thread: reuse what the run had left over.
        let next: RunningChain<Input, Output>
        if let spare = spareChain.take() {
            spare.reuse(position: index + 1, input: value)
            next = spare
        } else {
            next = RunningChain(plan: plan, position: index + 1, input: value, run: run, hop: nil, context: context)
        }
        let producer: RebindableProducer<Output>
        if let spare = spareProducer.take() {
            spare.bind { observer in next.start(observer) }
            producer = spare
        } else {
            producer = RebindableProducer { observer in next.start(observer) }
        }
        offeredChain = next
        offeredObservable = producer
        return producer
    }

    /// A fresh chain for the same interceptor and input, for a subscription after the first.
    @inlinable
    func copy() -> RunningChain<Input, Output> {
        RunningChain(plan: plan, position: position, input: initialInput, run: run, hop: nil, context: context)
    }

    /// Makes this chain, which nothing else holds and whose interceptor changed nothing on it,
    /// the chain of the interceptor at `position` with `input`, in the same run.
    @inlinable
    func reuse(position: Int, input: Input) {
        setPosition(position)
        initialInput = input
        claimed.store(false, ordering: .relaxed)
        interceptorThread = 0
    }

    /// Whether a run may `reuse` this chain: nothing else holds it and its interceptor changed
    /// nothing on it (nor kept what the run handed it).
    @inlinable
    static func isReusable(_ chain: inout RunningChain<Input, Output>) -> Bool {
        isSolelyReferenced(&chain) && !chain.changed.load(ordering: .relaxed) && chain.offeredChain == nil && chain.offeredObservable == nil
            && chain.spareChain == nil && chain.spareProducer == nil
    }

    /// `proceed(object:)` on a watched interceptor's chain or on a changed chain.
    @usableFromInline
    func proceedOutOfLine(_ object: Input?) -> Observable<Output> {
        let (current, modified) = changedState()
        let name = plan.name(at: position - 1)
        if modified {
            return .error(InterceptorError.modifiedWhileRunning(interceptor: name, position: position, count: plan.count))
        }
        guard let value = object ?? current else {
            return .error(InterceptorError.missingInput(interceptor: name, position: position, count: plan.count))
        }
        let (plan, run, hop, index) = (self.plan, self.run, self.hop, position)
        if let hop {
            return makeObservable { observer in hop.proceed(value, observer) }
        }
        return plan.next(index: index, input: value, run: run, context: context)
    }
}

extension RunningChain: ObservableType {
    @usableFromInline
    typealias Element = Output

    /// Runs the interceptor at this chain's position.
    @inlinable
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Output {
        start(AnyObserver(observer))
    }

    /// This chain as the observable that runs its interceptor: its subscriptions hand their
    /// `AnyObserver` straight to `start`, with no type check or cast.
    @inlinable
    func asObservable() -> Observable<Output> {
        RebindableProducer { observer in self.start(observer) }
    }

    /// Runs the interceptor at this chain's position for `observer`: with this very chain the
    /// first time, with a fresh copy on later subscriptions (a retry).
    @inlinable
    func start(_ observer: AnyObserver<Output>) -> Disposable {
        let chain = claimed.exchange(true, ordering: .acquiringAndReleasing) ? copy() : self
        return plan.runPlain(chain, observer)
    }
}
