extension ObservableType {
    /// Pairs each element with its index, counting from zero.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = Sink(observer)
            var index = 0
            sink.setUpstream(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    let current = index
                    let (next, overflow) = index.addingReportingOverflow(1)
                    if overflow {
                        sink.forwardTerminal(.error(RxError.overflow))
                        return
                    }
                    index = next
                    sink.forwardNext((current, element))
                case .error(let error): sink.forwardTerminal(.error(error))
                case .completed: sink.forwardTerminal(.completed)
                }
            }))
            return sink
        }
    }
}
