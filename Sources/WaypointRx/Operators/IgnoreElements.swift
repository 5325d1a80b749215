extension ObservableType {
    /// Drops every element and passes on only the terminal event, as a `Completable`.
    public func ignoreElements() -> Completable {
        let source = asObservable()
        return Completable(raw: Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next: break
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        })
    }
}
