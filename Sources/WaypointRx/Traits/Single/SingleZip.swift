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

    /// Waits for 5 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }

    /// Waits for 6 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }

    /// Waits for 7 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }

    /// Waits for 8 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
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

    /// Pairs 5 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>) -> Single<(E1, E2, E3, E4, E5)> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source) { ($0, $1, $2, $3, $4) })
    }

    /// Pairs 6 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>) -> Single<(E1, E2, E3, E4, E5, E6)> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source) { ($0, $1, $2, $3, $4, $5) })
    }

    /// Pairs 7 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source) { ($0, $1, $2, $3, $4, $5, $6) })
    }

    /// Pairs 8 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Single(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
