extension ObservableType {
    /// Collects every element and, when the source completes, succeeds with them as one array.
    /// An error is passed on without the array.
    public func toArray() -> Single<[Element]> {
        let source = asObservable()
        return Single(raw: Observable.make { observer in
            let sink = Sink(observer)
            var elements: [Element] = []
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): elements.append(element)
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed:
                    sink.forwardNext(elements)
                    sink.forwardTerminal(.completed)
                }
            }))
            return sink
        })
    }
}
