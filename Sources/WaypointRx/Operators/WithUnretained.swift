extension ObservableType {
    /// Pairs each element with `object`, held weakly, and combines them with `resultSelector`.
    /// Once `object` is gone, the next element completes the sequence instead.
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        let source = asObservable()
        return Observable.make { [weak object] observer in
            let sink = Sink(observer)
            sink.setUpstream(source.subscribe(AnyObserver { [weak object] event in
                switch event {
                case .next(let element):
                    guard let object else {
                        sink.forwardTerminal(.completed)
                        return
                    }
                    sink.forwardNext(resultSelector(object, element))
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }

    /// Pairs each element with `object`, held weakly; once `object` is gone, the next element
    /// completes the sequence instead.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
