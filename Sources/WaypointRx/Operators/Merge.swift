extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and forwards all their elements, as they
    /// come. Completes when this sequence and every inner sequence completed; the first error
    /// from any of them ends the result and unsubscribes from everything.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        MergeSink<Element, Element.Element>.observable(asObservable(), maxConcurrent: Int.max) { $0.asObservable() }
    }

    /// Like `merge()`, but subscribes to at most `maxConcurrent` inner sequences at a time; the
    /// others wait, first come first served, until one completes. `merge(maxConcurrent: 1)`
    /// concatenates. A `maxConcurrent` below 1 fails with `RxError.argumentOutOfRange`.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeSink<Element, Element.Element>.observable(asObservable(), maxConcurrent: maxConcurrent) { $0.asObservable() }
    }
}

extension Observable {
    /// Subscribes to all `sources` at once and forwards their elements as they come. Completes
    /// when all completed (at once when there are none); the first error ends it and
    /// unsubscribes from the others.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        make { observer in
            let sink = MergeSink<Observable<Element>, Element>(observer, maxConcurrent: Int.max, ignoreWhileActive: false) { $0 }
            sink.run(sources: sources)
            return sink
        }
    }

    /// Subscribes to all `sources` at once and forwards their elements as they come; see
    /// `merge(_:)` for a collection.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }
}

/// The state of `merge`, `flatMap`, `flatMapFirst`, `concatMap` and `merge(maxConcurrent:)`:
/// an outer sequence whose elements are mapped to inner sequences that are merged.
@usableFromInline
// @unchecked: counters and queues are touched only inside `synchronized`; the selector runs on the outer's serial callbacks.
final class MergeSink<SourceElement, Element>: SynchronizedSink<Element>, @unchecked Sendable {
    @usableFromInline
    typealias Selector = (SourceElement) throws -> Observable<Element>

    @usableFromInline
    let selector: Selector
    @usableFromInline
    let maxConcurrent: Int
    @usableFromInline
    let ignoreWhileActive: Bool
    @usableFromInline
    let group = CompositeDisposable()
    @usableFromInline
    let outerSubscription = SingleAssignmentDisposable()

    // Inside `synchronized`.
    @usableFromInline
    @exclusivity(unchecked) var active = 0
    @usableFromInline
    @exclusivity(unchecked) var outerStopped = false
    @usableFromInline
    @exclusivity(unchecked) var terminated = false
    @usableFromInline
    @exclusivity(unchecked) var waiting = FIFOQueue<Observable<Element>>()
    @usableFromInline
    @exclusivity(unchecked) var ready = FIFOQueue<Observable<Element>>()
    @usableFromInline
    @exclusivity(unchecked) var subscribing = false
    /// A finished inner subscription kept for reuse, as a retained pointer (0: none); the
    /// sink's spare atomic word, so taking and returning it needs no lock.
    @inlinable @inline(__always)
    var spareInner: AtomicWord<Int> { spareWord() }
    /// The thread subscribing an inner sequence directly (see `subscribeDirectly`) while it may
    /// deliver that sequence's elements at once, as `ThreadIdentity` bits; 0 otherwise. Only that
    /// thread writes its own bits here, so another thread never finds its own.
    @inlinable @inline(__always)
    var directThread: AtomicWord<Int> { secondSpareWord() }
    /// Every inner sequence is subscribed as it arrives (`flatMap`, `merge()`): no waiting queue
    /// and no slot count to check before subscribing, so `subscribeDirectly` may be used.
    @usableFromInline
    let subscribesAll: Bool
    /// When `subscribesAll`, a finished inner subscription kept for reuse instead of
    /// `spareInner`: only the outer sequence's callbacks, which are serial, subscribe inners
    /// then, so moving it in and out needs no atomic and no reference counting.
    @usableFromInline
    @exclusivity(unchecked) var outerSpare: MergeInnerSubscription<SourceElement, Element>?

