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
        Observable.combining(ZipSink.self, source1.asObservable(), source2.asObservable(), resultSelector)
    }

    /// Pairs the elements of three sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(ZipSink.self, source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector)
    }

    /// Pairs the elements of four sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            ZipSink.self, source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector
        )
    }

    /// Pairs the elements of all `sources` by index and combines each group (in the order of
    /// `sources`) with `resultSelector`. Completes as soon as a source completed with nothing
    /// left to pair (at once when there are no sources); any error ends it.
    public static func zip<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        Observable.combining(ZipSink.self, sources.map { $0.asObservable() }, resultSelector)
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

/// The state of `zip`: how many elements wait per source and which sources completed. The
/// elements themselves wait in the `CombiningSlot`s, which queue them.
// @unchecked: `counts`, `nonEmpty` and `isDone` are only touched inside `synchronized` (see SynchronizedSink).
private final class ZipSink<Element>: CombiningSink<Element>, @unchecked Sendable {
    // Inside `synchronized`.
    private var counts: [Int]
    private var nonEmpty = 0
    private var isDone: [Bool]

    required init(_ observer: AnyObserver<Element>, arity: Int, collect: @escaping () -> (() throws -> Element)?) {
        counts = Array(repeating: 0, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer, arity: arity, collect: collect)
    }

    override func onNext(at index: Int) {
        counts[index] += 1
        if counts[index] == 1 { nonEmpty += 1 }
        guard nonEmpty == arity else { return }
        nonEmpty = 0
        for source in 0..<arity {
            counts[source] -= 1
            if counts[source] > 0 { nonEmpty += 1 }
        }
        emitGroup()
        for source in 0..<arity where isDone[source] && counts[source] == 0 {
            terminate(.completed)
            return
        }
    }

    override func onCompleted(at index: Int) {
        isDone[index] = true
        if counts[index] == 0 { terminate(.completed) }
    }
}

extension ObservableType {
    /// Pairs the elements of five sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            ZipSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(),
            resultSelector
        )
    }

    /// Pairs the elements of six sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            ZipSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(),
            resultSelector
        )
    }

    /// Pairs the elements of seven sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            ZipSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(),
            resultSelector
        )
    }

    /// Pairs the elements of eight sequences by index; see the two-source form.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.combining(
            ZipSink.self,
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
            resultSelector
        )
    }
}

extension ObservableType where Element == Any {
    /// Pairs the elements of five sequences by index into tuples; see `zip(_:_:resultSelector:)`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Pairs the elements of six sequences by index into tuples; see `zip(_:_:resultSelector:)`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Pairs the elements of seven sequences by index into tuples; see `zip(_:_:resultSelector:)`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Pairs the elements of eight sequences by index into tuples; see `zip(_:_:resultSelector:)`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
