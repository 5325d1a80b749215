extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Waits for both singles and combines their elements with `resultSelector`. The first error
    /// (or one thrown by `resultSelector`) ends it and disposes the others.
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Waits for 3 sources; see the two-source form.
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// Waits for 4 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// Waits for every single and combines their elements, in the order of `sources`, with
    /// `resultSelector`; with no sources it succeeds with `resultSelector([])`. The first error ends it.
    public static func zip<Sources: Collection, Result>(
        _ sources: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        if sources.isEmpty { return Single(raw: Observable.deferred { Observable.just(try resultSelector([])) }) }
        return Single(raw: Observable.zip(sources.map(\.source), resultSelector: resultSelector))
    }

    /// Waits for every single and succeeds with their elements in the order of `sources`; with no
    /// sources it succeeds with `[]`. The first error ends it.
    public static func zip<Sources: Collection>(_ sources: Sources) -> Single<[Element]> where Sources.Element == Single<Element> {
        if sources.isEmpty { return Single(raw: Observable.just([])) }
        return Single(raw: Observable.zip(sources.map(\.source)))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Waits for both singles and succeeds with their elements as a tuple. The first error ends it.
    public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)> {
        Single(raw: Observable.zip(source1.source, source2.source) { ($0, $1) })
    }

    /// Pairs 3 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>) -> Single<(E1, E2, E3)> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source) { ($0, $1, $2) })
    }

    /// Pairs 4 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>) -> Single<(E1, E2, E3, E4)> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) })
    }
}
