extension InfallibleType {
    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`.
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate) -> Infallible<Accumulate> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits each intermediate result of folding the elements into `seed` in place.
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void) -> Infallible<Accumulate> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }
}
