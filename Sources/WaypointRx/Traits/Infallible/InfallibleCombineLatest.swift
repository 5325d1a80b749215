extension Infallible {
    /// Combines the latest elements of two infallibles with `resultSelector`, once both emitted;
    /// completes when both completed.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the latest elements of three infallibles; see the two-source form.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector
        ))
    }

    /// Combines the latest elements of four infallibles; see the two-source form.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector
        ))
    }
}

extension Infallible where Element == Any {
    /// The latest elements of two infallibles as a tuple.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// The latest elements of three infallibles as a tuple.
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}
