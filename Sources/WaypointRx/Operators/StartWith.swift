extension ObservableType {
    /// Emits `elements` first, in order, then subscribes to the source and passes its events on.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            for element in elements { sink.forwardNext(element) }
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.forward(event) }))
            return sink
        }
    }
}
