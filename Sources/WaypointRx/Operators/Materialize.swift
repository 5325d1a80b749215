extension ObservableType {
    /// Turns each event into an element: the source's elements as `.next`, then its terminal
    /// event as an element, then completes.
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { event in
                sink.forwardNext(event)
                if event.isStopEvent { sink.forwardTerminal(.completed) }
            }))
            return sink
        }
    }
}
