extension ObservableType {
    /// Succeeds with the first element (and unsubscribes), or with `nil` when the source
    /// completes empty. An error is passed on.
    public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(raw: Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    sink.forwardNext(element)
                    sink.forwardTerminal(.completed)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed:
                    sink.forwardNext(nil)
                    sink.forwardTerminal(.completed)
                }
            }))
            return sink
        })
    }
}
