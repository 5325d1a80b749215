extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: `.next(x)` elements become elements,
    /// an `.error` or `.completed` element ends the sequence.
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): sink.forward(element.event)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
