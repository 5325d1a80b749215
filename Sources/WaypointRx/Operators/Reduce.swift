extension ObservableType {
    /// Folds the elements into `seed` with `accumulator` and, when the source completes, emits
    /// `mapResult` of the result and completes. A thrown error ends the sequence with that error.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var accumulate = seed
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    do { accumulate = try accumulator(accumulate, element) } catch {
                        sink.forwardTerminal(.error(error))
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed:
                    let result: Result
                    do { result = try mapResult(accumulate) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    sink.forwardNext(result)
                    sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }

    /// Folds the elements into `seed` with `accumulator` and, when the source completes, emits
    /// the result and completes. A thrown error ends the sequence with that error.
    public func reduce<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
