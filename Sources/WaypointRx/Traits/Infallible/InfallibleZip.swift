extension Infallible {
    /// Pairs the elements of two infallibles by index and combines each pair with
    /// `resultSelector`; completes as `Observable.zip` does.
    public static func zip<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// Pairs the elements of three infallibles by index; see the two-source form.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension Infallible where Element == Any {
    /// Pairs the elements of two infallibles by index into tuples.
    public static func zip<I1: InfallibleType, I2: InfallibleType>(_ source1: I1, _ source2: I2) -> Infallible<(I1.Element, I2.Element)> {
        Infallible<(I1.Element, I2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// Pairs the elements of three infallibles by index into tuples.
    public static func zip<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible<(I1.Element, I2.Element, I3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}
