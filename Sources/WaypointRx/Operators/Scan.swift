extension ObservableType {
    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`;
    /// a thrown error ends the sequence with that error.
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
    }

    /// Emits each intermediate result of folding the elements into `seed`, which `accumulator`
    /// updates in place; a thrown error ends the sequence with that error.
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var accumulate = seed
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    do { try accumulator(&accumulate, element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    sink.forwardNext(accumulate)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
