extension ObservableType {
    /// Passes on the first `count` elements, then completes and unsubscribes from the source.
    ///
    /// `take(0)` completes at once without subscribing to the source; a negative `count` fails
    /// with `RxError.argumentOutOfRange`.
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        if count == 0 { return .empty() }
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var remaining = count
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    if remaining == 0 { return }
                    remaining -= 1
                    sink.forwardNext(element)
                    if remaining == 0 { sink.forwardTerminal(.completed) }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
