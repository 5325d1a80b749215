extension ObservableType {
    /// Collects every element and, when the source completes, emits them as one array and
    /// completes. An error is passed on without the array.
    ///
    /// RxSwift returns a `Single`; this returns an `Observable` of exactly one array.
    public func toArray() -> Observable<[Element]> {
        let source = asObservable()
        return Observable.make { observer in
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
        }
    }
}