    /// `ignoreWhileActive` drops outer elements (without calling `selector`) while an inner
    /// sequence is running: `flatMapFirst`.
    @inlinable
    init(_ observer: AnyObserver<Element>, maxConcurrent: Int, ignoreWhileActive: Bool, selector: @escaping Selector) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.ignoreWhileActive = ignoreWhileActive
        subscribesAll = maxConcurrent == Int.max && !ignoreWhileActive
        super.init(observer)
        setUpstream(group)
    }

    deinit {
        if let spare = UnsafeRawPointer(bitPattern: spareInner.exchange(0, ordering: .acquiring)) {
            Unmanaged<MergeInnerSubscription<SourceElement, Element>>.fromOpaque(spare).release()
        }
    }

    /// An observable that runs a `MergeSink` over `source` per subscription.
    @inlinable
    static func observable(
        _ source: Observable<SourceElement>,
        maxConcurrent: Int,
        ignoreWhileActive: Bool = false,
        selector: @escaping Selector
    ) -> Observable<Element> {
        if maxConcurrent < 1 { return Observable<Element>.error(RxError.argumentOutOfRange) }
        return Observable<Element>.make { observer in
            let sink = MergeSink(observer, maxConcurrent: maxConcurrent, ignoreWhileActive: ignoreWhileActive, selector: selector)
            sink.run(source)
            return sink
        }
    }

    /// Subscribes to the outer sequence.
    @inlinable
    func run(_ source: Observable<SourceElement>) {
        group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(AnyObserver { event in self.onOuter(event) }))
    }

    /// Treats `sources` as an outer sequence that emits them all at once, then completes.
    @inlinable
    func run<Sources: Sequence>(sources: Sources) where Sources.Element == SourceElement {
        for source in sources {
            if isStopped { return }
            onOuter(.next(source))
        }
        onOuter(.completed)
    }

    /// Queues a terminal event; inside `synchronized`.
    @inlinable
    func terminate(_ event: Event<Element>) {
        if terminated { return }
        terminated = true
        emit(event)
    }

    @inlinable
    func onOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let value):
            if ignoreWhileActive && synchronized({ active > 0 }) { return }
            let inner: Observable<Element>
            do { inner = try selector(value) } catch {
                synchronized { terminate(.error(error)) }
                return
            }
            if subscribesAll && claimIdleDelivery() {
                if let just = inner.justProducer {
                    forwardScalar(just.element)
                } else {
                    subscribeDirectly(inner)
                }
                return
            }
            let subscribeNow = synchronized { () -> Bool in
                if terminated { return false }
                if active < maxConcurrent {
                    active += 1
                    return true
                }
                waiting.enqueue(inner)
                return false
            }
            if subscribeNow { subscribeInner(inner) }
        case .error(let error):
            synchronized { terminate(.error(error)) }
        case .completed:
            synchronized {
                outerStopped = true
                if active == 0 { terminate(.completed) }
            }
            outerSubscription.dispose()
        }
    }

    /// Subscribes to an inner sequence. An inner sequence that completes while being
    /// subscribed (`just`, `empty`) needs no entry in `group`; its subscription object is then
    /// reused for the next inner sequence when nothing else holds it, so such inners cost no
    /// allocation here.
    @inlinable
    func subscribeInner(_ inner: Observable<Element>) {
        let subscription = takeInnerSubscription()
        // Its events may come after this call returned: it keeps the sink alive.
        subscription.parent = self
        let disposable = inner.subscribe(subscription.observer)
        settle(consume subscription, disposable)
    }

    /// A subscription object for the next inner sequence: the spare one if there is one. It
    /// does not keep the sink alive until the caller sets its `parent`.
    @inlinable
    func takeInnerSubscription() -> MergeInnerSubscription<SourceElement, Element> {
        if subscribesAll, let spare = outerSpare.take() {
            spare.sink = self
            return spare
        }
        if let spare = UnsafeRawPointer(bitPattern: spareInner.exchange(0, ordering: .acquiring)) {
            let subscription = Unmanaged<MergeInnerSubscription<SourceElement, Element>>.fromOpaque(spare).takeRetainedValue()
            subscription.sink = self
            return subscription
        }
        return MergeInnerSubscription(self)
    }

    /// Subscribes `inner` while this thread is the deliverer (`claimIdleDelivery` succeeded) and
    /// nothing is queued: the inner sequence's elements that arrive on this thread during
    /// `subscribe` are forwarded at once, without the lock, and a completion arriving the same
    /// way needs no bookkeeping (the sequence is counted in `active` only if it is still running
    /// when `subscribe` returns). Events from other threads, and events while an element is being
    /// forwarded (re-entrant ones), take the locked path and are queued for this thread, which
    /// delivers them, in order, when it ends its turn.
    @inlinable
    func subscribeDirectly(_ inner: Observable<Element>) {
        // Everything decided before the claim was delivered; a stopped sink subscribes nothing.
        if isStopped {
            finishDelivering()
            return
        }
        let subscription = takeInnerSubscription()
        subscription.markUncounted()
        let thread = Int(bitPattern: ThreadIdentity.current)
        directThread.store(thread, ordering: .relaxed)
        let disposable = inner.subscribe(subscription.observer)
        directThread.store(0, ordering: .relaxed)
        if !subscription.completedDirectly {
            // Running (or ended on another thread, or failed): it keeps the sink alive from now
            // on (until now this call did), and is counted unless it completed.
            subscription.parent = self
            synchronized {
                // A completion from another thread sets `completed` before it takes the lock: if
                // it is not seen here, that completion finds the sequence counted.
                if !subscription.isCompleted {
                    active += 1
                    subscription.markCounted()
                }
            }
        }
        settle(consume subscription, disposable)
        finishDelivering()
    }

    /// Forwards the element of an inner `just` without subscribing to it, while this thread is
    /// the deliverer (`claimIdleDelivery` succeeded): what subscribing would do (the element,
    /// then a completion that leaves nothing to count), with no subscription object, observer
    /// or disposable. RxJava's `flatMap` emits its scalar inner sources the same way.
    @inlinable
    func forwardScalar(_ element: Element) {
        if drainState.load(ordering: .acquiring) == 1 {
            forwardNext(element)
        } else {
            // Queued meanwhile by another thread (an inner's event or error): after that.
            synchronized { if !terminated { emit(.next(element)) } }
        }
        finishDelivering()
    }

    /// After `subscribe` returned `disposable` for `subscription`: disposes a completed inner
    /// subscription (and keeps its object for the next inner sequence when nothing else holds
    /// it), or enters a running one in `group`. An inner sequence that completed while being
    /// subscribed (`just`, `empty`) needs no entry in `group`, so such inners cost no allocation.
    @inlinable
    func settle(_ subscription: consuming MergeInnerSubscription<SourceElement, Element>, _ disposable: Disposable) {
        var subscription = subscription
        if subscription.isCompleted {
            disposable.dispose()
            // Nothing else holds it (no observer closure, no other thread): keep it for the next.
            // Otherwise it keeps the sink alive, for whatever may still call it.
            if !isKnownUniquelyReferenced(&subscription) {
                subscription.parent = self
            } else if subscribesAll {
                // Only the outer sequence's (serial) callbacks subscribe inners here.
                subscription.reset()
                outerSpare = consume subscription
            } else {
                subscription.reset()
                let spare = Int(bitPattern: Unmanaged.passRetained(subscription).toOpaque())
                if let previous = UnsafeRawPointer(bitPattern: spareInner.exchange(spare, ordering: .acquiringAndReleasing)) {
                    Unmanaged<MergeInnerSubscription<SourceElement, Element>>.fromOpaque(previous).release()
                }
            }
            return
        }
        guard let key = group.insert(subscription) else {
            // The group was disposed, and disposed `subscription` with it: this disposes `disposable`.
            subscription.setDisposable(disposable)
            return
        }
        subscription.register(key: key, disposable: disposable)
    }

    @inlinable
    func onInner(_ event: Event<Element>, from subscription: MergeInnerSubscription<SourceElement, Element>) {
        let thread = Int(bitPattern: ThreadIdentity.current)
        if directThread.load(ordering: .relaxed) == thread {
            // This thread subscribes an inner sequence directly and is not forwarding: it is the
            // deliverer, so it may deliver now if nothing is queued before this event.
            switch event {
            case .next(let element):
                if drainState.load(ordering: .acquiring) == 1 {
                    // Events arriving while the element is forwarded take the locked path.
                    directThread.store(0, ordering: .relaxed)
                    forwardNext(element)
                    directThread.store(thread, ordering: .relaxed)
                    return
                }
            case .completed:
                if subscription.completeDirectly() { return }
            case .error:
                break
            }
        }
        switch event {
        case .next:
            synchronizedForward(event) { !terminated }
        case .error:
            synchronized { terminate(event) }
        case .completed:
            subscription.complete()
            let next = synchronized { () -> Observable<Element>? in
                // Subscribed directly and not counted yet: `subscribeDirectly` counts nothing.
                if !subscription.isCounted { return nil }
                if let waiter = waiting.dequeue() { return waiter }
                active -= 1
                if active == 0 && outerStopped { terminate(.completed) }
                return nil
            }
            if let next { subscribeWaiting(next) }
        }
    }

    /// Subscribes a source that waited for a free slot. A source that completes while being
    /// subscribed frees its slot for the next one from inside this call; the next subscription
    /// then happens in the loop below instead of nesting, so the stack stays flat however many
    /// synchronous sources wait.
    @inlinable
    func subscribeWaiting(_ source: Observable<Element>) {
        let drive = synchronized { () -> Bool in
            ready.enqueue(source)
            if subscribing { return false }
            subscribing = true
            return true
        }
        guard drive else { return }
        while let next = synchronized({ () -> Observable<Element>? in
            let next = ready.dequeue()
            if next == nil { subscribing = false }
            return next
        }) {
            subscribeInner(next)
        }
    }
}

