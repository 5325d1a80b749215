extension ObservableType {
    /// Drops the first `count` elements and passes on the rest. A negative `count` fails with
    /// `RxError.argumentOutOfRange`.
    public func skip(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var remaining = count
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    if remaining > 0 {
                        remaining -= 1
                    } else {
                        sink.forwardNext(element)
                    }
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
