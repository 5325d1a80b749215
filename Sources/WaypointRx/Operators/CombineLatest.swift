extension ObservableType {
    /// Combines the latest elements of two sequences with `resultSelector` each time either
    /// emits, once both have emitted. Completes when both completed; an error from either, or
    /// thrown by `resultSelector`, ends it and unsubscribes from both.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (o1, o2) = (source1.asObservable(), source2.asObservable())
        return Observable.make { observer in
            let (v1, v2) = (LatestValue<O1.Element>(), LatestValue<O2.Element>())
            let sink = CombineLatestSink(observer, arity: 2, snapshot: { () -> (O1.Element, O2.Element)? in
                guard let a = v1.value, let b = v2.value else { return nil }
                return (a, b)
            }, resultSelector: { try resultSelector($0.0, $0.1) })
            sink.run([
                { sink.subscribe(o1, at: 0, into: v1) },
                { sink.subscribe(o2, at: 1, into: v2) },
            ])
            return sink
        }
    }

    /// Combines the latest elements of three sequences with `resultSelector`; see the
    /// two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (o1, o2, o3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return Observable.make { observer in
            let (v1, v2, v3) = (LatestValue<O1.Element>(), LatestValue<O2.Element>(), LatestValue<O3.Element>())
            let sink = CombineLatestSink(observer, arity: 3, snapshot: { () -> (O1.Element, O2.Element, O3.Element)? in
                guard let a = v1.value, let b = v2.value, let c = v3.value else { return nil }
                return (a, b, c)
            }, resultSelector: { try resultSelector($0.0, $0.1, $0.2) })
            sink.run([
                { sink.subscribe(o1, at: 0, into: v1) },
                { sink.subscribe(o2, at: 1, into: v2) },
                { sink.subscribe(o3, at: 2, into: v3) },
            ])
            return sink
        }
    }

    /// Combines the latest elements of four sequences with `resultSelector`; see the
    /// two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (o1, o2, o3, o4) = (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
        return Observable.make { observer in
            let (v1, v2) = (LatestValue<O1.Element>(), LatestValue<O2.Element>())
            let (v3, v4) = (LatestValue<O3.Element>(), LatestValue<O4.Element>())
            let sink = CombineLatestSink(observer, arity: 4, snapshot: { () -> (O1.Element, O2.Element, O3.Element, O4.Element)? in
                guard let a = v1.value, let b = v2.value, let c = v3.value, let d = v4.value else { return nil }
                return (a, b, c, d)
            }, resultSelector: { try resultSelector($0.0, $0.1, $0.2, $0.3) })
            sink.run([
                { sink.subscribe(o1, at: 0, into: v1) },
                { sink.subscribe(o2, at: 1, into: v2) },
                { sink.subscribe(o3, at: 2, into: v3) },
                { sink.subscribe(o4, at: 3, into: v4) },
            ])
            return sink
        }
    }

    /// Combines the latest elements of all `sources` with `resultSelector` (elements in the
    /// order of `sources`) each time one emits, once all have emitted. Completes when all
    /// completed (at once when there are none); any error ends it.
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let observables = sources.map { $0.asObservable() }
        return Observable.make { observer in
            let values = LatestValue<[Sources.Element.Element?]>()
            values.value = Array(repeating: nil, count: observables.count)
            let arity = observables.count
            let sink = CombineLatestSink(observer, arity: arity, snapshot: { () -> [Sources.Element.Element]? in
                guard let current = values.value else { return nil }
                let all = current.compactMap { $0 }
                return all.count == arity ? all : nil
            }, resultSelector: resultSelector)
            sink.run(observables.enumerated().map { index, source in
                { sink.subscribe(source, at: index) { element in values.value?[index] = element } }
            })
            return sink
        }
    }

    /// The latest elements of all `sources` as an array (in the order of `sources`) each time
    /// one emits, once all have emitted; see `combineLatest(_:resultSelector:)`.
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// The latest elements of two sequences as a tuple; see `combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable.combineLatest(source1, source2) { ($0, $1) }
    }

    /// The latest elements of three sequences as a tuple; see `combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The latest elements of four sequences as a tuple; see `combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

/// The latest element of one source; read and written only under its sink's lock.
private final class LatestValue<Value> {
    var value: Value?
}

/// The state of `combineLatest`: which sources have a value and which completed. The values
/// themselves live in typed `LatestValue`s that `snapshot` reads.
// @unchecked: `hasValue`, `valueCount`, `isDone` and `doneCount` (and the `LatestValue`s) are only
// touched inside `synchronized` (see SynchronizedSink); `resultSelector` runs in delivery, serially.
private final class CombineLatestSink<Snapshot, Element>: SynchronizedSink<Element>, @unchecked Sendable {
    private let arity: Int
    private let snapshot: () -> Snapshot?
    private let resultSelector: (Snapshot) throws -> Element
    private let subscriptions: [SingleAssignmentDisposable]

    // Inside `synchronized`.
    private var hasValue: [Bool]
    private var valueCount = 0
    private var isDone: [Bool]
    private var doneCount = 0

    init(_ observer: AnyObserver<Element>, arity: Int, snapshot: @escaping () -> Snapshot?, resultSelector: @escaping (Snapshot) throws -> Element) {
        self.arity = arity
        self.snapshot = snapshot
        self.resultSelector = resultSelector
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer)
        setUpstream(Disposables.create(subscriptions))
    }

    /// Subscribes each source in order (stopping early if the result already ended); with no
    /// sources, completes at once.
    func run(_ subscribers: [() -> Disposable]) {
        if subscribers.isEmpty {
            synchronized { emit(.completed) }
            return
        }
        for (index, subscribe) in subscribers.enumerated() {
            if isStopped { return }
            subscriptions[index].setDisposable(subscribe())
        }
    }

    /// Subscribes `source` as source number `index`, keeping its latest element in `slot`.
    func subscribe<Value>(_ source: Observable<Value>, at index: Int, into slot: LatestValue<Value>) -> Disposable {
        subscribe(source, at: index) { slot.value = $0 }
    }

    /// Subscribes `source` as source number `index`; `store` keeps each element (under the lock).
    func subscribe<Value>(_ source: Observable<Value>, at index: Int, store: @escaping (Value) -> Void) -> Disposable {
        source.subscribe(AnyObserver { event in
            switch event {
            case .next(let value):
                self.synchronized {
                    store(value)
                    self.onNext(at: index)
                }
            case .error(let error):
                self.synchronized { self.emit(.error(error)) }
            case .completed:
                self.synchronized { self.onCompleted(at: index) }
                self.subscriptions[index].dispose()
            }
        })
    }

    /// Runs the result selector on a queued group, outside the lock, in delivery order.
    private func deliverResult(of values: Snapshot) {
        if isStopped { return }
        let result: Element
        do { result = try resultSelector(values) } catch {
            forwardTerminal(.error(error))
            return
        }
        forwardNext(result)
    }

    /// Inside `synchronized`.
    private func onNext(at index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == arity {
            if let values = snapshot() { emitAction { self.deliverResult(of: values) } }
        } else if doneCount - (isDone[index] ? 1 : 0) == arity - 1 {
            // Every other source completed and one of them never emitted: nothing can follow.
            emit(.completed)
        }
    }

    /// Inside `synchronized`.
    private func onCompleted(at index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity { emit(.completed) }
    }
}
