extension ObservableType {
    /// Emits only the element at `index` (counting from zero), then completes and unsubscribes.
    ///
    /// Fails with `RxError.argumentOutOfRange` when the source completes before reaching
    /// `index`, or when `index` is negative.
    public func element(at index: Int) -> Observable<Element> {
        if index < 0 { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var remaining = index
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    if remaining == 0 {
                        sink.forwardNext(element)
                        sink.forwardTerminal(.completed)
                    } else {
                        remaining -= 1
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.error(RxError.argumentOutOfRange))
                }
            }))
            return sink
        }
    }
}
