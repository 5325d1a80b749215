extension ObservableType {
    /// Combines the latest elements of two sequences with `resultSelector` each time either
    /// emits, once both have emitted. Completes when both completed; an error from either, or
    /// thrown by `resultSelector`, ends it and unsubscribes from both.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(CombineLatestSink.self, source1.asObservable(), source2.asObservable(), resultSelector)
    }

    /// Combines the latest elements of three sequences with `resultSelector`; see the
    /// two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            CombineLatestSink.self, source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector
        )
    }

    /// Combines the latest elements of four sequences with `resultSelector`; see the
    /// two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            CombineLatestSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector
        )
    }

    /// Combines the latest elements of all `sources` with `resultSelector` (elements in the
    /// order of `sources`) each time one emits, once all have emitted. Completes when all
    /// completed (at once when there are none); any error ends it.
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        Observable.combining(CombineLatestSink.self, sources.map { $0.asObservable() }, resultSelector)
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

/// The state of `combineLatest`: which sources have a value and which completed. The values
/// themselves live in the `CombiningSlot`s, which keep each source's latest element.
// @unchecked: `hasValue`, `valueCount`, `isDone` and `doneCount` are only touched inside `synchronized` (see SynchronizedSink).
private final class CombineLatestSink<Element>: CombiningSink<Element>, @unchecked Sendable {
    override class var keepsLatest: Bool { true }

    // Inside `synchronized`.
    private var hasValue: [Bool]
    private var valueCount = 0
    private var isDone: [Bool]
    private var doneCount = 0

    required init(_ observer: AnyObserver<Element>, arity: Int, collect: @escaping () -> (() throws -> Element)?) {
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer, arity: arity, collect: collect)
    }

    override func onNext(at index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == arity {
            emitGroup()
        } else if doneCount - (isDone[index] ? 1 : 0) == arity - 1 {
            // Every other source completed and one of them never emitted: nothing can follow.
            terminate(.completed)
        }
    }

    override func onCompleted(at index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity { terminate(.completed) }
    }
}

extension ObservableType {
    /// Combines the latest elements of five sequences with `resultSelector`; see the two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            CombineLatestSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
            resultSelector
        )
    }

    /// Combines the latest elements of six sequences with `resultSelector`; see the two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            CombineLatestSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(),
            resultSelector
        )
    }

    /// Combines the latest elements of seven sequences with `resultSelector`; see the two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            CombineLatestSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(),
            resultSelector
        )
    }

    /// Combines the latest elements of eight sequences with `resultSelector`; see the two-source form.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            CombineLatestSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
            resultSelector
        )
    }
}

extension ObservableType where Element == Any {
    /// The latest elements of five sequences as a tuple; see `combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// The latest elements of six sequences as a tuple; see `combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// The latest elements of seven sequences as a tuple; see `combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// The latest elements of eight sequences as a tuple; see `combineLatest(_:_:resultSelector:)`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
