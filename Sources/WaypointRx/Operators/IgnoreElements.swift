extension ObservableType {
    /// Drops every element and passes on only the terminal event.
    ///
    /// RxSwift returns a `Completable`; this returns an `Observable<Never>`.
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next: break
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
