extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Combines the elements of both maybes with `resultSelector`; completes empty as soon as one
    /// of them completes empty. The first error (or one thrown by `resultSelector`) ends it.
    public static func zip<E1, E2>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, resultSelector: resultSelector))
    }

    /// Combines 3 sources; see the two-source form.
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, resultSelector: resultSelector))
    }

    /// Combines 4 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, resultSelector: resultSelector))
    }

    /// Combines 5 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, resultSelector: resultSelector))
    }

    /// Combines 6 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, resultSelector: resultSelector))
    }

    /// Combines 7 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, resultSelector: resultSelector))
    }

    /// Combines 8 sources; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source, resultSelector: resultSelector))
    }

    /// Combines the elements of every maybe, in the order of `sources`, with `resultSelector`;
    /// completes empty as soon as one completes empty; with no sources it succeeds with
    /// `resultSelector([])`. The first error ends it.
    public static func zip<Sources: Collection, Result>(
        _ sources: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Sources.Element == Maybe<Element> {
        if sources.isEmpty { return Maybe(raw: Observable.deferred { Observable.just(try resultSelector([])) }) }
        return Maybe(raw: Observable.zip(sources.map(\.source), resultSelector: resultSelector))
    }

    /// Succeeds with the elements of every maybe in the order of `sources`; completes empty as soon as
    /// one completes empty; with no sources it succeeds with `[]`. The first error ends it.
    public static func zip<Sources: Collection>(_ sources: Sources) -> Maybe<[Element]> where Sources.Element == Maybe<Element> {
        if sources.isEmpty { return Maybe(raw: Observable.just([])) }
        return Maybe(raw: Observable.zip(sources.map(\.source)))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == Any {
    /// Succeeds with the elements of both maybes as a tuple; completes empty as soon as one of them
    /// completes empty. The first error ends it.
    public static func zip<E1, E2>(_ source1: Maybe<E1>, _ source2: Maybe<E2>) -> Maybe<(E1, E2)> {
        Maybe(raw: Observable.zip(source1.source, source2.source) { ($0, $1) })
    }

    /// Pairs 3 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>) -> Maybe<(E1, E2, E3)> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source) { ($0, $1, $2) })
    }

    /// Pairs 4 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>) -> Maybe<(E1, E2, E3, E4)> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source) { ($0, $1, $2, $3) })
    }

    /// Pairs 5 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>) -> Maybe<(E1, E2, E3, E4, E5)> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source) { ($0, $1, $2, $3, $4) })
    }

    /// Pairs 6 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>) -> Maybe<(E1, E2, E3, E4, E5, E6)> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source) { ($0, $1, $2, $3, $4, $5) })
    }

    /// Pairs 7 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>) -> Maybe<(E1, E2, E3, E4, E5, E6, E7)> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source) { ($0, $1, $2, $3, $4, $5, $6) })
    }

    /// Pairs 8 sources into a tuple; see the two-source form.
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(_ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>, _ source5: Maybe<E5>, _ source6: Maybe<E6>, _ source7: Maybe<E7>, _ source8: Maybe<E8>) -> Maybe<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Maybe(raw: Observable.zip(source1.source, source2.source, source3.source, source4.source, source5.source, source6.source, source7.source, source8.source) { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}
