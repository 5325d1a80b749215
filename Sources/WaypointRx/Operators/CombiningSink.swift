/// The machinery `combineLatest` and `zip` share: one typed `CombiningSlot` per source, the
/// subscriptions (in source order, stopping early once the result ended), the terminal state,
/// and the result selector, run outside the lock in delivery order. Subclasses decide, inside
/// `synchronized`, when a group is ready (`emitGroup()`) and when the result ends (`terminate`).
// @unchecked: buffers and flags are touched only inside `synchronized` (SynchronizedSink's lock).
class CombiningSink<Element>: SynchronizedSink<Element>, @unchecked Sendable {
    /// `true` when each slot keeps its latest element (combineLatest) rather than queueing them (zip).
    class var keepsLatest: Bool { false }

    /// The number of sources.
    let arity: Int
    /// Takes one element from every slot and binds them to the result selector; `nil` when a
    /// slot has none.
    private let collect: () -> (() throws -> Element)?
    private let subscriptions: [SingleAssignmentDisposable]

    // Inside `synchronized`.
    private var terminated = false

    required init(_ observer: AnyObserver<Element>, arity: Int, collect: @escaping () -> (() throws -> Element)?) {
        self.arity = arity
        self.collect = collect
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer)
        setUpstream(Disposables.create(subscriptions))
    }

    /// A slot for one source of this kind of sink.
    static func slot<Value>(_: Value.Type) -> CombiningSlot<Value> {
        CombiningSlot(keepsLatest: keepsLatest)
    }

    /// Subscribes each source in order (stopping early if the result already ended); with no
    /// sources, completes at once.
    final func run(_ subscribers: [() -> Disposable]) {
        if subscribers.isEmpty {
            synchronized { terminate(.completed) }
            return
        }
        for (index, subscribe) in subscribers.enumerated() {
            if isStopped { return }
            subscriptions[index].setDisposable(subscribe())
        }
    }

    /// Subscribes `source` as source number `index`, keeping its elements in `slot`.
    final func subscribe<Value>(_ source: Observable<Value>, at index: Int, into slot: CombiningSlot<Value>) -> Disposable {
        source.subscribe(AnyObserver { event in
            switch event {
            case .next(let value):
                self.synchronized {
                    if self.terminated { return }
                    slot.store(value)
                    self.onNext(at: index)
                }
            case .error(let error):
                self.synchronized { self.terminate(.error(error)) }
            case .completed:
                self.synchronized { self.onCompleted(at: index) }
                self.subscriptions[index].dispose()
            }
        })
    }

    /// Inside `synchronized`: source `index` stored an element. Override.
    func onNext(at index: Int) {}

    /// Inside `synchronized`: source `index` completed. Override.
    func onCompleted(at index: Int) {}

    /// Inside `synchronized`: takes a group from the slots and queues its result, if every slot
    /// has an element.
    final func emitGroup() {
        guard let result = collect() else { return }
        emitAction { self.deliver(result) }
    }

    /// Inside `synchronized`: queues a terminal event, once, and stops storing elements.
    final func terminate(_ event: Event<Element>) {
        if terminated { return }
        terminated = true
        emit(event)
    }

    /// Runs the result selector on a group, outside the lock, in delivery order.
    private func deliver(_ result: () throws -> Element) {
        if isStopped { return }
        let element: Element
        do { element = try result() } catch {
            forwardTerminal(.error(error))
            return
        }
        forwardNext(element)
    }
}

/// The elements of one source of a `CombiningSink` waiting to be combined: the latest one, or
/// all of them in arrival order. Touched only under its sink's lock.
final class CombiningSlot<Value> {
    private let keepsLatest: Bool
    private var latest: Value?
    private var queue = FIFOQueue<Value>()

    init(keepsLatest: Bool) {
        self.keepsLatest = keepsLatest
    }

    /// Keeps `value`.
    func store(_ value: Value) {
        if keepsLatest { latest = value } else { queue.enqueue(value) }
    }

    /// The latest element, or the oldest queued one (removed); `nil` when there is none.
    func take() -> Value? {
        keepsLatest ? latest : queue.dequeue()
    }
}

