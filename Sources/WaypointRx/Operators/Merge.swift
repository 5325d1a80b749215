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
        // One object is both the group member and the inner observer's target, so the observer
        // closure captures it alone and needs no context of its own.
        var subscription: MergeInnerSubscription<SourceElement, Element>
        if let spare = UnsafeRawPointer(bitPattern: spareInner.exchange(0, ordering: .acquiring)) {
            subscription = Unmanaged<MergeInnerSubscription<SourceElement, Element>>.fromOpaque(spare).takeRetainedValue()
            subscription.parent = self
        } else {
            subscription = MergeInnerSubscription(self)
        }
        let disposable = inner.subscribe(AnyObserver { [subscription] event in subscription.on(event) })
        if subscription.isCompleted {
            disposable.dispose()
            // Nothing else holds it (no observer closure, no other thread): keep it for the next.
            if isKnownUniquelyReferenced(&subscription) {
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
        switch event {
        case .next:
            synchronizedForward(event) { !terminated }
        case .error:
            synchronized { terminate(event) }
        case .completed:
            subscription.complete()
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

/// One inner subscription of a `MergeSink`: the target of the inner sequence's events, and its
/// entry in the sink's group once `register` put it there. Holds the inner subscription like a
/// `SingleAssignmentDisposable`.
@usableFromInline
// @unchecked: `key` and the held disposable are handed over through the atomic `state`.
final class MergeInnerSubscription<SourceElement, Element>: Disposable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `state`.
    @usableFromInline
    let atomicStorage = AtomicStorage(0)

    /// `nil` only while the object waits in the parent's `spareInner`, so that the two do not
    /// hold each other; set again when it is taken out.
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

    @inlinable @inline(__always)
    var state: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    @inlinable
    init(_ parent: MergeSink<SourceElement, Element>) {
        self.parent = parent
    }

    @inlinable
    func on(_ event: Event<Element>) {
        parent!.onInner(event, from: self)
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
        if previous & Self.registeredBit != 0, let key { parent!.group.remove(for: key) }
    }

    /// Records the group entry and the inner subscription; removes the entry at once if the
    /// inner completed meanwhile (on another thread).
    @inlinable
    func register(key: CompositeDisposable.DisposeKey, disposable: consuming Disposable) {
        self.key = key
        setDisposable(disposable)
        let (previous, _) = state.bitwiseOr(Self.registeredBit, ordering: .acquiringAndReleasing)
        if previous & Self.completedBit != 0 { parent!.group.remove(for: key) }
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
