extension ObservableType {
    /// Transforms each element and passes on the non-`nil` results; a thrown error ends the
    /// sequence with that error.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    let mapped: Result?
                    do { mapped = try transform(element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    if let mapped { sink.forwardNext(mapped) }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