extension Observable {
    /// Two sources combined by a `kind` of `CombiningSink`.
    static func combining<A, B>(
        _ kind: CombiningSink<Element>.Type, _ o1: Observable<A>, _ o2: Observable<B>,
        _ resultSelector: @escaping (A, B) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let (s1, s2) = (kind.slot(A.self), kind.slot(B.self))
            let sink = kind.init(observer, arity: 2) {
                guard let a = s1.take(), let b = s2.take() else { return nil }
                return { try resultSelector(a, b) }
            }
            sink.run([{ sink.subscribe(o1, at: 0, into: s1) }, { sink.subscribe(o2, at: 1, into: s2) }])
            return sink
        }
    }

    /// Three sources combined by a `kind` of `CombiningSink`.
    static func combining<A, B, C>(
        _ kind: CombiningSink<Element>.Type, _ o1: Observable<A>, _ o2: Observable<B>, _ o3: Observable<C>,
        _ resultSelector: @escaping (A, B, C) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let (s1, s2, s3) = (kind.slot(A.self), kind.slot(B.self), kind.slot(C.self))
            let sink = kind.init(observer, arity: 3) {
                guard let a = s1.take(), let b = s2.take(), let c = s3.take() else { return nil }
                return { try resultSelector(a, b, c) }
            }
            sink.run([
                { sink.subscribe(o1, at: 0, into: s1) }, { sink.subscribe(o2, at: 1, into: s2) },
                { sink.subscribe(o3, at: 2, into: s3) },
            ])
            return sink
        }
    }

    /// Four sources combined by a `kind` of `CombiningSink`.
    static func combining<A, B, C, D>(
        _ kind: CombiningSink<Element>.Type,
        _ o1: Observable<A>, _ o2: Observable<B>, _ o3: Observable<C>, _ o4: Observable<D>,
        _ resultSelector: @escaping (A, B, C, D) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let (s1, s2, s3, s4) = (kind.slot(A.self), kind.slot(B.self), kind.slot(C.self), kind.slot(D.self))
            let sink = kind.init(observer, arity: 4) {
                guard let a = s1.take(), let b = s2.take(), let c = s3.take(), let d = s4.take() else { return nil }
                return { try resultSelector(a, b, c, d) }
            }
            sink.run([
                { sink.subscribe(o1, at: 0, into: s1) }, { sink.subscribe(o2, at: 1, into: s2) },
                { sink.subscribe(o3, at: 2, into: s3) }, { sink.subscribe(o4, at: 3, into: s4) },
            ])
            return sink
        }
    }

    /// Any number of sources of one element type combined by a `kind` of `CombiningSink`, in the
    /// order of `sources`.
    static func combining<Value>(
        _ kind: CombiningSink<Element>.Type, _ sources: [Observable<Value>],
        _ resultSelector: @escaping ([Value]) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let slots = sources.map { _ in kind.slot(Value.self) }
            let sink = kind.init(observer, arity: slots.count) {
                let group = slots.compactMap { $0.take() }
                guard group.count == slots.count else { return nil }
                return { try resultSelector(group) }
            }
            sink.run(sources.enumerated().map { index, source in
                { sink.subscribe(source, at: index, into: slots[index]) }
            })
            return sink
        }
    }
}

