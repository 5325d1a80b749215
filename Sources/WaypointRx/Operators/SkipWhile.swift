extension ObservableType {
    /// Drops elements while `predicate` holds, then passes on every element from the first one
    /// that fails it (without testing the rest). A thrown error ends the sequence with that error.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var skipping = true
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    if skipping {
                        do { skipping = try predicate(element) } catch {
                            sink.forwardTerminal(.error(error))
                            return
                        }
                        if skipping { return }
                    }
                    sink.forwardNext(element)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
