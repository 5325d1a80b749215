extension ObservableType {
    /// Emits the first element (or `nil` when the source completes empty), then completes and
    /// unsubscribes. An error is passed on.
    ///
    /// RxSwift returns a `Single<Element?>`; this returns an `Observable` of exactly one value.
    public func first() -> Observable<Element?> {
        let source = asObservable()
        return Observable.make { observer in
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
        }
    }
}