extension Observable {
    /// 5 sources combined by a `kind` of `CombiningSink`.
    static func combining<A, B, C, D, E>(
        _ kind: CombiningSink<Element>.Type,
        _ o1: Observable<A>, _ o2: Observable<B>, _ o3: Observable<C>, _ o4: Observable<D>, _ o5: Observable<E>,
        _ resultSelector: @escaping (A, B, C, D, E) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let (s1, s2, s3, s4, s5) = (kind.slot(A.self), kind.slot(B.self), kind.slot(C.self), kind.slot(D.self), kind.slot(E.self))
            let sink = kind.init(observer, arity: 5) {
                guard let v1 = s1.take(), let v2 = s2.take(), let v3 = s3.take(), let v4 = s4.take(), let v5 = s5.take() else { return nil }
                return { try resultSelector(v1, v2, v3, v4, v5) }
            }
            sink.run([
                { sink.subscribe(o1, at: 0, into: s1) },
                { sink.subscribe(o2, at: 1, into: s2) },
                { sink.subscribe(o3, at: 2, into: s3) },
                { sink.subscribe(o4, at: 3, into: s4) },
                { sink.subscribe(o5, at: 4, into: s5) },
            ])
            return sink
        }
    }

    /// 6 sources combined by a `kind` of `CombiningSink`.
    static func combining<A, B, C, D, E, F>(
        _ kind: CombiningSink<Element>.Type,
        _ o1: Observable<A>, _ o2: Observable<B>, _ o3: Observable<C>, _ o4: Observable<D>, _ o5: Observable<E>, _ o6: Observable<F>,
        _ resultSelector: @escaping (A, B, C, D, E, F) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let (s1, s2, s3, s4, s5, s6) = (kind.slot(A.self), kind.slot(B.self), kind.slot(C.self), kind.slot(D.self), kind.slot(E.self), kind.slot(F.self))
            let sink = kind.init(observer, arity: 6) {
                guard let v1 = s1.take(), let v2 = s2.take(), let v3 = s3.take(), let v4 = s4.take(), let v5 = s5.take(), let v6 = s6.take() else { return nil }
                return { try resultSelector(v1, v2, v3, v4, v5, v6) }
            }
            sink.run([
                { sink.subscribe(o1, at: 0, into: s1) },
                { sink.subscribe(o2, at: 1, into: s2) },
                { sink.subscribe(o3, at: 2, into: s3) },
                { sink.subscribe(o4, at: 3, into: s4) },
                { sink.subscribe(o5, at: 4, into: s5) },
                { sink.subscribe(o6, at: 5, into: s6) },
            ])
            return sink
        }
    }

    /// 7 sources combined by a `kind` of `CombiningSink`.
    static func combining<A, B, C, D, E, F, G>(
        _ kind: CombiningSink<Element>.Type,
        _ o1: Observable<A>, _ o2: Observable<B>, _ o3: Observable<C>, _ o4: Observable<D>, _ o5: Observable<E>, _ o6: Observable<F>, _ o7: Observable<G>,
        _ resultSelector: @escaping (A, B, C, D, E, F, G) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let (s1, s2, s3, s4, s5, s6, s7) = (kind.slot(A.self), kind.slot(B.self), kind.slot(C.self), kind.slot(D.self), kind.slot(E.self), kind.slot(F.self), kind.slot(G.self))
            let sink = kind.init(observer, arity: 7) {
                guard let v1 = s1.take(), let v2 = s2.take(), let v3 = s3.take(), let v4 = s4.take(), let v5 = s5.take(), let v6 = s6.take(), let v7 = s7.take() else { return nil }
                return { try resultSelector(v1, v2, v3, v4, v5, v6, v7) }
            }
            sink.run([
                { sink.subscribe(o1, at: 0, into: s1) },
                { sink.subscribe(o2, at: 1, into: s2) },
                { sink.subscribe(o3, at: 2, into: s3) },
                { sink.subscribe(o4, at: 3, into: s4) },
                { sink.subscribe(o5, at: 4, into: s5) },
                { sink.subscribe(o6, at: 5, into: s6) },
                { sink.subscribe(o7, at: 6, into: s7) },
            ])
            return sink
        }
    }

    /// 8 sources combined by a `kind` of `CombiningSink`.
    static func combining<A, B, C, D, E, F, G, H>(
        _ kind: CombiningSink<Element>.Type,
        _ o1: Observable<A>, _ o2: Observable<B>, _ o3: Observable<C>, _ o4: Observable<D>, _ o5: Observable<E>, _ o6: Observable<F>, _ o7: Observable<G>, _ o8: Observable<H>,
        _ resultSelector: @escaping (A, B, C, D, E, F, G, H) throws -> Element
    ) -> Observable<Element> {
        make { observer in
            let (s1, s2, s3, s4, s5, s6, s7, s8) = (kind.slot(A.self), kind.slot(B.self), kind.slot(C.self), kind.slot(D.self), kind.slot(E.self), kind.slot(F.self), kind.slot(G.self), kind.slot(H.self))
            let sink = kind.init(observer, arity: 8) {
                guard let v1 = s1.take(), let v2 = s2.take(), let v3 = s3.take(), let v4 = s4.take(), let v5 = s5.take(), let v6 = s6.take(), let v7 = s7.take(), let v8 = s8.take() else { return nil }
                return { try resultSelector(v1, v2, v3, v4, v5, v6, v7, v8) }
            }
            sink.run([
                { sink.subscribe(o1, at: 0, into: s1) },
                { sink.subscribe(o2, at: 1, into: s2) },
                { sink.subscribe(o3, at: 2, into: s3) },
                { sink.subscribe(o4, at: 3, into: s4) },
                { sink.subscribe(o5, at: 4, into: s5) },
                { sink.subscribe(o6, at: 5, into: s6) },
                { sink.subscribe(o7, at: 6, into: s7) },
                { sink.subscribe(o8, at: 7, into: s8) },
            ])
            return sink
        }
    }
}
