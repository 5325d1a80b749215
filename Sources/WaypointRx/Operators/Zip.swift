extension ObservableType {
    /// Pairs the elements of two sequences by index (the first with the first, …) and combines
    /// each pair with `resultSelector`.
    ///
    /// Completes as soon as a source completed and none of its elements wait for a partner, since
    /// nothing more can be paired (RxSwift waits for every source instead, which can hang: RxSwift
    /// issue #1666). An error from either, or thrown by `resultSelector`, ends it and unsubscribes
    /// from both.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (o1, o2) = (source1.asObservable(), source2.asObservable())
        return Observable.make { observer in
            let (q1, q2) = (ZipBuffer<O1.Element>(), ZipBuffer<O2.Element>())
            let sink = ZipSink(observer, arity: 2, take: { () -> (O1.Element, O2.Element)? in
                guard let a = q1.elements.dequeue(), let b = q2.elements.dequeue() else { return nil }
                return (a, b)
            }, resultSelector: { try resultSelector($0.0, $0.1) })
            sink.run([
                { sink.subscribe(o1, at: 0, into: q1) },
                { sink.subscribe(o2, at: 1, into: q2) },
            ])
            return sink
        }
    }

    /// Pairs the elements of three sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (o1, o2, o3) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return Observable.make { observer in
            let (q1, q2, q3) = (ZipBuffer<O1.Element>(), ZipBuffer<O2.Element>(), ZipBuffer<O3.Element>())
            let sink = ZipSink(observer, arity: 3, take: { () -> (O1.Element, O2.Element, O3.Element)? in
                guard let a = q1.elements.dequeue(), let b = q2.elements.dequeue(), let c = q3.elements.dequeue() else { return nil }
                return (a, b, c)
            }, resultSelector: { try resultSelector($0.0, $0.1, $0.2) })
            sink.run([
                { sink.subscribe(o1, at: 0, into: q1) },
                { sink.subscribe(o2, at: 1, into: q2) },
                { sink.subscribe(o3, at: 2, into: q3) },
            ])
            return sink
        }
    }

    /// Pairs the elements of four sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (o1, o2, o3, o4) = (source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
        return Observable.make { observer in
            let (q1, q2) = (ZipBuffer<O1.Element>(), ZipBuffer<O2.Element>())
            let (q3, q4) = (ZipBuffer<O3.Element>(), ZipBuffer<O4.Element>())
            let sink = ZipSink(observer, arity: 4, take: { () -> (O1.Element, O2.Element, O3.Element, O4.Element)? in
                guard let a = q1.elements.dequeue(), let b = q2.elements.dequeue(),
                      let c = q3.elements.dequeue(), let d = q4.elements.dequeue() else { return nil }
                return (a, b, c, d)
            }, resultSelector: { try resultSelector($0.0, $0.1, $0.2, $0.3) })
            sink.run([
                { sink.subscribe(o1, at: 0, into: q1) },
                { sink.subscribe(o2, at: 1, into: q2) },
                { sink.subscribe(o3, at: 2, into: q3) },
                { sink.subscribe(o4, at: 3, into: q4) },
            ])
            return sink
        }
    }

    /// Pairs the elements of all `sources` by index and combines each group (in the order of
    /// `sources`) with `resultSelector`. Completes as soon as a source completed with nothing
    /// left to pair (at once when there are no sources); any error ends it.
    public static func zip<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let observables = sources.map { $0.asObservable() }
        return Observable.make { observer in
            let buffers = observables.map { _ in ZipBuffer<Sources.Element.Element>() }
            let sink = ZipSink(observer, arity: buffers.count, take: { () -> [Sources.Element.Element]? in
                let group = buffers.compactMap { $0.elements.dequeue() }
                return group.count == buffers.count ? group : nil
            }, resultSelector: resultSelector)
            sink.run(observables.enumerated().map { index, source in
                { sink.subscribe(source, at: index, into: buffers[index]) }
            })
            return sink
        }
    }

    /// Pairs the elements of all `sources` by index into arrays; see `zip(_:resultSelector:)`.
    public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Pairs the elements of two sequences by index into tuples; see `zip(_:_:resultSelector:)`.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1, source2) { ($0, $1) }
    }

    /// Pairs the elements of three sequences by index into tuples; see `zip(_:_:resultSelector:)`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Pairs the elements of four sequences by index into tuples; see `zip(_:_:resultSelector:)`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

/// The elements of one zip source waiting for partners; touched only under its sink's lock.
private final class ZipBuffer<Value> {
    var elements = FIFOQueue<Value>()
}

/// The state of `zip`: how many elements wait per source and which sources completed. The
/// elements themselves live in typed `ZipBuffer`s that `take` dequeues from.
// @unchecked: `counts`, `nonEmpty`, `isDone` and `terminated` (and the `ZipBuffer`s) are only
// touched inside `synchronized` (see SynchronizedSink); `resultSelector` runs in delivery, serially.
private final class ZipSink<Snapshot, Element>: SynchronizedSink<Element>, @unchecked Sendable {
    private let arity: Int
    private let take: () -> Snapshot?
    private let resultSelector: (Snapshot) throws -> Element
    private let subscriptions: [SingleAssignmentDisposable]

    // Inside `synchronized`.
    private var counts: [Int]
    private var nonEmpty = 0
    private var isDone: [Bool]
    private var terminated = false

    init(_ observer: AnyObserver<Element>, arity: Int, take: @escaping () -> Snapshot?, resultSelector: @escaping (Snapshot) throws -> Element) {
        self.arity = arity
        self.take = take
        self.resultSelector = resultSelector
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        counts = Array(repeating: 0, count: arity)
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

    /// Subscribes `source` as source number `index`, queueing its elements in `buffer`.
    func subscribe<Value>(_ source: Observable<Value>, at index: Int, into buffer: ZipBuffer<Value>) -> Disposable {
        source.subscribe(AnyObserver { event in
            switch event {
            case .next(let value):
                self.synchronized {
                    if self.terminated { return }
                    buffer.elements.enqueue(value)
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

    /// Runs the result selector on a queued group, outside the lock, in delivery order.
    private func deliverResult(of group: Snapshot) {
        if isStopped { return }
        let result: Element
        do { result = try resultSelector(group) } catch {
            forwardTerminal(.error(error))
            return
        }
        forwardNext(result)
    }

    /// Inside `synchronized`.
    private func onNext(at index: Int) {
        counts[index] += 1
        if counts[index] == 1 { nonEmpty += 1 }
        guard nonEmpty == arity else { return }
        nonEmpty = 0
        for source in 0..<arity {
            counts[source] -= 1
            if counts[source] > 0 { nonEmpty += 1 }
        }
        if let group = take() { emitAction { self.deliverResult(of: group) } }
        for source in 0..<arity where isDone[source] && counts[source] == 0 {
            terminate(.completed)
            return
        }
    }

    /// Inside `synchronized`.
    private func onCompleted(at index: Int) {
        isDone[index] = true
        if counts[index] == 0 { terminate(.completed) }
    }

    /// Inside `synchronized`: queues a terminal event and stops buffering.
    private func terminate(_ event: Event<Element>) {
        if terminated { return }
        terminated = true
        emit(event)
    }
}
