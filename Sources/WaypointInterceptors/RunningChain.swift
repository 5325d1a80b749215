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
    @usableFromInline
    let initialInput: Input
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
    /// address of the observable it returned for it; touched only on that thread. When the
    /// interceptor returns that very observable, `Plan.runPlain` runs the chain directly instead
    /// of subscribing it.
    @usableFromInline @exclusivity(unchecked)
    var offered: (chain: RunningChain<Input, Output>, observable: UInt)?

    @inlinable
    init(plan: Plan<Input, Output>, position: Int, input: Input, run: RunSink<Output>?, hop: HopSink<Input, Output>?) {
        self.plan = plan
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
            return plan.next(index: index, input: object ?? initialInput, run: run)
        }
        let next = RunningChain(plan: plan, position: index + 1, input: object ?? initialInput, run: run, hop: nil)
        let observable = next.asObservable()
        if offered == nil, interceptorThread == ThreadIdentity.current {
            offered = (next, UInt(bitPattern: ObjectIdentifier(observable)))
        }
        return observable
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
        return plan.next(index: index, input: value, run: run)
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
        Observable.make { observer in self.start(observer) }
    }

    /// Runs the interceptor at this chain's position for `observer`: with this very chain the
    /// first time, with a fresh copy on later subscriptions (a retry).
    @inlinable
    func start(_ observer: AnyObserver<Output>) -> Disposable {
        let chain = claimed.exchange(true, ordering: .acquiringAndReleasing)
            ? RunningChain(plan: plan, position: position, input: initialInput, run: run, hop: nil)
            : self
        return plan.runPlain(chain, observer)
    }
}