/// One inner subscription of a `MergeSink`: the target of the inner sequence's events, and its
/// entry in the sink's group once `register` put it there. Holds the inner subscription like a
/// `SingleAssignmentDisposable`.
@usableFromInline
// @unchecked: `key` and the held disposable are handed over through the atomic `state`.
final class MergeInnerSubscription<SourceElement, Element>: Disposable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `state`.
    @usableFromInline
    let atomicStorage = AtomicStorage(0)

    /// The sink, unretained: `parent` (or the call subscribing the inner sequence) keeps it
    /// alive while events can arrive.
    @usableFromInline
    @exclusivity(unchecked) unowned(unsafe) var sink: MergeSink<SourceElement, Element>
    /// The sink, retained while the inner sequence may send events after the call subscribing
    /// it returned; `nil` while the object waits in the sink's `spareInner` (so that the two do
    /// not hold each other) and for an inner sequence that completed while being subscribed.
    @usableFromInline
    @exclusivity(unchecked) var parent: MergeSink<SourceElement, Element>?
    /// Valid once `state` has `registered`.
    @usableFromInline
    @exclusivity(unchecked) var key: CompositeDisposable.DisposeKey?
    @usableFromInline
    @exclusivity(unchecked) var held: Disposable?

    /// `held`: the disposable is in `held`; `disposed`: `dispose()` was called; `registered`:
    /// `key` is this object's entry in the parent's group; `completed`: the inner completed.
    @usableFromInline static var heldBit: Int { 1 }
    @usableFromInline static var disposedBit: Int { 2 }
    @usableFromInline static var registeredBit: Int { 4 }
    @usableFromInline static var completedBit: Int { 8 }
    /// `uncounted`: subscribed directly, not counted in the parent's `active` (yet); `direct`:
    /// completed on the subscribing thread during a direct subscription, so never counted.
    @usableFromInline static var uncountedBit: Int { 16 }
    @usableFromInline static var directBit: Int { 32 }

    @inlinable @inline(__always)
    var state: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    @inlinable
    init(_ sink: MergeSink<SourceElement, Element>) {
        self.sink = sink
    }

    @inlinable
    func on(_ event: Event<Element>) {
        // `parent` or the subscribing call keeps the sink alive: no retain for the call.
        Unmanaged.passUnretained(sink)._withUnsafeGuaranteedRef { $0.onInner(event, from: self) }
    }

    /// The observer to subscribe the inner sequence with; it holds this object alone, so its
    /// closure needs no context of its own.
    @inlinable
    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in on(event) }
    }

    /// `false` while subscribed directly and not counted in the parent's `active`.
    @inlinable
    var isCounted: Bool { state.load(ordering: .acquiring) & Self.uncountedBit == 0 }

    /// `true` if the inner completed during its direct subscription, on the subscribing thread.
    @inlinable
    var completedDirectly: Bool { state.load(ordering: .acquiring) & Self.directBit != 0 }

    /// Before a direct subscription: not counted in the parent's `active`.
    @inlinable
    func markUncounted() {
        state.bitwiseOr(Self.uncountedBit, ordering: .releasing)
    }

    /// Counted in the parent's `active` now (under the parent's lock).
    @inlinable
    func markCounted() {
        state.bitwiseAnd(~Self.uncountedBit, ordering: .acquiringAndReleasing)
    }

    /// On the thread subscribing it directly: marks the inner completed, with nothing to count,
    /// if it is the one being subscribed (not counted); `false` for any other.
    @inlinable
    func completeDirectly() -> Bool {
        if isCounted { return false }
        state.bitwiseOr(Self.completedBit | Self.directBit, ordering: .acquiringAndReleasing)
        return true
    }

    /// `true` once the inner sequence completed.
    @inlinable
    var isCompleted: Bool { state.load(ordering: .acquiring) & Self.completedBit != 0 }

    /// Makes a completed, never registered subscription that nothing else references as good as new.
    @inlinable
    func reset() {
        parent = nil
        state.store(0, ordering: .releasing)
    }

    /// Marks the inner completed; removes the group entry if it was registered (otherwise
    /// `register` removes it).
    @inlinable
    func complete() {
        let (previous, _) = state.bitwiseOr(Self.completedBit, ordering: .acquiringAndReleasing)
        if previous & Self.registeredBit != 0, let key { sink.group.remove(for: key) }
    }

    /// Records the group entry and the inner subscription; removes the entry at once if the
    /// inner completed meanwhile (on another thread).
    @inlinable
    func register(key: CompositeDisposable.DisposeKey, disposable: consuming Disposable) {
        self.key = key
        setDisposable(disposable)
        let (previous, _) = state.bitwiseOr(Self.registeredBit, ordering: .acquiringAndReleasing)
        if previous & Self.completedBit != 0 { sink.group.remove(for: key) }
    }

    @inlinable
    func setDisposable(_ disposable: consuming Disposable) {
        held = consume disposable
        let (previous, _) = state.bitwiseOr(Self.heldBit, ordering: .acquiringAndReleasing)
        if previous & Self.disposedBit != 0, let disposable = held.take() { disposable.dispose() }
    }

    @inlinable
    func dispose() {
        let (previous, _) = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing)
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.heldBit != 0, let disposable = held.take() { disposable.dispose() }
    }
}
