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

    /// `ignoreWhileActive` drops outer elements (without calling `selector`) while an inner
    /// sequence is running: `flatMapFirst`.
    @inlinable
    init(_ observer: AnyObserver<Element>, maxConcurrent: Int, ignoreWhileActive: Bool, selector: @escaping Selector) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.ignoreWhileActive = ignoreWhileActive
        super.init(observer)
        setUpstream(group)
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

    @inlinable
    func subscribeInner(_ inner: Observable<Element>) {
        // One object is both the group member and the inner observer's target, so the observer
        // closure captures it alone and needs no context of its own.
        let subscription = MergeInnerSubscription(self)
        guard let key = group.insert(subscription) else { return }
        subscription.key = key
        subscription.setDisposable(inner.subscribe(AnyObserver { event in subscription.on(event) }))
    }

    @inlinable
    func onInner(_ event: Event<Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            synchronized { if !terminated { emit(event) } }
        case .error:
            synchronized { terminate(event) }
        case .completed:
            group.remove(for: key)
            let next = synchronized { () -> Observable<Element>? in
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

/// One inner subscription of a `MergeSink`: its entry in the sink's group and the target of the
/// inner sequence's events. Holds the inner subscription like a `SingleAssignmentDisposable`.
@usableFromInline
// @unchecked: the held disposable is handed over through the atomic `state`.
final class MergeInnerSubscription<SourceElement, Element>: Disposable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `state`.
    @usableFromInline
    let atomicStorage = AtomicStorage(0)

    @usableFromInline
    let parent: MergeSink<SourceElement, Element>
    @usableFromInline
    @exclusivity(unchecked) var key: CompositeDisposable.DisposeKey?
    @inlinable @inline(__always)
    var state: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
    @usableFromInline
    @exclusivity(unchecked) var held: Disposable?

    @inlinable
    init(_ parent: MergeSink<SourceElement, Element>) {
        self.parent = parent
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard let key else { return }
        parent.onInner(event, key: key)
    }

    @inlinable
    func setDisposable(_ disposable: consuming Disposable) {
        held = consume disposable
        let (previous, _) = state.bitwiseOr(1, ordering: .acquiringAndReleasing)
        if previous & 2 != 0, let disposable = held.take() { disposable.dispose() }
    }

    @inlinable
    func dispose() {
        let (previous, _) = state.bitwiseOr(2, ordering: .acquiringAndReleasing)
        if previous & 2 != 0 { return }
        if previous & 1 != 0, let disposable = held.take() { disposable.dispose() }
    }
}
